/**
 * @jest-environment node
 */
import {
  STATES,
  eachLike,
  fromState,
  integer,
  interaction,
  like,
  refusal,
  typename,
  webApiPact,
} from '../../testing/web-api-pact';
import { GetDashboardApplication } from './graphql/getDashboardApplication';
import { GetSalesforceAccountByUser } from './graphql/getSalesforceAccountByUser';
import { GetSalesforceOpportunityByUser } from './graphql/getSalesforceOpportunityByUser';
import { SetApplicationStatus } from './graphql/setApplicationStatus';
import { UpdateQuoteStageName } from './graphql/updateQuoteStageName';

const pact = webApiPact();
const customer = STATES.calculatorCustomer;

describe('the dashboard, as the web app asks for it', () => {
  it('reads the signed-in customer and their calculator application', () =>
    interaction(pact, {
      given: customer,
      uponReceiving: 'a request for the dashboard application',
      document: GetDashboardApplication,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getVehicleApplication: {
            ...typename('SignedInApplication'),
            user: {
              ...typename('User'),
              id: like('user-1'),
              firstName: like('Sam'),
              lastName: like('Driver'),
              email: like('sam@fleetco.example'),
              contactNumber: like('0412345678'),
              region: 'AU',
            },
            vehicleApplication: {
              ...typename('VehicleApplication'),
              applicationId: like('app-1'),
              applicationType: 'calculator',
              calculator: {
                ...typename('CalculatorDetails'),
                company: { ...typename('CalculatorCompany'), entityType: like('PRV') },
                shortlists: eachLike({
                  ...typename('ShortlistEntry'),
                  catalogVehicleId: like('AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025'),
                  catalogYear: integer(2025),
                  duration: integer(48),
                  distance: integer(15000),
                }),
              },
              // No status until the customer starts the credit application; no entity details yet.
              scoreboard: { ...typename('Scoreboard'), status: null, entityDetails: null },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      const { user, vehicleApplication } = data!.getVehicleApplication;
      expect(user.firstName).toBe('Sam');
      expect(vehicleApplication?.calculator?.shortlists[0]?.catalogVehicleId).toBe(
        'AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025',
      );
      expect(vehicleApplication?.scoreboard.status).toBeNull();
    }));

  it('answers UNAUTHENTICATED for a session that has ended, which signs the page out', () =>
    interaction(pact, {
      given: STATES.customerSignedOut,
      uponReceiving: 'a request for the dashboard application with an ended session',
      document: GetDashboardApplication,
      host: 'au',
      signedIn: true,
      respondWith: refusal('UNAUTHENTICATED', 'Please sign in.'),
    }).executeTest(async ({ client, document }) => {
      await expect(client.query({ query: document })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }));

  it("reads the customer's CRM account, whose source decides the credit-application offer", () =>
    interaction(pact, {
      given: customer,
      uponReceiving: "a request for the signed-in customer's CRM account",
      document: GetSalesforceAccountByUser,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getSalesforceAccountByUser: {
            ...typename('CustomerAccount'),
            AccountSource: 'Calculator',
            // A new calculator customer has no credit total yet.
            Credit_Total_Value__c: null,
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      expect(data?.getSalesforceAccountByUser).toMatchObject({
        AccountSource: 'Calculator',
        Credit_Total_Value__c: null,
      });
    }));

  it("reads the customer's CRM opportunity: how the lead came in and its stage", () =>
    interaction(pact, {
      given: customer,
      uponReceiving: "a request for the signed-in customer's CRM opportunity",
      document: GetSalesforceOpportunityByUser,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getSalesforceOpportunityByUser: {
            ...typename('Opportunity'),
            LeadSource: like('Calculator'),
            StageName: like('Needs Analysis'),
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      expect(data?.getSalesforceOpportunityByUser?.StageName).toBe('Needs Analysis');
    }));

  it('starts the credit application: the status becomes viewShortlist', () =>
    interaction(pact, {
      given: customer,
      uponReceiving: "a request to set the calculator application's status to viewShortlist",
      document: SetApplicationStatus,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        params: { propertyFirst: 'status', value: 'viewShortlist' },
      },
      respondWith: {
        data: { createOrUpdateProperty: { ...typename('MutationStatus'), status: '200', message: null } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty.status).toBe('200');
    }));

  it("moves the customer's opportunity to the next quote stage", () =>
    interaction(pact, {
      given: customer,
      uponReceiving: "a request to move the customer's opportunity to Deal Mobilising",
      document: UpdateQuoteStageName,
      host: 'au',
      signedIn: true,
      variables: { applicationId: fromState('applicationId', 'app-1'), stageName: 'Deal Mobilising' },
      respondWith: {
        data: { updateQuoteStageName: { ...typename('MutationStatus'), status: '200', message: null } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.updateQuoteStageName.status).toBe('200');
    }));
});
