import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import { aFilesWorld } from '@lease-portal/domain/src/files/testing/files-world';
import type { GraphqlContext } from '../context';
import { accountsDependenciesOf, signedInAs } from '../testing/accounts-test-support';
import { customerDependenciesOf } from '../testing/customer-test-support';
import { filesDependenciesOf } from '../testing/files-test-support';
import { identityCheckDependenciesOf } from '../testing/identity-check-test-support';
import { aFleetCoProfile, aTestServer } from '../testing/test-server';

/*
 * The authorisation walk's second half: inside one application, each applicant acts on their own part
 * only. Authorised Officer (2) passes the application guard, so these refusals are the use cases' own:
 * they may not write the primary's review, consent or identity check, and nobody reads another
 * applicant's licence images.
 */

const APP = 'shared-application';

async function anApplicationOfTwoOfficers() {
  const world = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const primary = await world.aCustomer({ id: 'primary', orgId: 'fleet-co' });
  const secondary = await world.aCustomer({ id: 'secondary', orgId: 'fleet-co' });
  world.applications.add({
    ...anApplication()
      .ownedBy(primary.id)
      .withJourney({
        status: 'approvals',
        statusSecondary: 'approvals',
        primaryApplicant: {
          userId: primary.id,
          confirmed: 'yes',
          identityVerificationStatus: 'completed',
          idScanData: { fileUrls: ['primary-front'] },
          idScanResult: { firstName: 'Ada', dob: '14/03/1985', driversLicenceNumber: 'PRIMARY-LICENCE' },
        },
        secondaryApplicant: {
          userId: secondary.id,
          idScanData: { fileUrls: ['secondary-front'] },
          idScanResult: { firstName: 'Bo', dob: '02/02/1990', driversLicenceNumber: 'SECONDARY-LICENCE' },
        },
        entityDetails: { abn: '51824753556', entityType: 'PRV', hasSecondaryApplicant: 'yes' },
      })
      .build(),
    applicationId: APP,
    orgId: 'fleet-co',
  });
  const files = aFilesWorld(world);
  for (const [uuid, owner] of [
    ['primary-front', primary.id],
    ['secondary-front', secondary.id],
  ] as const) {
    await files.files.recordUpload({
      uuid,
      ownerUserId: owner,
      orgId: 'fleet-co',
      applicationId: APP,
      kind: 'driversLicence',
      contentType: 'image/png',
      sizeBytes: 10,
      uploadedAt: '2026-11-24T09:00:00.000Z',
    });
    await files.files.markSaved(uuid, `${uuid}.png`, '2026-11-24T09:00:00.000Z');
  }
  const { server } = aTestServer({
    accounts: accountsDependenciesOf(world),
    customer: customerDependenciesOf(aCustomerWorld(world)),
    files: filesDependenciesOf(files),
    identityCheck: identityCheckDependenciesOf(world.applications),
  });
  const call = async (contextValue: GraphqlContext, query: string, variables: Record<string, unknown>) => {
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return { code: errors?.[0]?.extensions?.code, data, body: JSON.stringify(response.body.singleResult) };
  };
  return { call, primary, secondary, stored: () => world.applications.applications.get(APP)! };
}

const WRITE = `mutation ($params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: "${APP}", params: $params) { status }
}`;
const SAVE_LICENCE = `mutation ($applicantType: ApplicantRole!) {
  saveDrivingLicense(applicationId: "${APP}", params: [{ uuid: "secondary-front", fileName: "a.png", mimeType: "image/png" }], applicantType: $applicantType) { status }
}`;
const READ_APPLICATION = `query {
  getVehicleApplication { vehicleApplication { scoreboard {
    primaryApplicant { userId identityVerificationStatus idScanData { fileUrls } idScanResult { dob driversLicenceNumber } }
    secondaryApplicant { userId identityVerificationStatus idScanData { fileUrls } idScanResult { dob driversLicenceNumber } }
  } } }
}`;
const READ_FILE = 'mutation ($uuid: ID!) { getFileByUUID(uuid: $uuid) { uuid signedUrl } }';

