import { DomainError } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { registerOrgSettingsCommands } from './org-settings.command';
import { signedInReader } from './staff.commands';

export function registerOrgCommands(program: Command, open: OpenServices, out: Output): void {
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
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', examples('lease-admin org list', 'lease-admin org list --json'))
    .action(async (options: { json?: boolean }) => {
      const services = await open();
      await signedInReader(services);
      const profiles = await services.orgProfiles.all();
      if (options.json) return out.json(profiles);
      out.table(
        profiles.map((p) => ({
          orgId: p.orgId,
          name: p.name,
          region: p.region,
          domains: p.whiteLabel.domains.join(', '),
        })),
      );
    });

  org
    .command('show')
    .description('Show the organisation that serves a host domain, e.g. au.localhost')
    .argument('<domain>', 'a host domain the organisation is reached at')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin org show au.localhost', 'lease-admin org show nz.localhost --json'),
    )
    .action(async (domain: string, options: { json?: boolean }) => {
      const services = await open();
      await signedInReader(services);
      const profile = await services.orgProfiles.ofDomain(domain);
      if (!profile) throw new DomainError('NOT_FOUND', `No organisation serves the domain '${domain}'.`);
      if (options.json) return out.json(profile);
      out.line(`${profile.name} (${profile.orgId})`);
      out.line(`  Region:      ${profile.region}`);
      out.line(`  Domains:     ${profile.whiteLabel.domains.join(', ')}`);
      out.line(`  Phone:       ${profile.calculator.phoneNumber ?? profile.theme.phoneNumber ?? ''}`);
      out.line(`  E-mail:      ${profile.theme.email ?? ''}`);
      out.line(`  Colour:      ${profile.theme.primaryColour ?? ''}`);
      out.line(
        `  Calculator:  ${profile.pricingConfiguration.calculator.isCalculatorEnabled ? 'enabled' : 'disabled'}`,
      );
    });

  registerOrgSettingsCommands(org, open, out);
}
