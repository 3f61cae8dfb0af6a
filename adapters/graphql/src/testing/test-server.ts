import type { ApolloServer } from '@apollo/server';
import { GetOrgProfilesByDomain, type OrgProfile, type OrgProfiles } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import { aQuoteWorld } from '@lease-portal/domain/src/lease-application/testing/quote-world';
import { aFilesWorld } from '@lease-portal/domain/src/files/testing/files-world';
import { aContractSigningWorld } from '@lease-portal/domain/src/contract-signing/testing/contract-signing-world';
import { accountsDependenciesOf } from './accounts-test-support';
import { businessDetailsDependenciesOf } from './business-details-test-support';
import { officersDependenciesOf } from './officers-test-support';
import { customerDependenciesOf } from './customer-test-support';
import { filesDependenciesOf } from './files-test-support';
import { identityCheckDependenciesOf } from './identity-check-test-support';
import { creditCheckDependenciesOf } from './credit-check-test-support';
import { rateBookDependenciesOf } from './rate-book-test-support';
import type { GraphqlDependencies } from '../dependencies';
import { buildGraphqlServer } from '../server';
import { leadsDependenciesOf } from './leads-test-support';

/** Test support only: an in-memory organisation store. */
export class InMemoryOrgProfiles implements OrgProfiles {
  constructor(private readonly profiles: OrgProfile[] = []) {}
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

/** Collects what the server logs, so a test can see that an internal error was written down. */
export class CollectingLog {
  readonly entries: { details: Record<string, unknown>; message: string }[] = [];
  error(details: Record<string, unknown>, message: string) {
    this.entries.push({ details, message });
  }
}

export function aFleetCoProfile(): OrgProfile {
  return {
    orgId: 'fleet-co',
    name: 'Fleet Co',
    region: 'AU',
    whiteLabel: { region: 'AU', enableWhiteLabel: true, domains: ['lease.fleetco.com.au'] },
    calculator: { headerLinks: [{ menuTitle: 'About', menuUrl: 'https://fleetco.com.au/about' }] },
    pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
    theme: { primaryColour: '#123456' },
    loginLogos: {},
  };
}

export function aTestServer(overrides: Partial<GraphqlDependencies> = {}): {
  server: ApolloServer<GraphqlContext>;
  log: CollectingLog;
} {
  const log = new CollectingLog();
  const server = buildGraphqlServer(testServerDependencies({ log, ...overrides }));
  return { server, log };
}

/** The test server's use cases over in-memory worlds, with any of them replaced. */
export function testServerDependencies(overrides: Partial<GraphqlDependencies> = {}): GraphqlDependencies {
  const world = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  return {
    getOrgProfilesByDomain: new GetOrgProfilesByDomain(new InMemoryOrgProfiles([aFleetCoProfile()])),
    accounts: accountsDependenciesOf(world),
    customer: customerDependenciesOf(aCustomerWorld(world)),
    quote: aQuoteWorld([aFleetCoProfile()]),
    officers: officersDependenciesOf(),
    files: filesDependenciesOf(aFilesWorld(world)),
    calculator: rateBookDependenciesOf(),
    leads: leadsDependenciesOf(),
    businessDetails: businessDetailsDependenciesOf(),
    contractSigning: aContractSigningWorld([aFleetCoProfile()]),
    identityCheck: identityCheckDependenciesOf(world.applications),
    creditCheck: creditCheckDependenciesOf(),
    log: new CollectingLog(),
    ...overrides,
  };
}

export const anonymous: GraphqlContext = { host: 'lease.fleetco.com.au' };
