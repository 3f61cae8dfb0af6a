import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { DecisionOptions } from './approvals.actions';
import { examples } from './help-text';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./approvals.actions');

/** `approvals list|approve|reject`: the checker's side of maker-checker (decisions 1800, 1830). */
export function registerApprovalsCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
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
        'Each proposal shows who made it and when, until when it waits, and who decided it. One',
        'proposal at a time may ask a change; one that can no longer apply (the application moved on) is',
        'closed, with why, when an approval finds it so.',
        '',
        'Examples:',
        '  lease-admin approvals list',
        '  lease-admin approvals show 9a1b...',
        '  lease-admin approvals list --status approved --application 3f2c... --json',
        '  lease-admin approvals approve 9a1b...',
        '  lease-admin approvals reject 9a1b... --note "Ask the customer for a new statement" --yes',
        '',
        'Exit codes: 0 done; 3 no such proposal; 5 expired, decided or closed already, or the application',
        'moved on (the proposal is then closed); 6 your own proposal, or your role may not decide it;',
        '11 not confirmed.',
      ].join('\n'),
    );

  approvals
    .command('list')
    .description('List proposals, pending ones by default, newest first')
    .option('--status <status>', `pending (the default), approved, rejected, closed or all`)
    .option('--application <applicationId>', 'only this application’s')
    .addOption(jsonFields(JSON_FIELDS.proposal, 'each proposal'))
    .addHelpText(
      'after',
      examples('lease-admin approvals list', 'lease-admin approvals list --status all --json'),
    )
    .action(async (options: { status?: string; application?: string; json?: boolean }) =>
      (await actions()).listProposals(context, options),
    );

  approvals
    .command('show')
    .description(
      'Show a proposal whole: who, on which business and officer, why, until when, and whether it still applies',
    )
    .argument('<proposalId>', 'the proposal, as `approvals list` shows it')
    .addOption(jsonFields(JSON_FIELDS.proposal, 'the proposal'))
    .addHelpText(
      'after',
      examples('lease-admin approvals show 9a1b...', 'lease-admin approvals show 9a1b... --json'),
    )
    .action(async (proposalId: string, options: { json?: boolean }) =>
      (await actions()).showProposal(context, proposalId, options),
    );

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
    .action(async (proposalId: string, options: DecisionOptions) =>
      (await actions()).decideProposal(context, proposalId, 'approved', options),
    );

  approvals
    .command('reject')
    .description('Reject another member’s proposal; nothing changes on the application')
    .argument('<proposalId>', 'the proposal')
    .option('--note <text>', 'why, for the trail and the proposer')
    .option('--yes', 'reject without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin approvals reject 9a1b... --note "Ask for a new statement"'))
    .action(async (proposalId: string, options: DecisionOptions) =>
      (await actions()).decideProposal(context, proposalId, 'rejected', options),
    );
}
