import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { PaperSigningOptions } from './application-paper-signing.action';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./application-paper-signing.action');

/**
 * `application check-paper-signing`: a member reads the documents Authorised Officer (1) signed on
 * paper and submitted, then accepts them, which finishes the lease, or sends them back with a reason
 * (decision 2030). Through the domain's use cases, audited as the member.
 */
export function registerApplicationPaperSigningCommand(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  const context = { open, out };
  application
    .command('check-paper-signing')
    .description(
      'Check the lease documents Authorised Officer (1) signed on paper and submitted: save them to read, ' +
        'then accept them (which finishes the application) or send them back with a reason the officer ' +
        'reads on the signing screen',
    )
    .argument('<applicationId>', 'the application')
    .option('--save-documents <folder>', 'save the signed documents there to read (changes nothing)')
    .option('--accept', 'the documents are signed as they must be: finish the application')
    .option('--reject', 'send the documents back to Authorised Officer (1) to upload again')
    .option('--reason <text>', 'why, for the trail; when rejecting, shown to the officer as written')
    .option('--yes', 'decide without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application check-paper-signing 3f2c... --save-documents ./3f2c-signed',
        '  lease-admin application check-paper-signing 3f2c... --accept --reason "Both officers signed"',
        '  lease-admin application check-paper-signing 3f2c... --reject \\',
        '    --reason "The Direct Debit page is not signed"',
        '',
        'Exit codes: 0 saved or checked; 2 bad input; 3 no such application; 4 changed meanwhile;',
        '5 not signed on paper, or no documents wait for a check; 6 your role may not; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: PaperSigningOptions) =>
      (await actions()).checkPaperSigning(context, applicationId, options),
    );
}
