/**
 * @jest-environment node
 */
import {
  STATES,
  eachLike,
  integer,
  interaction,
  like,
  number,
  typename,
  webApiPact,
} from '../../testing/web-api-pact';
import { RateBookPage } from './rateBookPage';

const pact = webApiPact();

describe('the rate book, as the results page asks for it', () => {
  it('answers one page of vehicles with their lease prices', () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a request for the first page of FORD RANGER lease prices over 48 months in AU',
      document: RateBookPage,
      host: 'au',
      variables: {
        filter: {
          countryCode: 'AU',
          pair: [{ make: 'FORD', models: ['RANGER'] }],
          minDuration: 48,
          maxDuration: 48,
          pageSize: 10,
          currentPage: 1,
          sortBy: 'week_leaseprice',
          sortOrder: 'asc',
        },
      },
      respondWith: {
        data: {
          rateBook: {
            ...typename('RateBookResult'),
            resultCount: integer(2),
            results: {
              ...typename('RateBookPage'),
              totalCount: integer(2),
              rows: eachLike({
                ...typename('RateBookVehicle'),
                catalogVehicleId: like('AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025'),
                catalogYear: integer(2025),
                vehicleMake: like('FORD'),
                vehicleModel: like('RANGER'),
                vehicleTrim: like('XLT'),
                vehicleDescription: like('Ford Ranger XLT 2.0L Bi-Turbo Diesel 4x4'),
                vehicleDrivetrain: like('4WD'),
                vehicleFueltype: like('Diesel'),
                vehiclePrimaryfueltype: like('Diesel'),
                vehicleTransmissiongroup: like('Automatic'),
                vehicleBodytype: like('Ute'),
                vehicleSeats: integer(5),
                cabType: like('Dual Cab'),
                consumerPrice: number(69990),
                catalogPrice: number(64990),
                weekLeaseprice: number(289.5),
                monthLeaseprice: number(1254.5),
                duration: 48,
                durationUnit: 'month',
                jatoImagepath: like('/images/vehicles/ford-ranger.jpg'),
                // The demo rate book has one picture a body type, none a trim.
                jatoImagepathTrim: null,
                jatoImagepathBase: null,
              }),
            },
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.rateBook.results.rows[0]).toMatchObject({ vehicleMake: 'FORD', duration: 48 });
    }));
});
