import { DomainError } from '../shared/result';

/** Stable reasons of the lease-application context; the shared code stays the transport's answer. */
export const LEASE_APPLICATION_REASONS = {
  transitionNotAllowed: 'LEASE_APPLICATION.TRANSITION_NOT_ALLOWED',
  creditLimitBelowFloor: 'LEASE_APPLICATION.CREDIT_LIMIT_BELOW_FLOOR',
  creditLimitOutOfRange: 'LEASE_APPLICATION.CREDIT_LIMIT_OUT_OF_RANGE',
  quoteInvalid: 'LEASE_APPLICATION.QUOTE_INVALID',
  organisationNotFound: 'LEASE_APPLICATION.ORGANISATION_NOT_FOUND',
  noQuote: 'LEASE_APPLICATION.NO_QUOTE',
  quoteSignedOnPaper: 'LEASE_APPLICATION.QUOTE_SIGNED_ON_PAPER',
  quoteNotSigned: 'LEASE_APPLICATION.QUOTE_NOT_SIGNED',
  returnUrlNotAllowed: 'LEASE_APPLICATION.RETURN_URL_NOT_ALLOWED',
  signingUnavailable: 'LEASE_APPLICATION.SIGNING_UNAVAILABLE',
  propertyUnknown: 'LEASE_APPLICATION.PROPERTY_UNKNOWN',
  propertyNotYours: 'LEASE_APPLICATION.PROPERTY_NOT_YOURS',
  propertyNotAtThisStep: 'LEASE_APPLICATION.PROPERTY_NOT_AT_THIS_STEP',
  propertyValueInvalid: 'LEASE_APPLICATION.PROPERTY_VALUE_INVALID',
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
  noQuote: () =>
    new DomainError('FORBIDDEN', 'You have no quote to review.', {
      reason: LEASE_APPLICATION_REASONS.noQuote,
    }),
  quoteSignedOnPaper: () =>
    new DomainError('NOT_ALLOWED', 'This quote is signed on paper: download it instead.', {
      reason: LEASE_APPLICATION_REASONS.quoteSignedOnPaper,
    }),
  quoteNotSigned: (envelopeStatus: string | undefined) =>
    new DomainError('NOT_ALLOWED', 'The quote has not been signed yet.', {
      reason: LEASE_APPLICATION_REASONS.quoteNotSigned,
      envelopeStatus: envelopeStatus ?? null,
    }),
  returnUrlNotAllowed: () =>
    new DomainError(
      'BAD_INPUT',
      "returnUrl: the signing page must return to this application's quotesign page.",
      {
        reason: LEASE_APPLICATION_REASONS.returnUrlNotAllowed,
        fields: { returnUrl: ['Field is invalid'] },
      },
    ),
  signingUnavailable: (code: string, message: string) =>
    new DomainError(
      code === 'SERVICE_UNAVAILABLE' ? 'PARTNER_UNAVAILABLE' : 'NOT_ALLOWED',
      `The e-signature service refused: ${message}`,
      { reason: LEASE_APPLICATION_REASONS.signingUnavailable, serviceCode: code },
    ),
  propertyUnknown: (path: string) =>
    new DomainError('BAD_INPUT', `The property '${path}' cannot be changed with this operation.`, {
      reason: LEASE_APPLICATION_REASONS.propertyUnknown,
      fields: { propertyFirst: ['Field is invalid'] },
    }),
  propertyNotYours: (path: string) =>
    new DomainError('FORBIDDEN', `Your part in this application does not let you change '${path}'.`, {
      reason: LEASE_APPLICATION_REASONS.propertyNotYours,
    }),
  propertyNotAtThisStep: (path: string, status: string | undefined) =>
    new DomainError('NOT_ALLOWED', `'${path}' cannot be changed at this step of the application.`, {
      reason: LEASE_APPLICATION_REASONS.propertyNotAtThisStep,
      status: status ?? null,
    }),
  propertyValueInvalid: (path: string, message: string) =>
    new DomainError('BAD_INPUT', `${path}: ${message}`, {
      reason: LEASE_APPLICATION_REASONS.propertyValueInvalid,
      fields: { value: [message] },
    }),
  organisationNotFound: (orgId: string) =>
    new DomainError('NOT_FOUND', `No organisation has the id '${orgId}'.`, {
      reason: LEASE_APPLICATION_REASONS.organisationNotFound,
    }),
};
