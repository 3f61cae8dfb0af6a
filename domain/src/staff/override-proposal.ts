import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from './staff-errors';
import { staffReason } from './staff-reason';
import { mayAct, type StaffMember, type StaffRole } from './staff-member';

/**
 * Maker-checker: overrides that affect money or risk take effect only when a second staff member
 * with the right role approves them (issue: support tooling). Who is on the desk is such a change
 * too: a second identity would let one person be both maker and checker (decision 2040).
 */
export const OVERRIDE_KINDS = [
  'creditDecision',
  'moveBack',
  'reopen',
  'enrolStaff',
  'promoteStaff',
  'enableStaff',
] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];

/** The kinds that change the desk rather than an application; their change names the member. */
export const STAFF_CHANGE_KINDS: readonly OverrideKind[] = ['enrolStaff', 'promoteStaff', 'enableStaff'];

/**
 * Who may approve each kind: risk is the credit officers'; reopening a finished lease, and who is on
 * the desk with which role, are the administrators'.
 */
export const APPROVER_ROLES: Readonly<Record<OverrideKind, readonly StaffRole[]>> = {
  creditDecision: ['creditOfficer', 'administrator'],
  moveBack: ['creditOfficer', 'administrator'],
  reopen: ['administrator'],
  enrolStaff: ['administrator'],
  promoteStaff: ['administrator'],
  enableStaff: ['administrator'],
};

/** What each kind changes, in the desk's words: the refusals and prompts name it. */
export const KIND_WORDS: Readonly<Record<OverrideKind, string>> = {
  creditDecision: 'a credit decision',
  moveBack: 'a move back a step',
  reopen: 'reopening a finished application',
  enrolStaff: 'a new member of the desk',
  promoteStaff: 'a promotion to administrator',
  enableStaff: 'a member enabled again',
};

/** A proposal not decided within two working days is stale: the application has moved on since. */
export const PROPOSAL_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** Closed: it can no longer be decided (the application moved on, or a new one replaced it once it expired). */
export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'closed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export interface OverrideProposal {
  proposalId: string;
  kind: OverrideKind;
  /** The application it changes; absent for a change of the desk, whose `change.staffId` names the member. */
  applicationId?: string;
  /**
   * What the override does, e.g. { statusCreditCheck: 'approved' }, { track: 'status', to: 'businessDetails' }
   * or { staffId, name, email, role } for an enrolment.
   */
  change: Readonly<Record<string, string>>;
  reason: string;
  proposedBy: string;
  proposedAt: string;
  expiresAt: string;
  status: ProposalStatus;
  /** Who approved or rejected it, or whose approval found it stale and closed it. */
  decidedBy?: string;
  decidedAt?: string;
  /** Why a closed proposal can no longer be decided, in the desk's words. */
  closedReason?: string;
}

export interface ProposeOverrideCommand {
  proposalId: string;
  kind: OverrideKind;
  applicationId?: string;
  change: Readonly<Record<string, string>>;
  reason: string;
}

export function proposeOverride(
  proposer: StaffMember,
  command: ProposeOverrideCommand,
  now: Date,
): Result<OverrideProposal, DomainError> {
  if (!mayAct(proposer, 'proposeOverride')) return fail(staffErrors.notPermitted('proposeOverride'));
  const reason = staffReason(command.reason);
  if (!reason.ok) return reason;
  return ok({
    ...command,
    reason: reason.value,
    proposedBy: proposer.staffId,
    proposedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PROPOSAL_LIFETIME_MS).toISOString(),
    status: 'pending',
  });
}

/** What the proposal changes, as the trail names it: `staff:<id>` for the desk, else the application. */
export const subjectOf = (proposal: Pick<OverrideProposal, 'kind' | 'applicationId' | 'change'>): string =>
  STAFF_CHANGE_KINDS.includes(proposal.kind)
    ? `staff:${proposal.change.staffId ?? ''}`
    : `application:${proposal.applicationId ?? ''}`;

/**
 * What the proposal changes, of which one proposal at a time may be open: an application's credit
 * decision or the status of one of its tracks (a move back and a reopening change the same one), a
 * new member's address, or a member.
 */
export function openProposalKey(
  proposal: Pick<OverrideProposal, 'kind' | 'applicationId' | 'change'>,
): string {
  switch (proposal.kind) {
    case 'creditDecision':
      return `application:${proposal.applicationId ?? ''}:credit`;
    case 'moveBack':
    case 'reopen':
      return `application:${proposal.applicationId ?? ''}:${proposal.change.track ?? ''}`;
    case 'enrolStaff':
      return `staff-email:${(proposal.change.email ?? '').toLowerCase()}`;
    default:
      return `staff:${proposal.change.staffId ?? ''}`;
  }
}

/** Whether the proposal can no longer be decided because its time ran out. */
export const isExpired = (proposal: OverrideProposal, now: Date): boolean =>
  proposal.status === 'pending' && now.getTime() >= Date.parse(proposal.expiresAt);

/**
 * Approves or rejects a pending proposal. Nobody decides their own, nor one about themselves; only the roles the kind names
 * approve; an expired or already decided proposal is refused. Applying an approved change is the
 * caller's, in the same unit of work as this decision, so it happens once.
 */
export function decideOverride(
  proposal: OverrideProposal,
  checker: StaffMember,
  decision: 'approved' | 'rejected',
  now: Date,
): Result<OverrideProposal, DomainError> {
  if (proposal.status === 'closed') return fail(staffErrors.proposalClosed(proposal.closedReason));
  if (proposal.status !== 'pending') return fail(staffErrors.proposalDecided(proposal.status));
  if (isExpired(proposal, now)) return fail(staffErrors.proposalExpired());
  if (checker.staffId === proposal.proposedBy) return fail(staffErrors.ownProposal());
  // Nobody decides a change to themselves either, such as their own promotion.
  if (subjectOf(proposal) === `staff:${checker.staffId}`) return fail(staffErrors.ownSubject());
  const mayDecide =
    mayAct(checker, 'approveOverride') && APPROVER_ROLES[proposal.kind].includes(checker.role);
  if (!mayDecide)
    return fail(staffErrors.mayNotDecide(KIND_WORDS[proposal.kind], APPROVER_ROLES[proposal.kind]));
  return ok({ ...proposal, status: decision, decidedBy: checker.staffId, decidedAt: now.toISOString() });
}

/** The proposal closed, as no longer decidable, with why; `by` is the member whose approval found it so. */
export function closeProposal(
  proposal: OverrideProposal,
  why: string,
  now: Date,
  by?: StaffMember,
): OverrideProposal {
  return {
    ...proposal,
    status: 'closed',
    closedReason: why,
    decidedAt: now.toISOString(),
    ...(by ? { decidedBy: by.staffId } : {}),
  };
}
