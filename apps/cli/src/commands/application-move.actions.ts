import {
  DomainError,
  SECONDARY_STATUSES,
  staffMoveTo,
  staffReason,
  type OverrideProposal,
  type StaffMoveOption,
  type StaffMoveOutcome,
  type StatusTrack,
} from '@lease-portal/domain';
import type { Output } from '../output';
import type { CommandContext } from '../services';
import { statusOf } from './application-statuses';
import { moment } from './application-view';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './signed-in';

export interface MoveOptions {
  to: string;
  reason: string;
  secondary?: boolean;
  yes?: boolean;
  json?: boolean;
}

/** The track a move is on: Authorised Officer (2)'s with --secondary, else the application's own. */
function trackOf(applicationType: string, secondary: boolean | undefined): StatusTrack {
  if (secondary) return 'secondary';
  return applicationType === 'calculator' ? 'calculator' : 'primary';
}

function secondaryStatusOf(value: string): string {
  const status = statusOf(value, '--to');
  if (!(SECONDARY_STATUSES as readonly string[]).includes(status)) {
    throw new DomainError(
      'BAD_INPUT',
      `--to: Authorised Officer (2) moves through ${SECONDARY_STATUSES.join(', ')} only`,
    );
  }
  return status;
}

/** How a proposal is told: who must approve it, and until when. */
export function proposalLines(proposal: OverrideProposal): string[] {
  const approvers = proposal.kind === 'reopen' ? 'An administrator' : 'A credit officer or an administrator';
  const until = moment(proposal.expiresAt);
  return [
    `Proposed ${proposal.kind} ${proposal.proposalId} on application ${proposal.applicationId}.`,
    'Nothing changes until it is approved.',
    `${approvers} other than you approves it before ${until} with:`,
    `  lease-admin approvals approve ${proposal.proposalId}`,
  ];
}

function report(out: Output, applicationId: string, outcome: StaffMoveOutcome): void {
  if (outcome.outcome === 'proposed') {
    for (const line of proposalLines(outcome.proposal)) out.line(line);
    return;
  }
  out.line(
    `Application ${applicationId} moved from ${outcome.from ?? '(none)'} to ${outcome.to} (${outcome.track}).`,
  );
}

/** A forward move is asked as a move; a step back or a reopening as the proposal it becomes. */
function moveQuestion(
  applicationId: string,
  track: StatusTrack,
  from: string,
  move: StaffMoveOption,
): string {
  if (move.kind === 'move')
    return `Move application ${applicationId} (${track}) from ${from} to ${move.to} now?`;
  const approver = move.kind === 'reopen' ? 'an administrator' : 'a credit officer or an administrator';
  const what =
    move.kind === 'reopen'
      ? `reopening finished application ${applicationId} (back to ${move.to})`
      : `moving application ${applicationId} (${track}) back from ${from} to ${move.to}`;
  return `Propose ${what}? Nothing changes until ${approver} other than you approves it.`;
}

export async function moveApplication(
  { open, out }: CommandContext,
  applicationId: string,
  options: MoveOptions,
) {
  const to = options.secondary ? secondaryStatusOf(options.to) : statusOf(options.to, '--to');
  const services = await open();
  const member = await signedInStaff(services);
  const found = await services.applications.ofId(applicationId);
  if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
  const track = trackOf(found.value.applicationType, options.secondary);
  const journey = found.value.journey;
  const from = (track === 'secondary' ? journey.statusSecondary : journey.status) ?? '(none)';
  // What would be refused is refused before anyone is asked (decision 2114).
  const reason = staffReason(options.reason);
  if (!reason.ok) throw reason.error;
  const move = staffMoveTo(found.value, track, to);
  if (!move.ok) throw move.refusal;
  await confirmChange(services, options, moveQuestion(applicationId, track, from, move.option));
  const moved = await services.overrides.move.execute(member, {
    applicationId,
    track,
    to,
    reason: options.reason,
  });
  if (!moved.ok) throw moved.error;
  if (options.json) return out.json(moved.value);
  report(out, applicationId, moved.value);
}

export async function proposeCreditDecision(
  { open, out }: CommandContext,
  applicationId: string,
  options: { decision: string; reason: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(
    services,
    options,
    `Propose credit decision '${options.decision}' for application ${applicationId}?`,
  );
  const proposed = await services.overrides.proposeCreditDecision.execute(member, {
    applicationId,
    decision: options.decision.trim().toLowerCase(),
    reason: options.reason,
  });
  if (!proposed.ok) throw proposed.error;
  if (options.json) return out.json(proposed.value);
  for (const line of proposalLines(proposed.value)) out.line(line);
}
