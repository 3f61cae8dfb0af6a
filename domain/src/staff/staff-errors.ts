import { DomainError } from '../shared/result';

/** Stable reasons of the staff context, beside the shared codes (mapped once to CLI exit codes). */
export const STAFF_REASONS = {
  notPermitted: 'STAFF.NOT_PERMITTED',
  reasonRequired: 'STAFF.REASON_REQUIRED',
  reasonTooLong: 'STAFF.REASON_TOO_LONG',
  ownProposal: 'STAFF.OWN_PROPOSAL',
  ownSubject: 'STAFF.OWN_SUBJECT',
  enrolmentCodeUnknown: 'STAFF.ENROLMENT_CODE_UNKNOWN',
  alreadyAdministrator: 'STAFF.ALREADY_ADMINISTRATOR',
  alreadyHoldsKey: 'STAFF.ALREADY_HOLDS_KEY',
  proposalDecided: 'STAFF.PROPOSAL_ALREADY_DECIDED',
  proposalExpired: 'STAFF.PROPOSAL_EXPIRED',
  alreadyEnrolled: 'STAFF.ALREADY_ENROLLED',
  emailTaken: 'STAFF.EMAIL_TAKEN',
  memberInvalid: 'STAFF.MEMBER_INVALID',
  keyUnknown: 'STAFF.KEY_UNKNOWN',
  memberDisabled: 'STAFF.MEMBER_DISABLED',
  memberNotFound: 'STAFF.MEMBER_NOT_FOUND',
  lastAdministrator: 'STAFF.LAST_ADMINISTRATOR',
  proposalNotFound: 'STAFF.PROPOSAL_NOT_FOUND',
  proposalStale: 'STAFF.PROPOSAL_STALE',
  overrideInvalid: 'STAFF.OVERRIDE_INVALID',
  noSuchOfficer: 'STAFF.NO_SUCH_OFFICER',
  nothingToRepair: 'STAFF.NOTHING_TO_REPAIR',
} as const;

export const staffErrors = {
  alreadyEnrolled: () =>
    new DomainError(
      'NOT_ALLOWED',
      'The first administrator is already enrolled: ask an administrator to add you.',
      {
        reason: STAFF_REASONS.alreadyEnrolled,
      },
    ),
  emailTaken: () =>
    new DomainError('BAD_INPUT', 'A staff member already has this e-mail address.', {
      reason: STAFF_REASONS.emailTaken,
      fields: { email: ['A staff member already has this e-mail address.'] },
    }),
  memberInvalid: (fields: Record<string, string>) =>
    new DomainError(
      'BAD_INPUT',
      Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('\n'),
      {
        reason: STAFF_REASONS.memberInvalid,
        fields: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [message]])),
      },
    ),
  keyUnknown: () =>
    new DomainError('UNAUTHENTICATED', 'This staff key is not known: sign in with `lease-admin login`.', {
      reason: STAFF_REASONS.keyUnknown,
    }),
  memberDisabled: () =>
    new DomainError('FORBIDDEN', 'This staff member is disabled.', { reason: STAFF_REASONS.memberDisabled }),
  memberNotFound: (staffId: string) =>
    new DomainError('NOT_FOUND', `No staff member has the id ${staffId}.`, {
      reason: STAFF_REASONS.memberNotFound,
    }),
  lastAdministrator: () =>
    new DomainError(
      'NOT_ALLOWED',
      'The desk keeps two active administrators who hold a key (one during set-up), so that one can approve what the other proposes: enrol another first.',
      { reason: STAFF_REASONS.lastAdministrator },
    ),
  ownSubject: () =>
    new DomainError('FORBIDDEN', 'A proposal about you is approved or rejected by another administrator.', {
      reason: STAFF_REASONS.ownSubject,
    }),
  enrolmentCodeUnknown: () =>
    new DomainError(
      'UNAUTHENTICATED',
      'This enrolment code is not known, was used already or has expired: ask an administrator to send a new one.',
      { reason: STAFF_REASONS.enrolmentCodeUnknown },
    ),
  alreadyAdministrator: () =>
    new DomainError('NOT_ALLOWED', 'This member is an administrator already.', {
      reason: STAFF_REASONS.alreadyAdministrator,
    }),
  alreadyHoldsKey: () =>
    new DomainError('NOT_ALLOWED', 'This member holds a key already: an enrolment code is sent only once.', {
      reason: STAFF_REASONS.alreadyHoldsKey,
    }),
  notPermitted: (action: string) =>
    new DomainError('FORBIDDEN', `Your role does not allow this (${action}).`, {
      reason: STAFF_REASONS.notPermitted,
      action,
    }),
  reasonRequired: () =>
    new DomainError('BAD_INPUT', 'Give a reason: it is kept in the audit trail.', {
      reason: STAFF_REASONS.reasonRequired,
      fields: { reason: ['Field is required'] },
    }),
  ownProposal: () =>
    new DomainError('FORBIDDEN', 'A proposal is approved or rejected by someone other than its proposer.', {
      reason: STAFF_REASONS.ownProposal,
    }),
  proposalDecided: (status: string) =>
    new DomainError('NOT_ALLOWED', `This proposal is already ${status}.`, {
      reason: STAFF_REASONS.proposalDecided,
    }),
  proposalExpired: () =>
    new DomainError('NOT_ALLOWED', 'This proposal has expired: propose it again if it is still needed.', {
      reason: STAFF_REASONS.proposalExpired,
    }),
  proposalNotFound: (proposalId: string) =>
    new DomainError('NOT_FOUND', `No proposal has the id ${proposalId}.`, {
      reason: STAFF_REASONS.proposalNotFound,
    }),
  proposalStale: (what: string) =>
    new DomainError(
      'NOT_ALLOWED',
      `The application has moved on since the proposal (${what}): nothing was changed; propose again if it is still needed.`,
      { reason: STAFF_REASONS.proposalStale },
    ),
  overrideInvalid: (message: string) =>
    new DomainError('BAD_INPUT', message, { reason: STAFF_REASONS.overrideInvalid }),
  noSuchOfficer: (officer: number) =>
    new DomainError('NOT_ALLOWED', `The application has no Authorised Officer (${officer}).`, {
      reason: STAFF_REASONS.noSuchOfficer,
    }),
  nothingToRepair: (message: string) =>
    new DomainError('NOT_ALLOWED', message, { reason: STAFF_REASONS.nothingToRepair }),
  reasonTooLong: (maximum: number) =>
    new DomainError('BAD_INPUT', `The reason can be at most ${maximum} characters.`, {
      reason: STAFF_REASONS.reasonTooLong,
      fields: { reason: [`Field value must have at most ${maximum} characters.`] },
    }),
};
