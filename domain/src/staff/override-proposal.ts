import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from './staff-errors';
import { staffReason } from './staff-reason';
import { mayAct, type StaffMember, type StaffRole } from './staff-member';

/**
 * Maker-checker: overrides that affect money or risk take effect only when a second staff member
 * with the right role approves them (issue: support tooling). Who is on the desk is such a change
 * too: a second identity would let one person be both maker and checker (decision 2040).
 */
export const OVERRIDE_KINDS = ['creditDecision', 'moveBack', 'reopen', 'enrolStaff', 'promoteStaff'] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];

/** The kinds that change the desk rather than an application; their change names the member. */
export const STAFF_CHANGE_KINDS: readonly OverrideKind[] = ['enrolStaff', 'promoteStaff'];

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
};

/** A proposal not decided within two working days is stale: the application has moved on since. */
export const PROPOSAL_LIFETIME_MS = 48 * 60 * 60 * 1000;

export type ProposalStatus = 'pending' | 'approved' | 'rejected';

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
  decidedBy?: string;
  decidedAt?: string;
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
  if (proposal.status !== 'pending') return fail(staffErrors.proposalDecided(proposal.status));
  if (isExpired(proposal, now)) return fail(staffErrors.proposalExpired());
  if (checker.staffId === proposal.proposedBy) return fail(staffErrors.ownProposal());
  // Nobody decides a change to themselves either, such as their own promotion.
  if (subjectOf(proposal) === `staff:${checker.staffId}`) return fail(staffErrors.ownSubject());
  const mayDecide =
    mayAct(checker, 'approveOverride') && APPROVER_ROLES[proposal.kind].includes(checker.role);
  if (!mayDecide) return fail(staffErrors.notPermitted('approveOverride'));
  return ok({ ...proposal, status: decision, decidedBy: checker.staffId, decidedAt: now.toISOString() });
}
