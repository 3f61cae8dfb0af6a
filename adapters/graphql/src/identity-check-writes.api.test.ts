import type { VehicleApplication } from '@lease-portal/domain';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import { anIdentityCheckWorld } from '@lease-portal/domain/src/identity-check/testing/identity-check-world';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { identityCheckWorldDependencies } from './testing/identity-check-test-support';
import { aFleetCoProfile, anonymous, aTestServer } from './testing/test-server';

const SAVE = `mutation ($applicationId: ID!, $params: [UploadedFileInput!]!, $applicantType: ApplicantRole!, $journeyId: ID) {
  saveDrivingLicense(applicationId: $applicationId, params: $params, applicantType: $applicantType, journeyId: $journeyId) { status }
}`;
const WRITE = `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: $applicationId, params: $params) { status message }
}`;

const DETAILS = {
  firstName: 'Ada',
  lastName: 'Officer',
  dob: '14/03/1985',
  currentAddress: '1 George Street, Sydney NSW 2000',
  driversLicenceNumber: '98765432',
  driversLicenceExpiry: '21/07/2031',
  driversLicenceState: 'nsw',
  driversCardNumber: '2012345678',
};

async function anApi() {
  const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const primary = await accounts.aCustomer({ id: 'primary', orgId: 'fleet-co' });
  const secondary = await accounts.aCustomer({ id: 'secondary', orgId: 'fleet-co' });
  const application: VehicleApplication = {
    ...anApplication()
      .ownedBy(primary.id)
      .withJourney({
        status: 'approvals',
        statusSecondary: 'approvals',
        primaryApplicant: { userId: primary.id, confirmed: 'yes' },
        secondaryApplicant: { userId: secondary.id },
      })
      .build(),
    applicationId: 'app-1',
    orgId: 'fleet-co',
  };
  accounts.applications.add(application);
  const identity = anIdentityCheckWorld([aFleetCoProfile()]).given(application);
  for (const [uuid, owner] of [
    ['front', primary.id],
    ['back', primary.id],
    ['their-front', secondary.id],
    ['their-back', secondary.id],
  ] as const) {
    await identity.files.recordUpload({
      uuid,
      ownerUserId: owner,
      orgId: 'fleet-co',
      applicationId: 'app-1',
      kind: 'driversLicence',
      contentType: 'image/png',
      sizeBytes: 10,
      uploadedAt: '2026-11-24T09:00:00.000Z',
    });
    await identity.files.markSaved(uuid, `${uuid}.png`, '2026-11-24T09:00:00.000Z');
  }
  const { server, log } = aTestServer({
    accounts: accountsDependenciesOf(accounts),
    identityCheck: identityCheckWorldDependencies(identity),
  });
  const call = async (contextValue: GraphqlContext, query: string, variables: Record<string, unknown>) => {
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    const extensions = errors?.[0]?.extensions;
    return {
      data,
      code: extensions?.code,
      reason: extensions?.reason,
      fields: extensions?.fields,
      body: JSON.stringify(response.body.singleResult),
    };
  };
  const files = (...uuids: string[]) =>
    uuids.map((uuid) => ({ uuid, fileName: `${uuid}.png`, mimeType: 'image/png' }));
  const journey = () => identity.stored('app-1')!.value.journey;
  return { call, files, journey, log, primary, secondary };
}

describe('saveDrivingLicense', () => {
  it("keeps the primary's own front and back with their identity check", async () => {
    const api = await anApi();
    const saved = await api.call(signedInAs(api.primary), SAVE, {
      applicationId: 'app-1',
      params: api.files('front', 'back'),
      applicantType: 'primary',
    });
    expect(saved.data).toEqual({ saveDrivingLicense: { status: '200' } });
    expect(api.journey().primaryApplicant?.idScanData?.fileUrls).toEqual(['front', 'back']);
  });

  it("refuses the anonymous, the secondary saving the primary's licence, and someone else's files", async () => {
    const api = await anApi();
    const variables = {
      applicationId: 'app-1',
      params: api.files('front', 'back'),
      applicantType: 'primary',
    };
    expect((await api.call(anonymous, SAVE, variables)).code).toBe('UNAUTHENTICATED');
    expect(await api.call(signedInAs(api.secondary), SAVE, variables)).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'IDENTITY_CHECK.NOT_YOUR_CHECK',
      data: null,
    });
    expect(
      await api.call(signedInAs(api.secondary), SAVE, { ...variables, applicantType: 'secondary' }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'IDENTITY_CHECK.LICENCE_FILES_INVALID' });
    expect(api.journey().primaryApplicant?.idScanData).toBeUndefined();
    expect(api.journey().secondaryApplicant?.idScanData).toBeUndefined();
  });

  it('refuses oversized input at the boundary', async () => {
    const api = await anApi();
    const refused = await api.call(signedInAs(api.primary), SAVE, {
      applicationId: 'app-1',
      params: api.files('front', 'back'),
      applicantType: 'primary',
      journeyId: 'x'.repeat(101),
    });
    expect(refused.code).toBe('BAD_USER_INPUT');
  });
});

