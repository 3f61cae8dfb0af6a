import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { registerOrgSettingsCommands } from './org-settings.command';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./org.actions');

export function registerOrgCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const org = program
    .command('org')
    .description('Organisations: their branding, region and domains')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin org list --json',
        '  lease-admin org show au.localhost',
        '  lease-admin org update org-au-demo --primary-colour "#0a7d3b"',
      ].join('\n'),
    );

  org
    .command('list')
    .description('List every organisation with its region and domains')
    .addOption(jsonFields(JSON_FIELDS.organisation, 'each organisation'))
    .addHelpText('after', examples('lease-admin org list', 'lease-admin org list --json'))
    .action(async (options: { json?: boolean }) => (await actions()).listOrganisations(context, options));

  org
    .command('show')
    .description('Show the organisation that serves a host domain, e.g. au.localhost')
    .argument('<domain>', 'a host domain the organisation is reached at')
    .addOption(jsonFields(JSON_FIELDS.organisation, 'the organisation'))
    .addHelpText(
      'after',
      examples('lease-admin org show au.localhost', 'lease-admin org show nz.localhost --json'),
    )
    .action(async (domain: string, options: { json?: boolean }) =>
      (await actions()).showOrganisation(context, domain, options),
    );

  registerOrgSettingsCommands(org, open, out);
}
