import {
  DomainError,
  isExpired,
  staffErrors,
  type OverrideProposal,
  type ProposalStatus,
} from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { CliServices, OpenServices } from '../services';
import { confirmChange } from './confirm-change';
import { cut, TABLE_WIDTH } from './fit-table';
import { examples } from './help-text';
import { signedInReader, signedInStaff } from './staff.commands';

const STATUSES: readonly string[] = ['pending', 'approved', 'rejected'];

/**
 * What the change does, in a few words: "approvals → businessDetails", "credit refer → approved",
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

async function decide(
  services: CliServices,
  out: Output,
  proposalId: string,
  decision: 'approved' | 'rejected',
  options: { note?: string; yes?: boolean; json?: boolean },
): Promise<void> {
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

/** `approvals list|approve|reject`: the checker's side of maker-checker (decisions 1800, 1830). */
export function registerApprovalsCommands(program: Command, open: OpenServices, out: Output): void {
  const approvals = program
    .command('approvals')
    .description('Overrides of money or risk awaiting a second member: list, approve or reject them')
    .addHelpText(
      'after',
      [
        '',
        'A credit decision, a move back a step or reopening a finished application is proposed by one',
        'member and takes effect only when another with the right role approves it within 48 hours.',
        'So are a new member of the desk and a promotion to administrator, approved by another',
        'administrator; nobody approves a proposal about themselves.',
        '',
        'Examples:',
        '  lease-admin approvals list',
        '  lease-admin approvals list --status approved --application 3f2c... --json',
        '  lease-admin approvals approve 9a1b...',
        '  lease-admin approvals reject 9a1b... --note "Ask the customer for a new statement" --yes',
        '',
        'Exit codes: 0 done; 3 no such proposal; 5 expired, decided already or the application moved',
        'on; 6 your own proposal, or your role may not decide it; 11 not confirmed.',
      ].join('\n'),
    );

  approvals
    .command('list')
    .description('List proposals, pending ones by default, newest first')
    .option('--status <status>', `pending (the default), approved, rejected or all`)
    .option('--application <applicationId>', 'only this application’s')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin approvals list', 'lease-admin approvals list --status all --json'),
    )
    .action(async (options: { status?: string; application?: string; json?: boolean }) => {
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
    });

  approvals
    .command('approve')
    .description('Approve another member’s proposal; the change applies with the approval, once')
    .argument('<proposalId>', 'the proposal, as `approvals list` shows it')
    .option('--note <text>', 'a note for the trail')
    .option('--yes', 'approve without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples(
        'lease-admin approvals approve 9a1b...',
        'lease-admin approvals approve 9a1b... --note "Checked" --yes',
      ),
    )
    .action(async (proposalId: string, options: { note?: string; yes?: boolean; json?: boolean }) =>
      decide(await open(), out, proposalId, 'approved', options),
    );

  approvals
    .command('reject')
    .description('Reject another member’s proposal; nothing changes on the application')
    .argument('<proposalId>', 'the proposal')
    .option('--note <text>', 'why, for the trail and the proposer')
    .option('--yes', 'reject without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin approvals reject 9a1b... --note "Ask for a new statement"'))
    .action(async (proposalId: string, options: { note?: string; yes?: boolean; json?: boolean }) =>
      decide(await open(), out, proposalId, 'rejected', options),
    );
}
