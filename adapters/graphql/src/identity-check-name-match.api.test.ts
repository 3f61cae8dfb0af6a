import type { VehicleApplication } from '@lease-portal/domain';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import { scanReference } from '@lease-portal/domain/src/identity-check/scan-outcome';
import { anIdentityCheckWorld } from '@lease-portal/domain/src/identity-check/testing/identity-check-world';
import { addApplication } from '@lease-portal/domain/src/lease-application/testing/stored-applications';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { customerDependenciesOf } from './testing/customer-test-support';
import { identityCheckWorldDependencies } from './testing/identity-check-test-support';
import { aFleetCoProfile, aTestServer } from './testing/test-server';

// Decision 2080 at the API: a scanned licence in another name is refused as not matching, and the
// officer's identity check answers in the customer's words.

const SAVE = `mutation ($applicationId: ID!, $applicantType: ApplicantRole!, $journeyId: ID) {
  saveDrivingLicense(applicationId: $applicationId, params: [], applicantType: $applicantType, journeyId: $journeyId) { status }
}`;
const GET = `query { getVehicleApplication { vehicleApplication { scoreboard {
  primaryApplicant { identityVerificationStatus identityCheck }
  secondaryApplicant { identityVerificationStatus identityCheck } } } } }`;

const good = [
  { Name: 'BlurCheck', State: 'Good' },
  { Name: 'FullDocumentInViewCheck', State: 'Good' },
  { Name: 'LowResolutionCheck', State: 'Good' },
] as const;

async function call(
  server: ReturnType<typeof aTestServer>['server'],
  contextValue: GraphqlContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await server.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { data, errors } = response.body.singleResult;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape
    data: data as Record<string, any> | null | undefined,
    code: errors?.[0]?.extensions?.code,
    reason: errors?.[0]?.extensions?.reason,
    message: errors?.[0]?.message,
  };
}

describe("saveDrivingLicense with a scan in another person's name (decision 2080)", () => {
  it('is refused as not matching the officer, keeping nothing, naming nobody', async () => {
    const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
    const ada = await accounts.aCustomer({
      id: 'ada',
      orgId: 'fleet-co',
      firstName: 'Ada',
      lastName: 'Officer',
    });
    const application: VehicleApplication = {
      ...anApplication()
        .ownedBy(ada.id)
        .withJourney({ status: 'approvals', primaryApplicant: { userId: ada.id, confirmed: 'yes' } })
        .build(),
      applicationId: 'app-1',
      orgId: 'fleet-co',
    };
    accounts.applications.add(application);
    const identity = anIdentityCheckWorld([aFleetCoProfile()]).given(application);
    // The NSW specimen: Jane Alexandra Citizen, not Ada Officer.
    identity.identityScan.journeys.set('journey-1', {
      JourneyId: 'journey-1',
      HighLevelResult: 'Passed',
      HighLevelResultDetails: [],
      InitiatedDateTime: '2026-11-24T09:00:00.000Z',
      AdditionalData: [{ Name: 'reference', Value: scanReference('app-1', 'primary', ada.id) }],
      ProcessedDocuments: (['Front', 'Back'] as const).map((side) => ({
        DocumentSide: side,
        DocumentCategory: 'DrivingLicence',
        HighLevelResult: 'Passed',
        ScanDateTime: '2026-11-24T09:00:00.000Z',
        Attempt: 1,
        QualityCheckDetails: [...good],
        ExtractedFields:
          side === 'Front'
            ? [
                { Name: 'FirstName', Value: 'JANE' },
                { Name: 'MiddleName', Value: 'ALEXANDRA' },
                { Name: 'LastName', Value: 'CITIZEN' },
              ]
            : [],
        DocumentImages: [{ Role: 'WhiteImage', Url: `/images/${side}` }],
      })),
    });
    const { server } = aTestServer({
      accounts: accountsDependenciesOf(accounts),
      identityCheck: identityCheckWorldDependencies(identity),
    });

    const saved = await call(server, signedInAs(ada), SAVE, {
      applicationId: 'app-1',
      applicantType: 'primary',
      journeyId: 'journey-1',
    });

    expect(saved).toMatchObject({
      data: null,
      code: 'NOT_ALLOWED',
      reason: 'IDENTITY_CHECK.LICENCE_NAME_MISMATCH',
      message:
        "The name on this licence does not match your name. Scan your own driver's licence again, or upload photos of it for our team to check.",
    });
    const primary = identity.stored('app-1')!.value.journey.primaryApplicant!;
    expect(primary.idScanData).toBeUndefined();
    expect(primary.licenceCheck).toBeUndefined();
    expect(identity.storage.stored.size).toBe(0);
  });
});

describe("an officer's identity check in the customer's words (decision 2080)", () => {
  it('says being checked for a licence waiting for staff, and nothing before a licence is kept', async () => {
    const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
    const customer = aCustomerWorld(accounts, []);
    const ada = await accounts.aCustomer({ id: 'ada', orgId: 'fleet-co' });
    await addApplication(
      customer.unitOfWork,
      {
        ...anApplication()
          .ownedBy(ada.id)
          .withJourney({
            status: 'approvals',
            primaryApplicant: {
              userId: ada.id,
              identityVerificationStatus: 'completed',
              licenceCheck: { status: 'toCheck', source: 'upload' },
            },
            secondaryApplicant: { userId: 'bo' },
          })
          .build(),
        applicationId: 'app-1',
        orgId: 'fleet-co',
      },
      { actor: 'system', action: 'test.setup', at: '2026-11-24T09:00:00.000Z' },
    );
    const { server } = aTestServer({
      accounts: accountsDependenciesOf(accounts),
      customer: customerDependenciesOf(customer),
    });
    const answered = await call(server, signedInAs(ada), GET);
    expect(answered.data?.getVehicleApplication.vehicleApplication.scoreboard).toEqual({
      primaryApplicant: { identityVerificationStatus: 'completed', identityCheck: 'beingChecked' },
      secondaryApplicant: { identityVerificationStatus: null, identityCheck: null },
    });
  });
});
