import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { InviteOptions } from './application-invite.action';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./application-invite.action');

/**
 * `application invite`: staff nominate Authorised Officer (1) in place of the current one (`nominee`,
 * as reassignQuote) or Authorised Officer (2) (`secondary`, as selectSecondaryApplicant), through the
 * same use cases and rules as the portal, audited as staff (decision 1230).
 */
export function registerApplicationInviteCommand(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  const context = { open, out };
  application
    .command('invite')
    .description(
      'Invite a person onto an application: as the nominated authorised officer in place of Authorised ' +
        'Officer (1), who loses access and is signed out (--role nominee), or as Authorised Officer (2) ' +
        '(--role secondary). Creates their user in the organisation unless it has one of that e-mail ' +
        'address, and e-mails them a branded link to set a password and sign in. Bad input changes nothing.',
    )
    .argument('<applicationId>', 'the application (see `application show`)')
    .option('--role <role>', 'nominee (Authorised Officer (1)) or secondary (Authorised Officer (2))')
    .option('--first-name <name>', 'their first name')
    .option('--last-name <name>', 'their last name')
    .option('--email <address>', 'their e-mail address')
    .option('--mobile <number>', 'their mobile (AU 10 digits, NZ 9 to 12)')
    .option('--type <role>', 'secondary only: director or secretary (AU); the role as text (NZ)')
    .option('--yes', 'invite without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application invite 3f2c... --role nominee --first-name Noor --last-name Haddad \\',
        '    --email noor@example.com --mobile 0412345678',
        '  lease-admin application invite 3f2c... --role secondary --type director --first-name Sam \\',
        '    --last-name Lee --email sam@example.com --mobile 0412999888 --yes --json',
        '',
        'Exit codes: 0 invited; 2 bad input (nothing changed); 3 no such application; 4 changed meanwhile;',
        '5 not at this step of the application; 9 invited, but the e-mail was not sent; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: InviteOptions) =>
      (await actions()).inviteOfficer(context, applicationId, options),
    );
}
