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
  typename,
  webApiPact,
} from '../../testing/web-api-pact';
import { ServerShortlist } from './graphql/serverShortlist';
import { UpdateShortlists } from './graphql/updateShortlists';

const pact = webApiPact();

describe("the signed-in customer's shortlist, as the web app keeps it", () => {
  it("reads the shortlist the customer's application keeps", () =>
    interaction(pact, {
      given: STATES.calculatorCustomer,
      uponReceiving: "a request for the signed-in customer's shortlist",
      document: ServerShortlist,
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
              calculator: {
                ...typename('CalculatorDetails'),
                shortlists: eachLike({
                  ...typename('ShortlistEntry'),
                  catalogVehicleId: like('AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025'),
                  catalogYear: integer(2025),
                  duration: integer(48),
                }),
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      expect(data?.getVehicleApplication.vehicleApplication?.calculator?.shortlists[0]?.duration).toBe(48);
    }));

  it("saves the customer's shortlist on their application", () =>
    interaction(pact, {
      given: STATES.calculatorCustomer,
      uponReceiving: "a request to save the signed-in customer's shortlist",
      document: UpdateShortlists,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId: fromState('applicationId', 'app-1'),
        userId: fromState('userId', 'user-1'),
        shortlists: [
          {
            catalogVehicleId: 'AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025',
            catalogYear: 2025,
            distance: 15000,
            distanceUnit: 'km',
            duration: 60,
            durationUnit: 'month',
          },
        ],
      },
      respondWith: {
        data: { updateShortlists: { ...typename('UpdateShortlistsResult'), success: true, message: null } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.updateShortlists.success).toBe(true);
    }));
});
