import { DomainError } from '../shared/result';

/** Stable reasons of the credit check; the shared code stays the transport's answer. */
export const CREDIT_CHECK_REASONS = {
  notYourApplication: 'CREDIT_CHECK.NOT_YOUR_APPLICATION',
  onlyPrimaryReviews: 'CREDIT_CHECK.ONLY_PRIMARY_REVIEWS',
  notAtReview: 'CREDIT_CHECK.NOT_AT_REVIEW',
  reviewNotReady: 'CREDIT_CHECK.REVIEW_NOT_READY',
  notWaiting: 'CREDIT_CHECK.NOT_WAITING',
} as const;

/** The credit check's expected refusals; none names a person or a number, so they may reach logs. */
export const creditCheckErrors = {
  /** Someone else's application and an unknown one answer the same, so ids cannot be probed. */
  notYourApplication: () =>
    new DomainError('FORBIDDEN', 'Only an applicant of this application can see its credit check.', {
      reason: CREDIT_CHECK_REASONS.notYourApplication,
    }),
  onlyPrimaryReviews: () =>
    new DomainError('FORBIDDEN', 'Only Authorised Officer (1) submits the application review.', {
      reason: CREDIT_CHECK_REASONS.onlyPrimaryReviews,
    }),
  notAtReview: (status: string | undefined) =>
    new DomainError('NOT_ALLOWED', 'The application is not at its review.', {
      reason: CREDIT_CHECK_REASONS.notAtReview,
      status: status ?? null,
    }),
  /** The review needs the primary's ID check and their privacy consent, which includes the credit check. */
  reviewNotReady: (missing: 'identityCheck' | 'privacyConsent') =>
    new DomainError('NOT_ALLOWED', 'The ID check and the privacy consent come before the credit check.', {
      reason: CREDIT_CHECK_REASONS.reviewNotReady,
      missing,
    }),
  notWaiting: () =>
    new DomainError('NOT_ALLOWED', 'The application is not waiting to be submitted again.', {
      reason: CREDIT_CHECK_REASONS.notWaiting,
    }),
};
