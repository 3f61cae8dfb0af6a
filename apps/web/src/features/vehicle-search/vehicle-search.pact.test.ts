/**
 * @jest-environment node
 */
import { STATES, eachLike, interaction, like, typename, webApiPact } from '../../testing/web-api-pact';
import { VehicleMakes } from './graphql/vehicleMakes';
import { VehicleModels } from './graphql/vehicleModels';

const pact = webApiPact();

describe('the vehicle search lists, as the web app asks for them', () => {
  it("lists the makes offered in the organisation's country, upper-cased", () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a request for the makes offered in AU',
      document: VehicleMakes,
      host: 'au',
      variables: { countryCode: 'AU' },
      respondWith: { data: { vehicleMakes: eachLike('FORD') } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.vehicleMakes).toContain('FORD');
    }));

  it('lists the models of the chosen makes', () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a request for the models of FORD in AU',
      document: VehicleModels,
      host: 'au',
      variables: { countryCode: 'AU', makes: ['FORD'] },
      respondWith: {
        data: {
          vehicleModels: eachLike({
            ...typename('MakeModels'),
            make: 'FORD',
            models: eachLike(like('RANGER')),
          }),
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.vehicleModels[0]).toMatchObject({ make: 'FORD', models: ['RANGER'] });
    }));
});
