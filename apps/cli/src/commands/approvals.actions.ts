import {
  decideOverride,
  DomainError,
  PROPOSAL_STATUSES,
  staffErrors,
  type OverrideProposal,
  type ProposalStatus,
} from '@lease-portal/domain';
import type { CliServices, CommandContext } from '../services';
import {
  changeOf,
  decisionQuestion,
  factsOf,
  inboxLines,
  memberNames,
  proposalLines,
  type ProposalFacts,
} from './approvals-view';
import { confirmChange } from './confirm-change';

// Read by `application show` for an application's open proposals.
export { changeOf } from './approvals-view';
import { signedInReader, signedInStaff } from './signed-in';

/** What an approval did, in a sentence. */
function approvedOf(facts: ProposalFacts): string {
  const { proposal } = facts;
  if (proposal.kind === 'enrolStaff' || proposal.kind === 'enableStaff') {
    const { name, email, role } = proposal.change;
    const enrolled = proposal.kind === 'enrolStaff' ? 'is enrolled' : 'is active again';
    return `Approved: ${name} ${enrolled} as ${role}; their enrolment code is on its way to ${email}.`;
  }
  if (proposal.kind === 'promoteStaff') return `Approved: ${proposal.change.name} is an administrator.`;
  return `Approved: application ${proposal.applicationId} is changed (${changeOf(proposal)}).`;
}

export interface DecisionOptions {
  note?: string;
  yes?: boolean;
  json?: boolean;
}

/** The proposal and the names it is read by, or a refusal. */
async function readProposal(services: CliServices, proposalId: string): Promise<ProposalFacts> {
  const proposal = await services.overrides.proposals.ofId(proposalId);
  if (!proposal) throw staffErrors.proposalNotFound(proposalId);
  return factsOf(services, proposal, await memberNames(services), new Date());
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
  const facts = await readProposal(services, proposalId);
  // Who may decide it, and whether it is still open, before anyone is asked.
  const allowed = decideOverride(facts.proposal, checker, decision, new Date());
  if (!allowed.ok) throw allowed.error;
  // The summary helps the one who answers the prompt; scripts and JSON readers get the result only.
  if (!options.yes && !options.json) for (const line of proposalLines(facts).slice(0, 6)) out.line(line);
  if (facts.stale && decision === 'approved' && !options.yes && !options.json) {
    out.line(`  Now:       stale (${facts.stale}): approving it will be refused, and closes it`);
  }
  await confirmChange(
    services,
    options,
    decisionQuestion(decision === 'approved' ? 'Approve' : 'Reject', facts),
  );
  const decided = await services.overrides.decide.execute(checker, {
    proposalId,
    decision,
    note: options.note,
  });
  if (!decided.ok) throw decided.error;
  if (options.json) return out.json(decided.value);
  const subject = facts.proposal.applicationId
    ? `application ${facts.proposal.applicationId}`
    : `staff member ${facts.proposal.change.staffId}`;
  out.line(decision === 'approved' ? approvedOf(facts) : `Rejected: ${subject} is unchanged.`);
}

/** The proposal as JSON readers get it: with its standing, names and, for an application, its business. */
const asJson = ({
  proposal,
  ...facts
}: ProposalFacts): OverrideProposal & Omit<ProposalFacts, 'proposal'> => ({
  ...proposal,
  ...facts,
});

export async function listProposals(
  { open, out }: CommandContext,
  options: { status?: string; application?: string; json?: boolean },
) {
  const wanted = (options.status ?? 'pending').trim().toLowerCase();
  if (wanted !== 'all' && !(PROPOSAL_STATUSES as readonly string[]).includes(wanted)) {
    throw new DomainError('BAD_INPUT', `--status: choose one of: ${PROPOSAL_STATUSES.join(', ')}, all`);
  }
  const services = await open();
  await signedInReader(services);
  const found = await services.overrides.proposals.list({
    ...(wanted === 'all' ? {} : { status: wanted as ProposalStatus }),
    ...(options.application ? { applicationId: options.application } : {}),
  });
  const nameOf = await memberNames(services);
  const now = new Date();
  const facts = await Promise.all(found.map((proposal) => factsOf(services, proposal, nameOf, now)));
  if (options.json) return out.json(facts.map(asJson));
  if (facts.length === 0) return out.line('(none)');
  out.line(facts.flatMap(inboxLines).join('\n'));
}

/** `approvals show`: one proposal whole, whether it would still apply, and how to decide it. */
export async function showProposal(
  { open, out }: CommandContext,
  proposalId: string,
  options: { json?: boolean },
) {
  const services = await open();
  await signedInReader(services);
  const facts = await readProposal(services, proposalId);
  if (options.json) return out.json(asJson(facts));
  out.line(proposalLines(facts).join('\n'));
}
