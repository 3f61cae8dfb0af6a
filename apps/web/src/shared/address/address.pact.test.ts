/**
 * @jest-environment node
 */
import {
  STATES,
  eachLike,
  fromState,
  interaction,
  like,
  regex,
  typename,
  webApiPact,
} from '../../testing/web-api-pact';
import { GetAddressParts } from './graphql/getAddressParts';
import { SuggestAddresses } from './graphql/suggestAddresses';

const pact = webApiPact();

describe('the address autocomplete, as the web app asks for it', () => {
  it('suggests addresses matching what was typed, in AU', () =>
    interaction(pact, {
      given: STATES.officerLookingUpAnAddress,
      uponReceiving: 'a request for address suggestions in AU',
      document: SuggestAddresses,
      host: 'au',
      signedIn: true,
      variables: { query: 'collins st melbourne', countries: ['AU'] },
      respondWith: {
        data: {
          addressSuggestions: eachLike({
            ...typename('AddressSuggestion'),
            id: regex('^AU:.+', 'AU:collins-street-melbourne-120'),
            fullAddress: like('120 Collins Street, Melbourne VIC 3000'),
            country: 'AU',
          }),
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.addressSuggestions[0]?.country).toBe('AU');
    }));

  it('answers the parts of the chosen suggestion, as the forms store them', () =>
    interaction(pact, {
      given: STATES.officerLookingUpAnAddress,
      uponReceiving: 'a request for the parts of a suggested address',
      document: GetAddressParts,
      host: 'au',
      signedIn: true,
      variables: { id: fromState('addressId', 'AU:collins-street-melbourne-120') },
      respondWith: {
        data: {
          addressDetails: {
            ...typename('AddressParts'),
            id: like('AU:collins-street-melbourne-120'),
            fullAddress: like('120 Collins Street, Melbourne VIC 3000'),
            subPremise: null,
            streetNo: like('120'),
            streetName: like('Collins Street'),
            suburb: like('Melbourne'),
            state: like('VIC'),
            postCode: regex('^\\d{4}$', '3000'),
            country: like('Australia'),
            countryCode: 'AU',
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.addressDetails).toMatchObject({ suburb: 'Melbourne', countryCode: 'AU' });
    }));
});