describe("createOrUpdateProperty's identity-check paths", () => {
  const confirm = (applicant: 'primaryApplicant' | 'secondaryApplicant', idScanResult: object) => ({
    applicationId: 'app-1',
    params: { propertyFirst: applicant, propertySecond: 'idScanResult', idScanResult },
  });

  it('confirms the details: identity completed, details kept, nothing of them in the log', async () => {
    const api = await anApi();
    await api.call(signedInAs(api.primary), SAVE, {
      applicationId: 'app-1',
      params: api.files('front', 'back'),
      applicantType: 'primary',
    });
    const refused = await api.call(
      signedInAs(api.primary),
      WRITE,
      confirm('primaryApplicant', { ...DETAILS, driversCardNumber: '12' }),
    );
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'IDENTITY_CHECK.DETAILS_INVALID',
      fields: { 'idScanResult.driversCardNumber': ['invalid card number'] },
    });
    expect(refused.body).not.toContain('98765432');

    const confirmed = await api.call(signedInAs(api.primary), WRITE, confirm('primaryApplicant', DETAILS));
    expect(confirmed.data).toEqual({ createOrUpdateProperty: { status: '200', message: null } });
    expect(api.journey().primaryApplicant).toMatchObject({
      identityVerificationStatus: 'completed',
      idScanResult: DETAILS,
    });
    expect(JSON.stringify(api.log.entries)).not.toContain('98765432');
  });

  it("moves the secondary on to reviewAndSignContract, and refuses them the primary's details", async () => {
    const api = await anApi();
    expect(
      await api.call(signedInAs(api.secondary), WRITE, confirm('primaryApplicant', DETAILS)),
    ).toMatchObject({ code: 'FORBIDDEN', reason: 'IDENTITY_CHECK.NOT_YOUR_CHECK' });
    await api.call(signedInAs(api.secondary), SAVE, {
      applicationId: 'app-1',
      params: api.files('their-front', 'their-back'),
      applicantType: 'secondary',
    });
    const confirmed = await api.call(
      signedInAs(api.secondary),
      WRITE,
      confirm('secondaryApplicant', DETAILS),
    );
    expect(confirmed.data).toEqual({ createOrUpdateProperty: { status: '200', message: null } });
    expect(api.journey().statusSecondary).toBe('reviewAndSignContract');
    expect(api.journey().primaryApplicant?.identityVerificationStatus).toBeUndefined();
  });

  it('counts an OK on the scan error alert for the caller only, from { skipped: true }', async () => {
    const api = await anApi();
    const skip = (applicant: string, value: unknown) => ({
      applicationId: 'app-1',
      params: { propertyFirst: applicant, propertySecond: 'idScanData', propertyThird: 'idScan', value },
    });
    expect(
      (await api.call(signedInAs(api.primary), WRITE, skip('primaryApplicant', { skipped: true }))).data,
    ).toEqual({
      createOrUpdateProperty: { status: '200', message: null },
    });
    expect(
      (
        await api.call(
          signedInAs(api.primary),
          WRITE,
          skip('primaryApplicant', { skipped: true, errorCount: 0 }),
        )
      ).code,
    ).toBe('BAD_USER_INPUT');
    expect(
      (await api.call(signedInAs(api.secondary), WRITE, skip('primaryApplicant', { skipped: true }))).code,
    ).toBe('FORBIDDEN');
    expect(api.journey().primaryApplicant?.idScanData?.idScan).toEqual({ skipped: true, errorCount: 1 });
  });

  it('refuses the ID form sent with any other path', async () => {
    const api = await anApi();
    const refused = await api.call(signedInAs(api.primary), WRITE, {
      applicationId: 'app-1',
      params: {
        propertyFirst: 'primaryApplicant',
        propertySecond: 'privacyConsent',
        value: 'confirmed',
        idScanResult: DETAILS,
      },
    });
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'IDENTITY_CHECK.WRITE_INVALID' });
  });
});
