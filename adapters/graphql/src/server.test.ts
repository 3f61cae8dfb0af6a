import { DomainError } from '@lease-portal/domain';
import { buildSchema } from 'graphql';
import { resolversFor } from './resolvers';
import { aQuoteWorld } from '@lease-portal/domain/src/lease-application/testing/quote-world';
import { typeDefs } from './schema/type-defs';
import { anonymous, aTestServer, CollectingLog } from './testing/test-server';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { accountsDependenciesOf } from './testing/accounts-test-support';
import { rateBookDependenciesOf } from './testing/rate-book-test-support';
import { leadsDependenciesOf } from './testing/leads-test-support';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import { customerDependenciesOf } from './testing/customer-test-support';
import { aFilesWorld } from '@lease-portal/domain/src/files/testing/files-world';
import { aContractSigningWorld } from '@lease-portal/domain/src/contract-signing/testing/contract-signing-world';
import { filesDependenciesOf } from './testing/files-test-support';
import { businessDetailsDependenciesOf } from './testing/business-details-test-support';
import { identityCheckDependenciesOf } from './testing/identity-check-test-support';
import { creditCheckDependenciesOf } from './testing/credit-check-test-support';
import { officersDependenciesOf } from './testing/officers-test-support';

const ORG_PROFILE_QUERY = `
  query Branding($domain: String!) {
    getOrgProfilesByDomain(domain: $domain) {
      orgId name region
      whiteLabel { region domains }
      calculator { headerLinks { menuTitle menuUrl } phoneNumber }
      pricingConfiguration { calculator { isCalculatorEnabled manufacturersEnabled } }
      theme { primaryColour }
    }
  }`;

async function singleResult(
  response: Awaited<ReturnType<ReturnType<typeof aTestServer>['server']['executeOperation']>>,
) {
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('getOrgProfilesByDomain', () => {
  it('answers the profiles that list the host, ignoring case and port', async () => {
    const { server } = aTestServer();

    const result = await singleResult(
      await server.executeOperation(
        { query: ORG_PROFILE_QUERY, variables: { domain: 'Lease.FleetCo.com.au:443' } },
        { contextValue: anonymous },
      ),
    );

    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      getOrgProfilesByDomain: [
        {
          orgId: 'fleet-co',
          name: 'Fleet Co',
          region: 'AU',
          whiteLabel: { region: 'AU', domains: ['lease.fleetco.com.au'] },
          calculator: {
            headerLinks: [{ menuTitle: 'About', menuUrl: 'https://fleetco.com.au/about' }],
            phoneNumber: null,
          },
          pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
          theme: { primaryColour: '#123456' },
        },
      ],
    });
  });

  it('answers the NZ default profile for a host no organisation claims', async () => {
    const { server } = aTestServer();

    const result = await singleResult(
      await server.executeOperation(
        { query: ORG_PROFILE_QUERY, variables: { domain: 'unknown.example.com' } },
        { contextValue: anonymous },
      ),
    );

    expect(result.data).toEqual({ getOrgProfilesByDomain: expect.any(Array) });
    expect((result.data as { getOrgProfilesByDomain: unknown }).getOrgProfilesByDomain).toEqual([
      expect.objectContaining({
        orgId: 'default',
        region: 'NZ',
        calculator: expect.objectContaining({ phoneNumber: '0800 438 435' }),
      }),
    ]);
  });
});

it('uses the request host when the domain is blank', async () => {
  const { server } = aTestServer();

  const result = await singleResult(
    await server.executeOperation(
      { query: ORG_PROFILE_QUERY, variables: { domain: ' ' } },
      { contextValue: { ...anonymous, host: 'lease.fleetco.com.au' } },
    ),
  );

  expect(result.data).toEqual({
    getOrgProfilesByDomain: [expect.objectContaining({ orgId: 'fleet-co' })],
  });
});

describe('every operation of the contract', () => {
  const schema = buildSchema(typeDefs);
  const resolvers = resolversFor({
    getOrgProfilesByDomain: { execute: async () => [] },
    accounts: accountsDependenciesOf(anAccountsWorld()),
    calculator: rateBookDependenciesOf(),
    leads: leadsDependenciesOf(),
    quote: aQuoteWorld([]),
    officers: officersDependenciesOf(),
    customer: customerDependenciesOf(aCustomerWorld(anAccountsWorld())),
    files: filesDependenciesOf(aFilesWorld(anAccountsWorld())),
    businessDetails: businessDetailsDependenciesOf(),
    contractSigning: aContractSigningWorld([]),
    identityCheck: identityCheckDependenciesOf(),
    creditCheck: creditCheckDependenciesOf(),
    log: new CollectingLog(),
  });

  it.each([
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
  ])('has a resolver for each %s field', (typeName, type) => {
    const implemented = (resolvers as Record<string, Record<string, unknown>>)[typeName] ?? {};
    const fields = Object.keys(type?.getFields() ?? {});

    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => typeof implemented[field] !== 'function')).toEqual([]);
    expect(Object.keys(implemented).filter((name) => !fields.includes(name))).toEqual([]);
  });
});

describe('errors at the boundary', () => {
  it('answers a domain error with its message and mapped code', async () => {
    const { server } = aTestServer({
      getOrgProfilesByDomain: {
        execute: async () => {
          throw new DomainError('BAD_INPUT', 'Field is required', {
            fields: { domain: ['Field is required'] },
          });
        },
      },
    });

    const result = await singleResult(
      await server.executeOperation(
        { query: ORG_PROFILE_QUERY, variables: { domain: 'x' } },
        { contextValue: anonymous },
      ),
    );

    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Field is required',
        path: ['getOrgProfilesByDomain'],
        extensions: { code: 'BAD_USER_INPUT', fields: { domain: ['Field is required'] } },
      }),
    ]);
  });

  it("names a refusal's stable reason, and keeps its other details on the server", async () => {
    const { server } = aTestServer({
      getOrgProfilesByDomain: {
        execute: async () => {
          throw new DomainError('NOT_ALLOWED', 'This step cannot be reached.', {
            reason: 'LEASE_APPLICATION.TRANSITION_NOT_ALLOWED',
            from: 'orderVerification',
            to: 'approvals',
          });
        },
      },
    });

    const result = await singleResult(
      await server.executeOperation(
        { query: ORG_PROFILE_QUERY, variables: { domain: 'x' } },
        { contextValue: anonymous },
      ),
    );

    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.TRANSITION_NOT_ALLOWED',
    });
  });

  it('hides an unexpected failure from the client and logs it instead', async () => {
    const failure = new Error('connect ECONNREFUSED 10.1.2.3:5432 (select * from org_profiles)');
    const { server, log } = aTestServer({
      getOrgProfilesByDomain: {
        execute: async () => {
          throw failure;
        },
      },
    });

    const result = await singleResult(
      await server.executeOperation(
        { query: ORG_PROFILE_QUERY, variables: { domain: 'x' } },
        { contextValue: anonymous },
      ),
    );

    expect(result.errors).toEqual([
      {
        message: 'Internal server error',
        locations: expect.any(Array),
        path: ['getOrgProfilesByDomain'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(result)).not.toMatch(/ECONNREFUSED|org_profiles|stacktrace/);
    expect(log.entries).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ err: failure }) }),
    ]);
  });
});
