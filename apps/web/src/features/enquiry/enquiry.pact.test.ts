/**
 * @jest-environment node
 */
import { STATES, eachLike, interaction, like, regex, typename, webApiPact } from '../../testing/web-api-pact';
import { GetBusinessInfo } from './graphql/getBusinessInfo';
import { SaveCalculatorLeadDialler } from './graphql/saveCalculatorLeadDialler';
import { SaveCalculatorOnlineAccount } from './graphql/saveCalculatorOnlineAccount';
import { SendRequestCallback } from './graphql/sendRequestCallback';

const pact = webApiPact();

/** The enquiry as the form sends it from the AU demo organisation's calculator (enquiry-form.ts). */
const enquiry = (enquireType: 'call' | 'register', email: string) => ({
  enquireType,
  customer: {
    name: 'Harbour City Plumbing Pty Ltd',
    abn: '41046822879',
    location: '2038',
    entityType: 'PRV',
  },
  contact: { firstName: 'Sam', lastName: 'Driver', phone: '0412345678', email, postCode: '2038' },
  fleetSize: 3,
  yearsTrading: '2+',
  shortlists: [
    {
      catalogVehicleId: 'AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025',
      catalogYear: 2025,
      distance: 15000,
      distanceUnit: 'km',
      duration: 48,
      durationUnit: 'month',
    },
  ],
  introducer: {
    region: 'AU',
    abn: '51824753556',
    orgId: 'org-au-demo',
    name: 'Southern Cross Fleet',
    domainName: 'au.localhost:3000',
  },
});

describe('the enquiry, as the web app sends it', () => {
  it("finds the businesses matching what the visitor typed in the registry's region", () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a business lookup by name',
      document: GetBusinessInfo,
      host: 'au',
      variables: { param: 'Harbour City Plumbing', region: 'AU' },
      respondWith: {
        data: {
          getBusinessInfo: {
            ...typename('BusinessInfo'),
            rows: eachLike({
              ...typename('BusinessLookupRow'),
              name: like('Harbour City Plumbing Pty Ltd'),
              abn: regex('^\\d{11}$', '41046822879'),
              postCode: like('2038'),
              stateCode: like('NSW'),
              entityType: like('PRV'),
            }),
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.getBusinessInfo.rows[0]?.name).toBe('Harbour City Plumbing Pty Ltd');
    }));

  it("sends a 'call me' enquiry to the lead dialler", () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a call-me enquiry',
      document: SaveCalculatorLeadDialler,
      host: 'au',
      variables: { calcLeadDialler: enquiry('call', 'call.me@fleetco.example') },
      respondWith: {
        data: {
          saveCalculatorLeadDialler: {
            ...typename('LeadDiallerResult'),
            leadId: like('lead-1'),
            success: true,
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.saveCalculatorLeadDialler.success).toBe(true);
    }));

  it('asks for an online account for a new address', () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'an online account request for a new address',
      document: SaveCalculatorOnlineAccount,
      host: 'au',
      variables: { calcLeadOpp: enquiry('register', 'new.customer@fleetco.example') },
      respondWith: {
        data: {
          saveCalculatorOnlineAccount: {
            ...typename('OnlineAccountResult'),
            status: 'success',
            message: null,
            results: {
              ...typename('OnlineAccountIds'),
              leadId: like('lead-1'),
              vehicleApplicationId: null,
              opportunityId: null,
            },
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.saveCalculatorOnlineAccount.status).toBe('success');
    }));

  it("sends the 'Request a call' dialog's request for the page's organisation", () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a request to call back',
      document: SendRequestCallback,
      host: 'au',
      variables: {
        payload: {
          firstName: 'Sam',
          lastName: 'Driver',
          contactNumber: '0412345678',
          email: 'call.back@fleetco.example',
          message: 'About the Ranger, please.',
          domain: 'au.localhost:3000',
        },
      },
      respondWith: {
        data: { sendRequestCallback: { ...typename('MutationStatus'), status: like('200'), message: null } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.sendRequestCallback.status).toBe('200');
    }));
});
