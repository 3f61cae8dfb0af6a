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
import { ShortlistComparison } from './graphql/shortlistComparison';

const pact = webApiPact();

describe('the shortlist comparison, as the web app asks for it', () => {
  it('answers every term of the shortlisted vehicles with what the comparison shows', () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a request for every term of one shortlisted vehicle',
      document: ShortlistComparison,
      host: 'au',
      // Calculator §7: the shortlisted ids, pageSize 100, terms 36 to 60 months.
      variables: {
        filter: {
          catalogVehicleId: ['AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025'],
          pageSize: 100,
          currentPage: 1,
          minDuration: 36,
          maxDuration: 60,
        },
      },
      respondWith: {
        data: {
          rateBook: {
            ...typename('RateBookResult'),
            results: {
              ...typename('RateBookPage'),
              rows: eachLike(
                {
                  ...typename('RateBookVehicle'),
                  catalogVehicleId: 'AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025',
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
                  weekLeaseprice: number(289.5),
                  monthLeaseprice: number(1254.5),
                  duration: integer(48),
                  // A diesel: litres, and no electricity.
                  fuelConsumptionLPer100Km: number(7.5),
                  energyConsumptionKwhPer100Km: null,
                },
                3,
              ),
            },
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      const rows = data?.rateBook.results.rows ?? [];
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject({
        catalogVehicleId: 'AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025',
        fuelConsumptionLPer100Km: 7.5,
      });
    }));
});
