/**
 * @jest-environment node
 */
import { STATES, interaction, webApiPact } from '../../testing/web-api-pact';
import { RecordAnalyticsEvent } from './recordAnalyticsEvent';

const pact = webApiPact();

describe('calculator analytics, as the web app sends them', () => {
  it('counts a shortlist event', () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a shortlist analytics event',
      document: RecordAnalyticsEvent,
      host: 'au',
      variables: {
        event: { name: 'shortlist', details: { catalogVehicleId: 'AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025' } },
      },
      respondWith: { data: { recordAnalyticsEvent: true } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.recordAnalyticsEvent).toBe(true);
    }));
});
