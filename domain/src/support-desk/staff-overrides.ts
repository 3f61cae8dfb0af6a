import { auditActor } from '../application/audit-entry';
import { CREDIT_CHECK_STATUSES, type CreditCheckStatus } from '../application/application-journey';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { DomainError, fail, ok, type Result } from '../shared/result';
import type { Mail } from '../accounts/mail';
import {
  closeProposal,
  decideOverride,
  proposeOverride,
  STAFF_CHANGE_KINDS,
  type OverrideProposal,
} from '../staff/override-proposal';
import { applyStaffChange, type StaffChangeDependencies } from './staff-enrolment';
import { recordProposal } from './staff-proposals';
import { staffErrors, STAFF_REASONS } from '../staff/staff-errors';
import { staffNote, staffReason } from '../staff/staff-reason';
import { mayAct, type StaffMember } from '../staff/staff-member';
import { MoveApplication } from '../lease-application/move-application';
import type { StatusTrack } from '../lease-application/status-transitions';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import type { LeaseApplicationTransaction, UnitOfWork } from '../lease-application/unit-of-work.port';

/**
 * Staff move applications only through the domain (issue: support tooling, decision 1830): forward
 * along the transitions table, at once; one step back, or reopening a finished one, as a proposal that
 * a second member approves; a credit decision likewise.
 */
export interface StaffOverrideDependencies {
  unitOfWork: UnitOfWork;
  ids: Ids;
  clock: Clock;
}

export interface StaffMoveCommand {
  applicationId: string;
  track: StatusTrack;
  to: string;
  reason: string;
}

export type StaffMoveOutcome =
  | { outcome: 'moved'; track: StatusTrack; from: string | null; to: string; version: number }
  | { outcome: 'proposed'; proposal: OverrideProposal };

/**
 * The decisions a credit officer may set by override: a referral, an approval or a decline. Awaiting
 * the bureau and waiting for Authorised Officer (2) are where a submission stands, not decisions.
 */
export const CREDIT_DECISIONS = CREDIT_CHECK_STATUSES.filter(
  (status) => status !== 'awaitingDecision' && status !== 'waitingForSecondary',
);

