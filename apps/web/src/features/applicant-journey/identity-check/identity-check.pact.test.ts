/**
 * @jest-environment node
 */
import {
  STATES,
  eachLike,
  fromState,
  like,
  refusal,
  typename,
  webApiPact,
} from '../../../testing/web-api-pact';
import { GetApprovals } from './graphql/getApprovals';
import { SaveDrivingLicence } from './graphql/saveDrivingLicence';
import { SaveIdentityCheck } from './graphql/saveIdentityCheck';
import { interaction } from '../../../testing/web-api-pact';

const pact = webApiPact();
const atApprovals = { state: STATES.officer, params: { status: 'approvals' } };
const applicationId = fromState('applicationId', 'app-1');
const written = {
  data: { createOrUpdateProperty: { ...typename('MutationStatus'), status: '200', message: null } },
};

/** The ID form as the officer confirms it: an NSW licence, the address chosen from the autocomplete. */
const confirmedDetails = {
  firstName: 'Jordan',
  lastName: 'Tran',
  dob: '14/03/1985',
  currentAddress: '120 Collins Street, Melbourne VIC 3000',
  streetNo: '120',
  streetName: 'Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postCode: '3000',
  country: 'Australia',
  countryCode: 'AU',
  driversLicenceNumber: '12345678',
  driversLicenceExpiry: '21/07/2031',
  driversLicenceState: 'nsw',
  driversCardNumber: '2012345678',
};

describe('the identity check, as the approvals step reads and saves it', () => {
  it("reads the officer's approvals step: nothing of the ID check or the review done yet", () =>
    interaction(pact, {
      given: atApprovals,
      uponReceiving: "a request for an officer's approvals step before the ID check",
      document: GetApprovals,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getVehicleApplication: {
            ...typename('SignedInApplication'),
            user: { ...typename('User'), id: like('user-1'), region: 'AU' },
            vehicleApplication: {
              ...typename('VehicleApplication'),
              applicationId: like('app-1'),
              scoreboard: {
                ...typename('Scoreboard'),
                statusCreditCheck: null,
                primaryApplicant: {
                  ...typename('PrimaryApplicant'),
                  userId: like('user-1'),
                  firstName: like('Jordan'),
                  lastName: like('Tran'),
                  email: like('jordan@fleetco.example'),
                  phone: like('0412345678'),
                  identityVerificationStatus: null,
                  privacyConsent: null,
                  applicationReviewStatus: null,
                  idScanData: null,
                  idScanResult: null,
                },
                secondaryApplicant: null,
                entityDetails: null,
                companyDetails: null,
                businessDetails: null,
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      const primary = data?.getVehicleApplication.vehicleApplication?.scoreboard.primaryApplicant;
      expect(primary?.identityVerificationStatus).toBeNull();
      expect(primary?.idScanData).toBeNull();
    }));

  it("keeps the licence's front and back the officer uploaded with their identity check", () =>
    interaction(pact, {
      given: STATES.officerWhoUploadedTheirLicence,
      uponReceiving: "a request to keep the uploaded licence's front and back",
      document: SaveDrivingLicence,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        params: [
          { uuid: fromState('frontUuid', 'file-1'), fileName: 'licence-front.png', mimeType: 'image/png' },
          { uuid: fromState('backUuid', 'file-2'), fileName: 'licence-back.png', mimeType: 'image/png' },
        ],
        applicantType: 'primary',
      },
      respondWith: { data: { saveDrivingLicense: { ...typename('SaveStatus'), status: '200' } } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.saveDrivingLicense.status).toBe('200');
    }));

  it('refuses to keep files that are not the licence the officer uploaded', () =>
    interaction(pact, {
      given: atApprovals,
      uponReceiving: 'a request to keep a licence of files the officer did not upload',
      document: SaveDrivingLicence,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        params: [
          { uuid: 'not-a-file-1', fileName: 'front.png', mimeType: 'image/png' },
          { uuid: 'not-a-file-2', fileName: 'back.png', mimeType: 'image/png' },
        ],
        applicantType: 'primary',
      },
      respondWith: refusal('BAD_USER_INPUT', "params: your licence's front and back", {
        reason: 'IDENTITY_CHECK.LICENCE_FILES_INVALID',
      }),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'BAD_USER_INPUT', reason: 'IDENTITY_CHECK.LICENCE_FILES_INVALID' } }],
      });
    }));

  it("counts the scan error alert's OK", () =>
    interaction(pact, {
      given: atApprovals,
      uponReceiving: "a request to count a skipped scan of the officer's licence",
      document: SaveIdentityCheck,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        params: {
          propertyFirst: 'primaryApplicant',
          propertySecond: 'idScanData',
          propertyThird: 'idScan',
          value: { skipped: true },
        },
      },
      respondWith: written,
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty.status).toBe('200');
    }));

  it('keeps the details the officer confirmed, once their licence is kept', () =>
    interaction(pact, {
      given: STATES.officerWhoSavedTheirLicence,
      uponReceiving: "a request to confirm the officer's ID details",
      document: SaveIdentityCheck,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        params: {
          propertyFirst: 'primaryApplicant',
          propertySecond: 'idScanResult',
          idScanResult: confirmedDetails,
        },
      },
      respondWith: written,
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty.status).toBe('200');
    }));

  it('refuses details whose card number does not fit the state, naming the field', () =>
    interaction(pact, {
      given: STATES.officerWhoSavedTheirLicence,
      uponReceiving: 'a request to confirm ID details with a card number that does not fit NSW',
      document: SaveIdentityCheck,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        params: {
          propertyFirst: 'primaryApplicant',
          propertySecond: 'idScanResult',
          idScanResult: { ...confirmedDetails, driversCardNumber: '12345' },
        },
      },
      respondWith: refusal('BAD_USER_INPUT', 'idScanResult.driversCardNumber: invalid card number', {
        fields: { 'idScanResult.driversCardNumber': eachLike('invalid card number') },
      }),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [
          {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { 'idScanResult.driversCardNumber': ['invalid card number'] },
            },
          },
        ],
      });
    }));
});
