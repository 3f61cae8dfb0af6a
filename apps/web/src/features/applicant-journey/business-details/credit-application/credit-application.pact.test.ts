/**
 * @jest-environment node
 */
import {
  STATES,
  boolean,
  eachLike,
  fromState,
  integer,
  interaction,
  like,
  number,
  refusal,
  typename,
  webApiPact,
} from '../../../../testing/web-api-pact';
import { entityDetailsValue, type EntityDetailsValues } from './credit-application-form';
import { GetCreditApplication } from './graphql/getCreditApplication';
import { SaveCreditApplicationSection } from './graphql/saveCreditApplicationSection';

const pact = webApiPact();

/** The Business Details step as the officer fills it in, with an address the autocomplete gave. */
const entityDetails: EntityDetailsValues = {
  legalAddress: {
    fullAddress: '120 Collins Street, Melbourne VIC 3000',
    streetNo: '120',
    streetName: 'Collins Street',
    suburb: 'Melbourne',
    state: 'VIC',
    postCode: '3000',
    country: 'Australia',
    countryCode: 'AU',
  },
  tradingAddressSame: true,
  businessContactNumber: '03 9555 0123',
  businessWebsite: 'https://yarradigital.example',
};

describe('the credit application accordion, as the web app restores and saves it', () => {
  it('restores the saved steps, the business and the price', () =>
    interaction(pact, {
      given: STATES.officerWhoSavedTheCreditSteps,
      uponReceiving: "a request for an officer's saved credit application",
      document: GetCreditApplication,
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
                entityDetails: {
                  ...typename('EntityDetails'),
                  entityName: like('Yarra Digital Consulting Pty Ltd'),
                  entityType: like('PRV'),
                },
                companyDetails: {
                  ...typename('CompanyDetails'),
                  companyName: like('Yarra Digital Consulting Pty Ltd'),
                  companyLegalName: like('Yarra Digital Consulting Pty Ltd'),
                },
                leaseDetails: {
                  ...typename('LeaseDetails'),
                  driveAwayPrice: number(58990),
                  fiscalValue: null,
                },
                businessDetails: {
                  ...typename('BusinessDetails'),
                  entityDetails: {
                    ...typename('BusinessEntityDetails'),
                    companyLegalName: like('Yarra Digital Consulting Pty Ltd'),
                    companyLegalAddress: like('120 Collins Street, Melbourne VIC 3000'),
                    tradingAddressSame: boolean(true),
                    tradingAddress: like('120 Collins Street, Melbourne VIC 3000'),
                    businessContactNumber: like('0395550123'),
                    businessWebsite: like('https://yarradigital.example'),
                    streetNo: like('120'),
                    streetName: like('Collins Street'),
                    suburb: like('Melbourne'),
                    state: like('vic'),
                    postCode: like('3000'),
                    country: like('Australia'),
                    countryCode: like('AU'),
                    subPremise: null,
                  },
                  annualRevenue: like('2400000'),
                  financeDetails: {
                    ...typename('FinanceDetails'),
                    currentFleetSize: like('4'),
                    numberOfEmployees: like('30'),
                    purchaseMoreVehicles: 'yes',
                    howManyVehicles: integer(2),
                    valueOfApplication: number(60000),
                    maximum: boolean(false),
                    // No statements uploaded yet.
                    fileUrls: [],
                    personalGuarantee: 'yes',
                    // Saved with Save & Close: the step is not completed yet.
                    completed: null,
                  },
                },
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      const business = data?.getVehicleApplication.vehicleApplication?.scoreboard.businessDetails;
      expect(business?.entityDetails?.companyLegalAddress).toBe('120 Collins Street, Melbourne VIC 3000');
      expect(business?.annualRevenue).toBe('2400000');
      expect(business?.financeDetails?.completed).toBeNull();
    }));

  it('saves the Business Details step', () =>
    interaction(pact, {
      given: STATES.officerWhoConfirmedTheBusiness,
      uponReceiving: "a save of the credit application's business details step",
      document: SaveCreditApplicationSection,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'entityDetails',
          value: entityDetailsValue(entityDetails),
        },
      },
      respondWith: {
        data: { createOrUpdateProperty: { ...typename('MutationStatus'), status: '200', message: null } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty.status).toBe('200');
    }));

  it('refuses a contact number of the wrong length with a message the step shows under the field', () =>
    interaction(pact, {
      given: STATES.officerWhoConfirmedTheBusiness,
      uponReceiving: 'a save of the business details step with a contact number that is too short',
      document: SaveCreditApplicationSection,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'entityDetails',
          value: entityDetailsValue({ ...entityDetails, businessContactNumber: '03 9555' }),
        },
      },
      respondWith: refusal('BAD_USER_INPUT', 'Please check the highlighted fields.', {
        fields: { 'value.businessContactNumber': eachLike(like('Phone number must be exactly 10 digits')) },
      }),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [
          {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { 'value.businessContactNumber': [expect.any(String)] },
            },
          },
        ],
      });
    }));
});
