import { CREDIT_DECISIONS } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { MoveOptions } from './application-move.actions';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./application-move.actions');

/**
 * `application move` and `application credit-decision`: staff move an application only as the domain
 * allows (decision 1830). Forward one step at once; back one step, or reopening, as a proposal.
 */
export function registerApplicationMoveCommands(application: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  application
    .command('move')
    .description(
      'Move an application one step forward, or propose a step back, with a reason kept in the trail. ' +
        'A forward move happens at once, only when the step’s work is done (never to finished: the signing ' +
        'finishes it, and a quote on paper moves on by the officer’s own Proceed); a step back, or ' +
        'reopening a finished application, is proposed for a second member to approve. A refusal says ' +
        'where the application stands and which moves are allowed.',
    )
    .argument('<applicationId>', 'the application (see `application search`)')
    .requiredOption('--to <status>', 'the step to move to (the journey’s name or its short name)')
    .requiredOption('--reason <text>', 'why, in words a colleague reading the trail understands')
    .option('--secondary', 'move Authorised Officer (2)’s status instead of the application’s')
    .option('--yes', 'move without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application move 3f2c... --to approvals --reason "Credit application done"',
        '  lease-admin application move 3f2c... --to business --reason "Wrong statement uploaded" --yes',
        '  lease-admin application move 3f2c... --secondary --to reviewAndSignContract --reason "ID checked"',
        '',
        'Exit codes: 0 moved or proposed; 2 bad input; 3 no such application; 4 changed meanwhile;',
        '5 the journey does not allow this move; 6 your role may not move applications; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: MoveOptions) =>
      (await actions()).moveApplication(context, applicationId, options),
    );

  application
    .command('credit-decision')
    .description(
      'Propose a credit decision in place of the bureau’s, with a reason; it takes effect when a ' +
        'credit officer or administrator other than you approves it',
    )
    .argument('<applicationId>', 'the application')
    .requiredOption('--decision <decision>', `one of: ${CREDIT_DECISIONS.join(', ')}`)
    .requiredOption('--reason <text>', 'why, for the trail and the approver')
    .option('--yes', 'propose without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin application credit-decision 3f2c... --decision approved \\',
        '    --reason "Referred: guarantor income verified by phone"',
        '',
        'Exit codes: 0 proposed; 2 bad input; 3 no such application; 6 your role may not propose.',
      ].join('\n'),
    )
    .action(
      async (
        applicationId: string,
        options: { decision: string; reason: string; yes?: boolean; json?: boolean },
      ) => (await actions()).proposeCreditDecision(context, applicationId, options),
    );
}