const notFound = (applicationId: string) =>
  new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`, {
    reason: 'LEASE_APPLICATION.APPLICATION_NOT_FOUND',
  });

/** A forward move happens at once; a move back or a reopening becomes a proposal. */
export class MoveApplicationAsStaff {
  private readonly move: MoveApplication;

  constructor(private readonly deps: StaffOverrideDependencies) {
    this.move = new MoveApplication(deps.unitOfWork, () => deps.clock.now());
  }

  async execute(
    member: StaffMember,
    command: StaffMoveCommand,
  ): Promise<Result<StaffMoveOutcome, DomainError>> {
    if (!mayAct(member, 'advanceApplication')) return fail(staffErrors.notPermitted('advanceApplication'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const read = await this.deps.unitOfWork.run(({ leaseApplications }) =>
      leaseApplications.ofId(command.applicationId),
    );
    if (!read) return fail(notFound(command.applicationId));
    const application = LeaseApplication.of(read);
    const from = application.statusOn(command.track);
    const kind = application.reversalTo(command.track, command.to);
    if (kind) {
      return propose(this.deps, member, {
        kind,
        applicationId: command.applicationId,
        change: { track: command.track, from: from ?? '', to: command.to },
        reason: command.reason,
      });
    }
    // Forward: only into a step whose work is done; the version read makes a move made meanwhile fail.
    const moved = await this.move.execute({
      applicationId: command.applicationId,
      track: command.track,
      to: command.to,
      actor: 'staff',
      actorId: member.staffId,
      reason: reason.value,
      mover: 'staff',
      expectedVersion: read.version,
    });
    if (!moved.ok) return moved;
    return ok({ outcome: 'moved', track: command.track, from: from ?? null, to: command.to, ...moved.value });
  }
}

/** A credit officer's decision in place of the bureau's: always a proposal for a second member. */
export class ProposeCreditDecision {
  constructor(private readonly deps: StaffOverrideDependencies) {}

  async execute(
    member: StaffMember,
    command: { applicationId: string; decision: string; reason: string },
  ): Promise<Result<OverrideProposal, DomainError>> {
    if (!(CREDIT_DECISIONS as readonly string[]).includes(command.decision)) {
      return fail(staffErrors.overrideInvalid(`The decision is one of: ${CREDIT_DECISIONS.join(', ')}.`));
    }
    const read = await this.deps.unitOfWork.run(({ leaseApplications }) =>
      leaseApplications.ofId(command.applicationId),
    );
    if (!read) return fail(notFound(command.applicationId));
    const current = read.value.journey.statusCreditCheck ?? '';
    if (current === command.decision) {
      return fail(staffErrors.overrideInvalid(`The credit decision is already ${command.decision}.`));
    }
    if (read.value.journey.status === 'finished') {
      return fail(
        staffErrors.overrideInvalid(
          'The application is finished: reopen it before changing its credit decision.',
        ),
      );
    }
    const proposed = await propose(this.deps, member, {
      kind: 'creditDecision',
      applicationId: command.applicationId,
      change: { from: current, to: command.decision },
      reason: command.reason,
    });
    return proposed.ok ? ok(proposed.value.proposal) : proposed;
  }
}

async function propose(
  deps: StaffOverrideDependencies,
  member: StaffMember,
  command: Omit<Parameters<typeof proposeOverride>[1], 'proposalId'>,
): Promise<Result<{ outcome: 'proposed'; proposal: OverrideProposal }, DomainError>> {
  const proposed = proposeOverride(member, { ...command, proposalId: deps.ids.next() }, deps.clock.now());
  if (!proposed.ok) return proposed;
  const recorded = await recordProposal(deps.unitOfWork, proposed.value, proposed.value.change);
  return recorded.ok ? ok({ outcome: 'proposed' as const, proposal: recorded.value }) : recorded;
}

/**
 * A second member approves or rejects a proposal. An approval applies the change in the same unit of
 * work as the decision, and only while the application still stands where the proposal found it.
 */
export class DecideOverride {
  constructor(
    private readonly deps: Pick<StaffOverrideDependencies, 'unitOfWork' | 'clock'> & StaffChangeDependencies,
  ) {}

  async execute(
    checker: StaffMember,
    command: { proposalId: string; decision: 'approved' | 'rejected'; note?: string },
  ): Promise<Result<OverrideProposal, DomainError>> {
    const now = this.deps.clock.now();
    let mail: Mail | undefined;
    const outcome = await this.deps.unitOfWork.run(async (tx) => {
      const proposal = await tx.overrides.ofId(command.proposalId);
      if (!proposal) return fail(staffErrors.proposalNotFound(command.proposalId));
      const note = staffNote(command.note);
      if (!note.ok) return note;
      const decided = decideOverride(proposal, checker, command.decision, now);
      if (!decided.ok) return decided;
      if (command.decision === 'approved') {
        if (STAFF_CHANGE_KINDS.includes(proposal.kind)) {
          const applied = await applyStaffChange(tx, decided.value, checker, now, this.deps);
          if (!applied.ok) return applied;
          mail = applied.value;
        } else {
          const applied = await applyOverride(tx, decided.value, checker, now);
          if (!applied.ok) return applied;
        }
      }
      if (!(await tx.overrides.decide(decided.value))) return fail(staffErrors.proposalDecided('decided'));
      await tx.auditEntries.record({
        actor: auditActor.staff(checker.staffId),
        action: `override.${command.decision}`,
        ...(proposal.applicationId ? { applicationId: proposal.applicationId } : {}),
        subject: `proposal:${proposal.proposalId}`,
        at: now.toISOString(),
        details: {
          kind: proposal.kind,
          proposedBy: proposal.proposedBy,
          ...(note.value ? { note: note.value } : {}),
        },
      });
      return decided;
    });
    // The new member's code leaves only once their enrolment is committed.
    if (outcome.ok && mail) await this.deps.mailer.send(mail);
    // A proposal that can no longer apply is closed, with why, rather than left for someone else to try.
    if (!outcome.ok && outcome.error.details?.reason === STAFF_REASONS.proposalStale) {
      await this.closeStale(checker, command.proposalId, String(outcome.error.details.stale), now);
    }
    return outcome;
  }

  private async closeStale(checker: StaffMember, proposalId: string, why: string, now: Date): Promise<void> {
    await this.deps.unitOfWork.run(async (tx) => {
      const proposal = await tx.overrides.ofId(proposalId);
      if (proposal?.status !== 'pending') return;
      const closed = closeProposal(proposal, why, now, checker);
      if (!(await tx.overrides.close(closed))) return;
      await tx.auditEntries.record({
        actor: auditActor.staff(checker.staffId),
        action: 'override.closed',
        ...(proposal.applicationId ? { applicationId: proposal.applicationId } : {}),
        subject: `proposal:${proposal.proposalId}`,
        at: now.toISOString(),
        details: { kind: proposal.kind, proposedBy: proposal.proposedBy, closedReason: why },
      });
    });
  }
}

async function applyOverride(
  tx: LeaseApplicationTransaction,
  proposal: OverrideProposal,
  checker: StaffMember,
  now: Date,
): Promise<Result<void, DomainError>> {
  const applicationId = proposal.applicationId ?? '';
  const stored = await tx.leaseApplications.ofId(applicationId);
  if (!stored) return fail(notFound(applicationId));
  const application = LeaseApplication.of(stored);
  const stale = whyStale(proposal, application);
  if (stale) return fail(staffErrors.proposalStale(stale));
  const { from = '', to = '', track } = proposal.change;
  const details = {
    from: from || null,
    to,
    reason: proposal.reason,
    proposalId: proposal.proposalId,
    proposedBy: proposal.proposedBy,
  };
  if (proposal.kind === 'creditDecision') {
    application.change((s) => ({ ...s, statusCreditCheck: to as CreditCheckStatus }), {
      action: 'application.creditDecision.overridden',
      details,
    });
  } else {
    const { from: _from, to: _to, ...why } = details;
    const reversed = application.reverse(track as StatusTrack, to, why);
    if (!reversed.ok) return reversed;
  }
  await storeLeaseApplication(tx, application, auditActor.staff(checker.staffId), now.toISOString());
  return ok(undefined);
}

/**
 * Why an application's proposal would no longer apply, or undefined while it would: the application
 * still stands where the proposal found it (its status or credit decision), a credit decision only
 * while it is not finished. The approval refuses then, and the checker's inbox says so beforehand.
 */
export function whyStale(
  proposal: Pick<OverrideProposal, 'kind' | 'change'>,
  application: LeaseApplication,
): string | undefined {
  const { from = '', to = '', track } = proposal.change;
  if (proposal.kind === 'creditDecision') {
    if (application.journey.status === 'finished') return 'the application is finished';
    const current = application.journey.statusCreditCheck ?? '';
    return current === from ? undefined : `credit decision now ${current || 'none'}`;
  }
  const statusTrack = track as StatusTrack;
  const current = application.statusOn(statusTrack) ?? '';
  if (current === from && application.reversalTo(statusTrack, to) === proposal.kind) return undefined;
  return `status now ${current || 'none'}`;
}