describe('each applicant acts on their own part of a shared application', () => {
  it.each([
    [
      'the privacy consent',
      { propertyFirst: 'primaryApplicant', propertySecond: 'privacyConsent', value: 'confirmed' },
    ],
    [
      'a review field',
      { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', value: '120000' },
    ],
    [
      'a review field of the finance section',
      {
        propertyFirst: 'businessDetails',
        propertySecond: 'financeDetails',
        propertyThird: 'numberOfEmployees',
        value: '9',
      },
    ],
    [
      "the primary's ID details",
      {
        propertyFirst: 'primaryApplicant',
        propertySecond: 'idScanResult',
        idScanResult: { firstName: 'Eve' },
      },
    ],
    [
      "the primary's scan error count",
      {
        propertyFirst: 'primaryApplicant',
        propertySecond: 'idScanData',
        propertyThird: 'idScan',
        value: { skipped: true },
      },
    ],
  ])(
    'refuses Authorised Officer (2) writing %s, with FORBIDDEN and nothing written',
    async (_what, params) => {
      const api = await anApplicationOfTwoOfficers();
      const before = JSON.stringify(api.stored());
      expect(await api.call(signedInAs(api.secondary), WRITE, { params })).toMatchObject({
        code: 'FORBIDDEN',
        data: null,
      });
      expect(JSON.stringify(api.stored())).toBe(before);
    },
  );

  it('refuses each applicant saving a licence as the other', async () => {
    const api = await anApplicationOfTwoOfficers();
    expect((await api.call(signedInAs(api.secondary), SAVE_LICENCE, { applicantType: 'primary' })).code).toBe(
      'FORBIDDEN',
    );
    expect((await api.call(signedInAs(api.primary), SAVE_LICENCE, { applicantType: 'secondary' })).code).toBe(
      'FORBIDDEN',
    );
  });

  it("answers each applicant their own licence details and never the other's, keeping whether they are verified", async () => {
    const api = await anApplicationOfTwoOfficers();
    const asSecondary = await api.call(signedInAs(api.secondary), READ_APPLICATION, {});
    expect(asSecondary.code).toBeUndefined();
    expect(asSecondary.body).not.toMatch(/PRIMARY-LICENCE|14\/03\/1985|primary-front/);
    expect(asSecondary.body).toContain('SECONDARY-LICENCE');
    expect(asSecondary.data).toMatchObject({
      getVehicleApplication: {
        vehicleApplication: {
          scoreboard: {
            primaryApplicant: {
              identityVerificationStatus: 'completed',
              idScanData: null,
              idScanResult: null,
            },
          },
        },
      },
    });
    const asPrimary = await api.call(signedInAs(api.primary), READ_APPLICATION, {});
    expect(asPrimary.body).not.toMatch(/SECONDARY-LICENCE|02\/02\/1990|secondary-front/);
    expect(asPrimary.body).toContain('PRIMARY-LICENCE');
    expect(asPrimary.body).toContain('primary-front');
  });

  it("lets nobody read another applicant's licence images, and each read their own", async () => {
    const api = await anApplicationOfTwoOfficers();
    const theirs = await api.call(signedInAs(api.primary), READ_FILE, { uuid: 'secondary-front' });
    expect(theirs).toMatchObject({ code: 'FORBIDDEN', data: null });
    expect(theirs.body).not.toContain('/files/download/');
    expect((await api.call(signedInAs(api.secondary), READ_FILE, { uuid: 'primary-front' })).code).toBe(
      'FORBIDDEN',
    );
    const own = await api.call(signedInAs(api.secondary), READ_FILE, { uuid: 'secondary-front' });
    expect(own.code).toBeUndefined();
    expect(own.body).toContain('/files/download/');
  });
});
