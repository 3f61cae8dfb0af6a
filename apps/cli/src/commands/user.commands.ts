import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import type { UserOptions } from './user.actions';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./user.actions');

/** `user disable` and `user password-link`: a customer's access, as support repairs it (decision 1860). */
export function registerUserCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const user = program
    .command('user')
    .description('Customers’ users of an organisation: send a password link, or disable one')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin user password-link --org org-au-demo --email jordan@acme.example',
        '  lease-admin user disable --org org-au-demo --email jordan@acme.example \\',
        '    --reason "Left the company; the director asked by phone" --yes',
        '',
        'Exit codes: 0 done; 2 no reason; 3 no such user; 5 already disabled; 6 your role may not;',
        '8 too many mails to this address in the last hour; 11 not confirmed.',
      ].join('\n'),
    );

  user
    .command('password-link')
    .description('E-mail a user a new link to choose a password (the newest link works)')
    .requiredOption('--org <orgId>', 'the organisation the user signs in to')
    .requiredOption('--email <address>', 'the user’s e-mail address')
    .option('--yes', 'send without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin user password-link --org org-au-demo --email jordan@acme.example'),
    )
    .action(async (options: UserOptions) => (await actions()).sendPasswordLink(context, options));

  user
    .command('disable')
    .description(
      'Disable a user: their password stops working and their open sessions end; nothing is deleted',
    )
    .requiredOption('--org <orgId>', 'the organisation the user signs in to')
    .requiredOption('--email <address>', 'the user’s e-mail address')
    .requiredOption('--reason <text>', 'why, for the trail')
    .option('--yes', 'disable without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin user disable --org org-au-demo --email jordan@acme.example --reason "Left"'),
    )
    .action(async (options: UserOptions & { reason: string }) =>
      (await actions()).disableUser(context, options),
    );
}
