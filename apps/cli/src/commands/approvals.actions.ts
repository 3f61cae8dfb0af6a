import {
  DomainError,
  isExpired,
  staffErrors,
  type OverrideProposal,
  type ProposalStatus,
} from '@lease-portal/domain';
import type { CliServices, CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { cut, TABLE_WIDTH } from './fit-table';
import { signedInReader, signedInStaff } from './signed-in';

const STATUSES: readonly string[] = ['pending', 'approved', 'rejected'];

/**
 * What the change does, in a few words: "approvals → businessDetails", "credit referred → approved",
 * "enrol Sam Lee <sam@…> as support", "Sam Lee support → administrator".
 */
export function changeOf(proposal: OverrideProposal): string {
  const { track, from, to, name, email, role } = proposal.change;
  if (proposal.kind === 'enrolStaff') return `enrol ${name} <${email}> as ${role}`;
  if (proposal.kind === 'promoteStaff') return `${name} ${from} → ${to}`;
  const arrow = `${from || '(none)'} → ${to}`;
  return proposal.kind === 'creditDecision' ? `credit ${arrow}` : `${track} ${arrow}`;
}

/** What the proposal is about: an application, or a member of the desk. */
const aboutOf = (proposal: OverrideProposal): string =>
  proposal.applicationId
    ? `application ${proposal.applicationId}`
    : `staff member ${proposal.change.staffId}`;

/** What an approval did, in a sentence. */
function approvedOf(proposal: OverrideProposal): string {
  if (proposal.kind === 'enrolStaff') {
    const { name, email, role } = proposal.change;
    return `Approved: ${name} is enrolled as ${role}; their enrolment code is on its way to ${email}.`;
  }
  if (proposal.kind === 'promoteStaff') return `Approved: ${proposal.change.name} is an administrator.`;
  return `Approved: application ${proposal.applicationId} is changed (${changeOf(proposal)}).`;
}

/** Pending proposals past their time read as expired: nobody can decide them any more. */
const standing = (proposal: OverrideProposal, now: Date): string =>
  isExpired(proposal, now) ? 'expired' : proposal.status;

async function names(services: CliServices): Promise<Map<string, string>> {
  return new Map((await services.staff.members.all()).map((member) => [member.staffId, member.name]));
}

export interface DecisionOptions {
  note?: string;
  yes?: boolean;
  json?: boolean;
}

/** `approvals approve|reject`: the checker decides another member's proposal. */
export async function decideProposal(
  { open, out }: CommandContext,
  proposalId: string,
  decision: 'approved' | 'rejected',
  options: DecisionOptions,
): Promise<void> {
  const services = await open();
  const checker = await signedInStaff(services);
  const proposal = await services.overrides.proposals.ofId(proposalId);
  if (!proposal) throw staffErrors.proposalNotFound(proposalId);
  const verb = decision === 'approved' ? 'Approve' : 'Reject';
  // The summary helps the one who answers the prompt; scripts and JSON readers get the result only.
  if (!options.yes && !options.json) {
    out.line(`${proposal.kind} on ${aboutOf(proposal)}: ${changeOf(proposal)}`);
    out.line(`Reason: ${proposal.reason}`);
  }
  await confirmChange(services, options, `${verb} proposal ${proposalId}?`);
  const decided = await services.overrides.decide.execute(checker, {
    proposalId,
    decision,
    note: options.note,
  });
  if (!decided.ok) throw decided.error;
  if (options.json) return out.json(decided.value);
  out.line(decision === 'approved' ? approvedOf(proposal) : `Rejected: ${aboutOf(proposal)} is unchanged.`);
}

export async function listProposals(
  { open, out }: CommandContext,
  options: { status?: string; application?: string; json?: boolean },
) {
  const wanted = (options.status ?? 'pending').trim().toLowerCase();
  if (wanted !== 'all' && !STATUSES.includes(wanted)) {
    throw new DomainError('BAD_INPUT', `--status: choose one of: ${STATUSES.join(', ')}, all`);
  }
  const services = await open();
  await signedInReader(services);
  const found = await services.overrides.proposals.list({
    ...(wanted === 'all' ? {} : { status: wanted as ProposalStatus }),
    ...(options.application ? { applicationId: options.application } : {}),
  });
  const now = new Date();
  if (options.json)
    return out.json(found.map((proposal) => ({ ...proposal, standing: standing(proposal, now) })));
  if (found.length === 0) return out.line('(none)');
  const who = await names(services);
  // Two lines each, as the trail reads: the ids are whole, since they are copied into approve.
  for (const proposal of found) {
    const by = who.get(proposal.proposedBy) ?? proposal.proposedBy;
    out.line(
      cut(`${proposal.proposalId}  ${proposal.kind}  ${standing(proposal, now)}  by ${by}`, TABLE_WIDTH),
    );
    const about = proposal.applicationId ?? `staff ${proposal.change.staffId}`;
    out.line(cut(`  ${about}: ${changeOf(proposal)}; ${proposal.reason}`, TABLE_WIDTH));
  }
}
