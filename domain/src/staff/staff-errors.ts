import { DomainError } from '../shared/result';
import { rolesThatMay, type StaffAction, type StaffRole } from './staff-member';

/** The roles in the desk's words, for refusals a member reads. */
export const ROLE_WORDS: Readonly<Record<StaffRole, string>> = {
  support: 'a support member',
  creditOfficer: 'a credit officer',
  administrator: 'an administrator',
};

/** What each action is, in the desk's words: "reopening needs an administrator", never a permission's name. */
const ACTION_WORDS: Readonly<Record<StaffAction, string>> = {
  read: 'Reading the desk’s records',
  advanceApplication: 'Moving an application on',
  resendInvitation: 'Sending a customer a link',
  resetIdScanErrors: 'Resetting failed ID scans',
  retryPartnerCall: 'Retrying a partner call',
  disableUser: 'Disabling or enabling a customer’s user',
  manageOrganisations: 'Creating or changing an organisation',
  manageStaff: 'Changing who is on the desk',
  importCatalogue: 'Importing a catalogue',
  proposeOverride: 'Proposing an override',
  approveOverride: 'Approving or rejecting a proposal',
};

/** "an administrator", "a credit officer or an administrator". */
export const eitherOf = (roles: readonly StaffRole[]): string =>
  roles.map((role) => ROLE_WORDS[role]).join(' or ');

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
  proposalClosed: 'STAFF.PROPOSAL_CLOSED',
  proposalOpen: 'STAFF.PROPOSAL_OPEN',
  reasonTooShort: 'STAFF.REASON_TOO_SHORT',
  breakGlassRefused: 'STAFF.BREAK_GLASS_REFUSED',
  memberActive: 'STAFF.MEMBER_ACTIVE',
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
    new DomainError(
      'UNAUTHENTICATED',
      'This staff key is not known: it was mistyped, or replaced by a new one. Check that you copied the whole key; if it is lost, ask an administrator for a new one (`lease-admin staff rekey <your staff id>`).',
      { reason: STAFF_REASONS.keyUnknown },
    ),
  memberDisabled: () =>
    new DomainError(
      'FORBIDDEN',
      'This staff member is disabled: an administrator can propose enabling them again (`lease-admin staff enable`).',
      { reason: STAFF_REASONS.memberDisabled },
    ),
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
  notPermitted: (action: StaffAction) =>
    new DomainError('FORBIDDEN', `${ACTION_WORDS[action]} needs ${eitherOf(rolesThatMay(action))}.`, {
      reason: STAFF_REASONS.notPermitted,
      action,
    }),
  /** "Approving or rejecting reopening a finished application needs an administrator." */
  mayNotDecide: (what: string, roles: readonly StaffRole[]) =>
    new DomainError('FORBIDDEN', `Approving or rejecting ${what} needs ${eitherOf(roles)}.`, {
      reason: STAFF_REASONS.notPermitted,
      action: 'approveOverride',
    }),
  proposalClosed: (why: string | undefined) =>
    new DomainError('NOT_ALLOWED', `This proposal is closed${why ? `: ${why}` : ''}.`, {
      reason: STAFF_REASONS.proposalClosed,
    }),
  /** Someone already proposed the same change; the open proposal is decided, not a second one made. */
  proposalOpen: (proposalId: string, by: string) =>
    new DomainError(
      'NOT_ALLOWED',
      `${by} already proposed this (proposal ${proposalId}): approve or reject that one (\`lease-admin approvals show ${proposalId}\`).`,
      { reason: STAFF_REASONS.proposalOpen, proposalId },
    ),
  reasonTooShort: (minimum: number) =>
    new DomainError(
      'BAD_INPUT',
      `Say why in a few words (at least ${minimum} characters): the reason is kept in the audit trail for the colleagues who read it.`,
      {
        reason: STAFF_REASONS.reasonTooShort,
        fields: { reason: [`at least ${minimum} characters`] },
      },
    ),
  breakGlassRefused: (why: string) =>
    new DomainError('FORBIDDEN', why, { reason: STAFF_REASONS.breakGlassRefused }),
  memberActive: () =>
    new DomainError('NOT_ALLOWED', 'This member is active already.', { reason: STAFF_REASONS.memberActive }),
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
  /** `what`: how things stand now, e.g. "status now approvals"; the proposal is closed with it. */
  proposalStale: (what: string) =>
    new DomainError(
      'NOT_ALLOWED',
      `Things have moved on since the proposal (${what}): nothing was changed, and the proposal is closed; propose again if it is still needed.`,
      { reason: STAFF_REASONS.proposalStale, stale: `moved on: ${what}` },
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
