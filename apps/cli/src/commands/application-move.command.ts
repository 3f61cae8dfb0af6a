import {
  CREDIT_DECISIONS,
  DomainError,
  SECONDARY_STATUSES,
  type OverrideProposal,
  type StaffMoveOutcome,
  type StatusTrack,
} from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { statusOf } from './application-read.commands';
import { moment } from './application-view';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './staff.commands';

interface MoveOptions {
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

/**
 * `application move` and `application credit-decision`: staff move an application only as the domain
 * allows (decision 1830). Forward one step at once; back one step, or reopening, as a proposal.
 */
export function registerApplicationMoveCommands(application: Command, open: OpenServices, out: Output): void {
  application
    .command('move')
    .description(
      'Move an application one step along the journey, with a reason kept in the trail. A forward move ' +
        'happens at once, only when the step’s work is done (never to finished: the signing finishes it); ' +
        'a move back, or reopening a finished application, is proposed for approval.',
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
    .action(async (applicationId: string, options: MoveOptions) => {
      const to = options.secondary ? secondaryStatusOf(options.to) : statusOf(options.to, '--to');
      const services = await open();
      const member = await signedInStaff(services);
      const found = await services.applications.ofId(applicationId);
      if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
      const track = trackOf(found.value.applicationType, options.secondary);
      const scoreboard = found.value.scoreboard;
      const from = (track === 'secondary' ? scoreboard.statusSecondary : scoreboard.status) ?? '(none)';
      await confirmChange(
        services,
        options,
        `Move application ${applicationId} (${track}) from ${from} to ${to}?`,
      );
      const moved = await services.overrides.move.execute(member, {
        applicationId,
        track,
        to,
        reason: options.reason,
      });
      if (!moved.ok) throw moved.error;
      if (options.json) return out.json(moved.value);
      report(out, applicationId, moved.value);
    });

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
      ) => {
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
      },
    );
}
