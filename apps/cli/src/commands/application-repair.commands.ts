import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./application-repair.actions');

/**
 * `application reset-id-scan` and `application resend-invitation`: repairs that do not move the
 * application, through the domain's use cases and audited as the member (decision 1840).
 */
export function registerApplicationRepairCommands(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  const context = { open, out };
  application
    .command('reset-id-scan')
    .description(
      'Count an officer’s failed identity scans back to none, so the portal offers the scan again ' +
        'instead of the manual upload',
    )
    .argument('<applicationId>', 'the application')
    .requiredOption('--officer <1|2>', 'Authorised Officer (1) or (2)')
    .requiredOption('--reason <text>', 'why, for the trail')
    .option('--yes', 'reset without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin application reset-id-scan 3f2c... --officer 2 --reason "Camera fixed"',
        '',
        'Exit codes: 0 reset; 2 bad input; 3 no such application; 4 changed meanwhile;',
        '5 no such officer, or no failed scans; 6 your role may not reset; 11 not confirmed.',
      ].join('\n'),
    )
    .action(
      async (
        applicationId: string,
        options: { officer?: string; reason: string; yes?: boolean; json?: boolean },
      ) => (await actions()).resetIdScan(context, applicationId, options),
    );

  application
    .command('check-signing')
    .description(
      'Ask the e-signature service how the lease envelope stands, and finish the application if it ' +
        'says everyone signed (as its status poll would); nothing else moves the signing step',
    )
    .argument('<applicationId>', 'the application')
    .option('--yes', 'finish it, when everyone signed, without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'It asks before it finishes the application (decision 2112).',
        '',
        'Example:',
        '  lease-admin application check-signing 3f2c...',
        '',
        'Exit codes: 0 checked (finished or not); 3 no such application or envelope; 5 no lease envelope',
        'sent; 6 your role may not; 9 the e-signature service did not answer; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: { yes?: boolean; json?: boolean }) =>
      (await actions()).checkSigning(context, applicationId, options),
    );

  application
    .command('resend-invitation')
    .description('E-mail an officer a new link to set their password and sign in (the newest link works)')
    .argument('<applicationId>', 'the application')
    .requiredOption('--officer <1|2>', 'Authorised Officer (1) or (2)')
    .option('--yes', 'send without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin application resend-invitation 3f2c... --officer 1',
        '',
        'Exit codes: 0 sent; 3 no such application; 5 no such officer; 6 your role may not resend;',
        '8 too many mails to this address in the last hour; 9 the mail could not be sent; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: { officer?: string; yes?: boolean; json?: boolean }) =>
      (await actions()).resendInvitation(context, applicationId, options),
    );
}
