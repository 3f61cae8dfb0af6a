import { FILE_TOO_LARGE_MESSAGE } from '../files/file-kinds';
import { DomainError } from '../shared/result';

/** Stable reasons of the identity-check context; the shared code stays the transport's answer. */
export const IDENTITY_CHECK_REASONS = {
  notAnApplicant: 'IDENTITY_CHECK.NOT_AN_APPLICANT',
  alreadyVerified: 'IDENTITY_CHECK.ALREADY_VERIFIED',
  journeyUnknown: 'IDENTITY_CHECK.JOURNEY_UNKNOWN',
  attemptsExhausted: 'IDENTITY_CHECK.ATTEMPTS_EXHAUSTED',
  journeyFinished: 'IDENTITY_CHECK.JOURNEY_FINISHED',
  imageNotReadable: 'IDENTITY_CHECK.IMAGE_NOT_READABLE',
  imageTooLarge: 'IDENTITY_CHECK.IMAGE_TOO_LARGE',
  sideInvalid: 'IDENTITY_CHECK.SIDE_INVALID',
} as const;
export type IdentityCheckReason = (typeof IDENTITY_CHECK_REASONS)[keyof typeof IDENTITY_CHECK_REASONS];

/**
 * The identity check's expected failures. None carries a name, a number or an image: their messages
 * and details may reach logs and clients.
 */
export const identityCheckErrors = {
  /** Only the application's primary or secondary applicant scans, for themselves; unknown looks the same. */
  notAnApplicant: () =>
    new DomainError('FORBIDDEN', 'Only an applicant of this application can check their identity.', {
      reason: IDENTITY_CHECK_REASONS.notAnApplicant,
    }),
  alreadyVerified: () =>
    new DomainError('NOT_ALLOWED', 'Your identity check is already complete.', {
      reason: IDENTITY_CHECK_REASONS.alreadyVerified,
    }),
  /** An unknown journey and a wrong token answer the same, so journey ids cannot be probed. */
  journeyUnknown: () =>
    new DomainError('NOT_FOUND', 'This identity scan was not found.', {
      reason: IDENTITY_CHECK_REASONS.journeyUnknown,
    }),
  attemptsExhausted: (attempts: number) =>
    new DomainError('NOT_ALLOWED', `Each side of the licence can be captured ${attempts} times at most.`, {
      reason: IDENTITY_CHECK_REASONS.attemptsExhausted,
    }),
  journeyFinished: () =>
    new DomainError('NOT_ALLOWED', 'This identity scan is finished: start a new one.', {
      reason: IDENTITY_CHECK_REASONS.journeyFinished,
    }),
  imageNotReadable: () =>
    new DomainError('BAD_INPUT', 'The image could not be read: take a photo or choose a JPEG or PNG.', {
      reason: IDENTITY_CHECK_REASONS.imageNotReadable,
    }),
  /** Spec: the alert the journey shows for a file that is too big (journey §5 'Uploads'). */
  imageTooLarge: () =>
    new DomainError('BAD_INPUT', FILE_TOO_LARGE_MESSAGE, {
      reason: IDENTITY_CHECK_REASONS.imageTooLarge,
    }),
  sideInvalid: () =>
    new DomainError('BAD_INPUT', "side: the licence's side is Front or Back.", {
      reason: IDENTITY_CHECK_REASONS.sideInvalid,
      fields: { side: ['Field is invalid'] },
    }),
};
