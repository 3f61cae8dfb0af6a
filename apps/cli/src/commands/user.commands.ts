import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import type { UserOptions } from './user.actions';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./user.actions');

/** `user password-link|disable|enable`: a customer's access, as support repairs it (decisions 1860, 2112). */
export function registerUserCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const user = program
    .command('user')
    .description('Customers’ users of an organisation: send a password link, disable or enable one')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin user password-link --org org-au-demo --email jordan@acme.example',
        '  lease-admin user disable --org org-au-demo --email jordan@acme.example \\',
        '    --reason "Left the company; the director asked by phone" --yes',
        '  lease-admin user enable --org org-au-demo --email jordan@acme.example \\',
        '    --reason "Back with the company, confirmed by the director"',
        '',
        'A disabled user is sent no password link: enable them first. Enabling clears their old password,',
        'so they choose a new one with a link to their own address.',
        '',
        'Exit codes: 0 done; 2 no reason; 3 no such user; 5 already disabled, not disabled, or disabled',
        'for a link; 6 your role may not; 8 too many mails to this address in the last hour; 11 not confirmed.',
      ].join('\n'),
    );

  user
    .command('password-link')
    .description(
      'E-mail a user a new link to choose a password (the newest link works); never a disabled user',
    )
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
      examples(
        'lease-admin user disable --org org-au-demo --email jordan@acme.example --reason "Left the company"',
      ),
    )
    .action(async (options: UserOptions & { reason: string }) =>
      (await actions()).disableUser(context, options),
    );

  user
    .command('enable')
    .description(
      'Enable a disabled user again: their old password stays cleared, and they choose a new one with a link',
    )
    .requiredOption('--org <orgId>', 'the organisation the user signs in to')
    .requiredOption('--email <address>', 'the user’s e-mail address')
    .requiredOption('--reason <text>', 'why, for the trail (at least 8 characters)')
    .option('--yes', 'enable without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin user enable --org org-au-demo --email jordan@acme.example --reason "Rejoined"'),
    )
    .action(async (options: UserOptions & { reason: string }) =>
      (await actions()).enableUser(context, options),
    );
}
