import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { SettingsOptions } from './org-settings.actions';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./org-settings.actions');

const collect = (value: string, previous: string[] = []) => [...previous, value];

function addSettingOptions(command: Command): Command {
  return command
    .option('--name <name>', 'the organisation’s name as customers see it')
    .option('--domain <host>', 'a host name it is reached at; repeat for each (replaces the list)', collect)
    .option('--primary-colour <#rrggbb>', 'the brand colour of buttons and headers')
    .option('--primary-logo <path|url>', 'the journey’s logo: /images/... or https://...')
    .option('--right-logo <path|url>', 'the partner logo on the right')
    .option('--header-logo <path|url>', 'the calculator header’s logo')
    .option('--login-logo-left <path|url>', 'the sign-in page’s left logo')
    .option('--login-logo-right <path|url>', 'the sign-in page’s right logo')
    .option('--footer-text <text>', 'the footer’s text (up to 500 characters)')
    .option('--phone <number>', 'the contact phone number')
    .option('--email <address>', 'the contact e-mail address')
    .option('--website <url>', 'the organisation’s website (https)')
    .option('--terms-link <url>', 'the terms and conditions (https)')
    .option('--privacy-link <url>', 'the privacy policy (https)')
    .option('--business-number <ABN|NZBN>', 'the organisation’s own business number')
    .option('--introducer-name <name>', 'the introducer named on the lease documents')
    .option('--introducer-number <ABN|NZBN>', 'the introducer’s business number')
    .option('--calculator <on|off>', 'whether the public calculator is offered')
    .option('--manufacturers <on|off>', 'whether the calculator lists manufacturers')
    .option('--yes', 'save without asking for confirmation')
    .option('--json', 'print the saved profile as JSON');
}

const EXIT_CODES_HELP = [
  'Administrators only. Exit codes: 0 saved; 2 bad input, each wrong option on its own line (nothing',
  'saved), or a domain another organisation has; 3 no such organisation; 6 not an administrator;',
  '11 not confirmed.',
];

/** `org create` and `org update`: administrators set an organisation's domains and branding (decision 1850). */
export function registerOrgSettingsCommands(org: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  addSettingOptions(
    org
      .command('create')
      .description('Add an organisation; what is left out takes the region’s defaults')
      .requiredOption('--id <orgId>', 'its id: lower-case letters, digits and hyphens, e.g. org-au-fleetco')
      .requiredOption('--region <AU|NZ>', 'its region, which cannot change later'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin org create --id org-au-fleetco --region AU --name "FleetCo Leasing" \\',
        '    --domain fleetco.example.com --primary-colour "#0a7d3b" --phone "1300 555 123" \\',
        '    --terms-link https://fleetco.example.com/terms \\',
        '    --privacy-link https://fleetco.example.com/privacy',
        '',
        ...EXIT_CODES_HELP,
      ].join('\n'),
    )
    .action(async (options: SettingsOptions & { id: string; region: string }) =>
      (await actions()).createOrganisation(context, options),
    );

  addSettingOptions(
    org
      .command('update')
      .description(
        'Change an organisation’s settings; only the options given change, an empty text clears it',
      )
      .argument('<orgId>', 'the organisation, as `org list` shows it'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin org update org-au-demo --primary-colour "#123456" --footer-text "FleetCo Pty Ltd"',
        '  lease-admin org update org-nz-demo --domain nz.localhost --domain kiwi.example.nz --yes',
        '  lease-admin org update org-au-demo --introducer-name "" --introducer-number ""',
        '',
        ...EXIT_CODES_HELP,
      ].join('\n'),
    )
    .action(async (orgId: string, options: SettingsOptions) =>
      (await actions()).updateOrganisation(context, orgId, options),
    );
}
