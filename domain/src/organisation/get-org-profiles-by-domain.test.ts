import { DEFAULT_ORG_ID } from './default-org-profile';
import { GetOrgProfilesByDomain, normaliseHostName } from './get-org-profiles-by-domain';
import type { OrgProfile } from './org-profile';
import type { OrgProfiles } from './org-profiles.port';

class InMemoryOrgProfiles implements OrgProfiles {
  constructor(private readonly profiles: OrgProfile[]) {}
  async ofDomain(domain: string) {
    return this.profiles.find((profile) => profile.whiteLabel.domains.includes(domain));
  }
  async ofId(orgId: string) {
    return this.profiles.find((profile) => profile.orgId === orgId);
  }
  async all() {
    return [...this.profiles];
  }
  async save(profile: OrgProfile) {
    this.profiles.push(profile);
  }
  async add(profile: OrgProfile) {
    if (this.profiles.some((each) => each.orgId === profile.orgId)) return false;
    this.profiles.push(profile);
    return true;
  }
}

function anOrgProfile(orgId: string, domains: string[], region: 'AU' | 'NZ' = 'AU'): OrgProfile {
  return {
    orgId,
    name: `Organisation ${orgId}`,
    region,
    whiteLabel: { region, enableWhiteLabel: true, domains },
    calculator: { headerLinks: [] },
    pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
    theme: {},
    loginLogos: {},
  };
}

const fleetCo = anOrgProfile('fleet-co', ['lease.fleetco.com.au', 'fleetco.localhost']);
const kiwiCars = anOrgProfile('kiwi-cars', ['Lease.KiwiCars.co.nz'], 'NZ');
const alsoFleetCo = anOrgProfile('fleet-co-trucks', ['lease.fleetco.com.au']);

const orgIds = (profiles: OrgProfile[]) => profiles.map((profile) => profile.orgId);

describe('GetOrgProfilesByDomain', () => {
  const useCase = new GetOrgProfilesByDomain(new InMemoryOrgProfiles([fleetCo, kiwiCars, alsoFleetCo]));

  it('answers every profile whose domains include the host', async () => {
    expect(orgIds(await useCase.execute('lease.fleetco.com.au'))).toEqual(['fleet-co', 'fleet-co-trucks']);
  });

  it('compares host names case-insensitively', async () => {
    expect(orgIds(await useCase.execute('LEASE.kiwicars.CO.NZ'))).toEqual(['kiwi-cars']);
  });

  it('ignores a port', async () => {
    expect(orgIds(await useCase.execute('fleetco.localhost:5173'))).toEqual(['fleet-co']);
  });

  it('does not match a host that merely contains a listed domain', async () => {
    const profiles = await useCase.execute('evil-lease.fleetco.com.au.example.com');

    expect(orgIds(profiles)).toEqual([DEFAULT_ORG_ID]);
  });

  it('answers the NZ default profile when no profile lists the host', async () => {
    const profiles = await useCase.execute('unknown.example.com');

    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.orgId).toBe(DEFAULT_ORG_ID);
    expect(profiles[0]?.region).toBe('NZ');
  });

  it('answers the default profile for a blank host', async () => {
    expect(orgIds(await useCase.execute('  '))).toEqual([DEFAULT_ORG_ID]);
  });
});

describe('normaliseHostName', () => {
  it.each([
    ['Portal.Example.com:8443', 'portal.example.com'],
    ['https://portal.example.com/login?x=1', 'portal.example.com'],
    ['portal.example.com.', 'portal.example.com'],
    [' portal.example.com ', 'portal.example.com'],
  ])('reads %s as %s', (given, expected) => {
    expect(normaliseHostName(given)).toBe(expected);
  });
});
