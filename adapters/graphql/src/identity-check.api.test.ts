import { GetCurrentApplication, type VehicleApplication, type Versioned } from '@lease-portal/domain';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import { FakeIdentityScan } from '@lease-portal/domain/src/identity-check/testing/fake-identity-scan';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { identityCheckDependenciesOf } from './testing/identity-check-test-support';
import { aFleetCoProfile, anonymous, aTestServer } from './testing/test-server';
import { customerDependenciesOf } from './testing/customer-test-support';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';

const INIT = 'query { initGBGIdScan { scanningToken investigationToken journeyDefinitionId } }';

/** Applications read by id and by user, as storage answers both. */
class Applications {
  readonly byId = new Map<string, Versioned<VehicleApplication>>();
  add(application: VehicleApplication) {
    this.byId.set(application.applicationId, { value: application, version: 1 });
  }
  async ofId(applicationId: string) {
    return this.byId.get(applicationId);
  }
  async ofUser(userId: string) {
    return [...this.byId.values()].filter(({ value }) =>
      [
        value.orgUserId,
        value.journey.primaryApplicant?.userId,
        value.journey.secondaryApplicant?.userId,
      ].includes(userId),
    );
  }
}

async function anApi() {
  const world = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const primary = await world.aCustomer({ id: 'primary', orgId: 'fleet-co' });
  const secondary = await world.aCustomer({ id: 'secondary', orgId: 'fleet-co' });
  const nobody = await world.aCustomer({ id: 'nobody', orgId: 'fleet-co' });
  const applications = new Applications();
  applications.add({
    ...anApplication()
      .ownedBy(primary.id)
      .withPrimary({ userId: primary.id })
      .withSecondary({ userId: secondary.id, identityVerificationStatus: 'completed' })
      .build(),
    applicationId: 'app-1',
    orgId: 'fleet-co',
  });
  const identityScan = new FakeIdentityScan();
  const { server, log } = aTestServer({
    accounts: accountsDependenciesOf(world),
    customer: {
      ...customerDependenciesOf(aCustomerWorld(world)),
      getCurrentApplication: new GetCurrentApplication(applications),
    },
    identityCheck: identityCheckDependenciesOf(applications, identityScan),
  });
  const call = async (contextValue: GraphqlContext) => {
    const response = await server.executeOperation({ query: INIT }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return { data, code: errors?.[0]?.extensions?.code, reason: errors?.[0]?.extensions?.reason, errors };
  };
  return { call, identityScan, log, primary, secondary, nobody };
}

describe('initGBGIdScan', () => {
  it("answers the tokens of a journey started for the primary applicant's own scan", async () => {
    const api = await anApi();
    expect((await api.call(signedInAs(api.primary))).data).toEqual({
      initGBGIdScan: {
        scanningToken: 'scan-1',
        investigationToken: 'inv-1',
        journeyDefinitionId: 'definition-AU',
      },
    });
    expect(api.identityScan.started).toEqual([{ reference: 'app-1:primary:primary', region: 'AU' }]);
  });

  it('refuses the anonymous, someone without an application, and an applicant already verified', async () => {
    const api = await anApi();
    expect((await api.call(anonymous)).code).toBe('UNAUTHENTICATED');
    expect(await api.call(signedInAs(api.nobody))).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'IDENTITY_CHECK.NOT_AN_APPLICANT',
      data: null,
    });
    expect(await api.call(signedInAs(api.secondary))).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'IDENTITY_CHECK.ALREADY_VERIFIED',
    });
    expect(api.identityScan.started).toEqual([]);
  });

  it('answers PARTNER_UNAVAILABLE when the identity-scan service cannot be reached', async () => {
    const api = await anApi();
    api.identityScan.unavailable = true;
    expect((await api.call(signedInAs(api.primary))).code).toBe('PARTNER_UNAVAILABLE');
  });
});
