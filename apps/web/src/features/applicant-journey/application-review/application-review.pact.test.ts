/**
 * @jest-environment node
 */
import {
  STATES,
  eachLike,
  fromState,
  interaction,
  like,
  refusal,
  typename,
  webApiPact,
} from '../../../testing/web-api-pact';
import { SaveReviewProperty } from './graphql/saveReviewProperty';

const pact = webApiPact();
const atApprovals = { state: STATES.officer, params: { status: 'approvals' } };
const applicationId = fromState('applicationId', 'app-1');

describe('the application review, as the primary edits it and consents', () => {
  it('records the privacy consent confirmed in the dialog', () =>
    interaction(pact, {
      given: atApprovals,
      uponReceiving: "a request to record the officer's privacy consent",
      document: SaveReviewProperty,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        params: { propertyFirst: 'primaryApplicant', propertySecond: 'privacyConsent', value: 'confirmed' },
      },
      respondWith: {
        data: { createOrUpdateProperty: { ...typename('MutationStatus'), status: '200', message: null } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.createOrUpdateProperty.status).toBe('200');
    }));

  it('refuses an inline edit that breaks the field rule, with the message shown under the field', () =>
    interaction(pact, {
      given: atApprovals,
      uponReceiving: 'a request to edit the number of employees inline with five digits',
      document: SaveReviewProperty,
      host: 'au',
      signedIn: true,
      variables: {
        applicationId,
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'financeDetails',
          propertyThird: 'numberOfEmployees',
          value: '12345',
        },
      },
      respondWith: refusal('BAD_USER_INPUT', 'value: Field is invalid. A maximum of 4 numbers is permitted', {
        fields: { value: eachLike(like('Field is invalid. A maximum of 4 numbers is permitted')) },
      }),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'BAD_USER_INPUT', fields: { value: [expect.any(String)] } } }],
      });
    }));
});
