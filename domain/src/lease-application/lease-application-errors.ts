import { DomainError } from '../shared/result';

/** Stable reasons of the lease-application context; the shared code stays the transport's answer. */
export const LEASE_APPLICATION_REASONS = {
  transitionNotAllowed: 'LEASE_APPLICATION.TRANSITION_NOT_ALLOWED',
  creditLimitBelowFloor: 'LEASE_APPLICATION.CREDIT_LIMIT_BELOW_FLOOR',
  creditLimitOutOfRange: 'LEASE_APPLICATION.CREDIT_LIMIT_OUT_OF_RANGE',
  quoteInvalid: 'LEASE_APPLICATION.QUOTE_INVALID',
  organisationNotFound: 'LEASE_APPLICATION.ORGANISATION_NOT_FOUND',
} as const;
export type LeaseApplicationReason =
  (typeof LEASE_APPLICATION_REASONS)[keyof typeof LEASE_APPLICATION_REASONS];

export const leaseApplicationErrors = {
  transitionNotAllowed: (track: string, from: string | undefined, to: string, actor: string) =>
    new DomainError('NOT_ALLOWED', 'This step cannot be reached from where the application stands.', {
      reason: LEASE_APPLICATION_REASONS.transitionNotAllowed,
      track,
      from: from ?? null,
      to,
      actor,
    }),
  creditLimitBelowFloor: (message: string) =>
    new DomainError('BAD_INPUT', message, { reason: LEASE_APPLICATION_REASONS.creditLimitBelowFloor }),
  creditLimitOutOfRange: (message: string) =>
    new DomainError('BAD_INPUT', message, { reason: LEASE_APPLICATION_REASONS.creditLimitOutOfRange }),
  /** The first field's message leads; every field's message travels in `fields`. */
  quoteInvalid: (errors: Partial<Record<string, string>>) => {
    const [field, message] = Object.entries(errors)[0] ?? ['quote', 'Field is required'];
    return new DomainError('BAD_INPUT', `${field}: ${message}`, {
      reason: LEASE_APPLICATION_REASONS.quoteInvalid,
      fields: Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, [text]])),
    });
  },
  organisationNotFound: (orgId: string) =>
    new DomainError('NOT_FOUND', `No organisation has the id '${orgId}'.`, {
      reason: LEASE_APPLICATION_REASONS.organisationNotFound,
    }),
};
