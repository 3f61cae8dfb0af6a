import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { CheckIdentityOptions } from './application-check-identity.action';

/** What the command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./application-check-identity.action');

/**
 * `application check-identity`: a member looks at an officer's licence that waits for a check, 'ID to
 * check' in `application show` (an upload, or a scan that read no name), and accepts it as the
 * officer's or rejects it, with a reason (decision 2080). Through the domain's use case, audited as
 * the member.
 */
export function registerApplicationCheckIdentityCommand(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  const context = { open, out };
  application
    .command('check-identity')
    .description(
      "Check an officer's driver's licence that waits for staff ('ID to check' in application show): " +
        "accept it as the officer's own, or reject it, with a reason for the trail",
    )
    .argument('<applicationId>', 'the application')
    .requiredOption('--officer <1|2>', 'whose licence: Authorised Officer (1) or (2)')
    .option('--accept', "the licence is the officer's own and readable")
    .option('--reject', "the licence is not the officer's, or cannot be read")
    .option('--reason <text>', 'why, for the trail')
    .option('--yes', 'decide without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application check-identity 3f2c... --officer 1 --accept \\',
        '    --reason "Photo and name match the officer"',
        '  lease-admin application check-identity 3f2c... --officer 2 --reject \\',
        '    --reason "The back of the licence is unreadable"',
        '',
        'Exit codes: 0 checked; 2 bad input; 3 no such application; 4 changed meanwhile;',
        '5 no such officer, or their licence does not wait for a check; 6 your role may not;',
        '11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: CheckIdentityOptions) =>
      (await actions()).checkIdentity(context, applicationId, options),
    );
}
