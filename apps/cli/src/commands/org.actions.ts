import { DomainError } from '@lease-portal/domain';
import type { CommandContext } from '../services';
import { signedInReader } from './signed-in';

export async function listOrganisations({ open, out }: CommandContext, options: { json?: boolean }) {
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
}

export async function showOrganisation(
  { open, out }: CommandContext,
  domain: string,
  options: { json?: boolean },
) {
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
}
