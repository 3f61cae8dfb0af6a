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
  quoteReferenceTaken: 'LEASE_APPLICATION.QUOTE_REFERENCE_TAKEN',
  notPrimaryApplicant: 'LEASE_APPLICATION.NOT_PRIMARY_APPLICANT',
  applicationNotFound: 'LEASE_APPLICATION.APPLICATION_NOT_FOUND',
  officerInvalid: 'LEASE_APPLICATION.OFFICER_INVALID',
  officersNotAtThisStep: 'LEASE_APPLICATION.OFFICERS_NOT_AT_THIS_STEP',
  businessNotConfirmed: 'LEASE_APPLICATION.BUSINESS_NOT_CONFIRMED',
  primaryNotConfirmed: 'LEASE_APPLICATION.PRIMARY_NOT_CONFIRMED',
  noSecondaryExpected: 'LEASE_APPLICATION.NO_SECONDARY_EXPECTED',
  secondaryAlreadyNamed: 'LEASE_APPLICATION.SECONDARY_ALREADY_NAMED',
  secondaryAlreadyStarted: 'LEASE_APPLICATION.SECONDARY_ALREADY_STARTED',
  notOnHoldForSecondary: 'LEASE_APPLICATION.NOT_ON_HOLD_FOR_SECONDARY',
  invitationResentRecently: 'LEASE_APPLICATION.INVITATION_RESENT_RECENTLY',
  stepWorkNotDone: 'LEASE_APPLICATION.STEP_WORK_NOT_DONE',
  finishedBySigningOnly: 'LEASE_APPLICATION.FINISHED_BY_SIGNING_ONLY',
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
  /** Another application of the organisation was issued with this quote reference (decision 1230). */
  quoteReferenceTaken: (quoteReference: string) =>
    new DomainError(
      'BAD_INPUT',
      `quoteReference: an application of this organisation already has quote reference '${quoteReference}'.`,
      {
        reason: LEASE_APPLICATION_REASONS.quoteReferenceTaken,
        fields: { quoteReference: ['An application of this organisation already has this quote reference'] },
      },
    ),
  /** The signed-in user is Authorised Officer (1) of no application they could act on: the same for all. */
  notPrimaryApplicant: () =>
    new DomainError('FORBIDDEN', 'Only the Authorised Officer (1) of an application may do this.', {
      reason: LEASE_APPLICATION_REASONS.notPrimaryApplicant,
    }),
  applicationNotFound: (applicationId: string) =>
    new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`, {
      reason: LEASE_APPLICATION_REASONS.applicationNotFound,
    }),
  /** The first field's message leads; every field's message travels in `fields`. */
  officerInvalid: (errors: Partial<Record<string, string>>) => {
    const [field, message] = Object.entries(errors)[0] ?? ['userInfo', 'Field is required'];
    return new DomainError('BAD_INPUT', `${field}: ${message}`, {
      reason: LEASE_APPLICATION_REASONS.officerInvalid,
      fields: Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, [text]])),
    });
  },
  officersNotAtThisStep: (status: string | undefined) =>
    new DomainError(
      'NOT_ALLOWED',
      'The authorised officers cannot be changed at this step of the application.',
      {
        reason: LEASE_APPLICATION_REASONS.officersNotAtThisStep,
        status: status ?? null,
      },
    ),
  businessNotConfirmed: () =>
    new DomainError('NOT_ALLOWED', 'Confirm the business before confirming the authorised officer.', {
      reason: LEASE_APPLICATION_REASONS.businessNotConfirmed,
    }),
  primaryNotConfirmed: () =>
    new DomainError(
      'NOT_ALLOWED',
      'Authorised Officer (1) must confirm they are the authorised officer before nominating Authorised Officer (2).',
      { reason: LEASE_APPLICATION_REASONS.primaryNotConfirmed },
    ),
  noSecondaryExpected: () =>
    new DomainError('NOT_ALLOWED', 'The business was not said to have more than one authorised officer.', {
      reason: LEASE_APPLICATION_REASONS.noSecondaryExpected,
    }),
  secondaryAlreadyNamed: () =>
    new DomainError(
      'NOT_ALLOWED',
      'Authorised Officer (2) is already nominated, so the business has more than one authorised officer.',
      { reason: LEASE_APPLICATION_REASONS.secondaryAlreadyNamed },
    ),
  secondaryAlreadyStarted: () =>
    new DomainError(
      'NOT_ALLOWED',
      'Authorised Officer (2) has already started their part and cannot be replaced.',
      { reason: LEASE_APPLICATION_REASONS.secondaryAlreadyStarted },
    ),
  notOnHoldForSecondary: () =>
    new DomainError(
      'NOT_ALLOWED',
      'The application is not on hold for Authorised Officer (2), so there is no invitation to send again.',
      { reason: LEASE_APPLICATION_REASONS.notOnHoldForSecondary },
    ),
  /** Resending: they have their password or their ID check under way, so an invitation would not help. */
  secondaryStartedNoResend: () =>
    new DomainError(
      'NOT_ALLOWED',
      'Authorised Officer (2) has already started their part: they can sign in with their own password.',
      { reason: LEASE_APPLICATION_REASONS.secondaryAlreadyStarted },
    ),
  invitationResentRecently: (nextResendAt: Date, now: Date) => {
    const minutes = Math.max(1, Math.ceil((nextResendAt.getTime() - now.getTime()) / 60_000));
    return new DomainError(
      'NOT_ALLOWED',
      `The invitation was sent again only a few minutes ago. You can send it again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {
        reason: LEASE_APPLICATION_REASONS.invitationResentRecently,
        nextResendAt: nextResendAt.toISOString(),
      },
    );
  },
  /** Support moves an application on only when its step's work is done (decision 1830). */
  stepWorkNotDone: (to: string, missing: string) =>
    new DomainError('NOT_ALLOWED', `The application cannot move to ${to}: ${missing}`, {
      reason: LEASE_APPLICATION_REASONS.stepWorkNotDone,
      to,
    }),
  finishedBySigningOnly: () =>
    new DomainError(
      'NOT_ALLOWED',
      'Only the signing itself finishes an application: run `lease-admin application check-signing`, ' +
        'or wait for the signed documents on paper.',
      { reason: LEASE_APPLICATION_REASONS.finishedBySigningOnly, to: 'finished' },
    ),
  organisationNotFound: (orgId: string) =>
    new DomainError('NOT_FOUND', `No organisation has the id '${orgId}'.`, {
      reason: LEASE_APPLICATION_REASONS.organisationNotFound,
    }),
};
