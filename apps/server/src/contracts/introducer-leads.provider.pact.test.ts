import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { INTRODUCER_LEADS_PACT } from './introducer-leads-pact';
import { introducerLeadsProviderStates } from './introducer-leads-provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the introducer's pact (decision 2121): every interaction replayed over HTTP
 * against a running portal's introducers' lead API, each state's key made by the desk's own use cases.
 */
describe("the portal's introducers' lead API honours the introducer's pact", () => {
  const running = aPortalToVerify('introducer');

  it('verifies every interaction', async () => {
    await new Verifier({
      provider: INTRODUCER_LEADS_PACT.provider,
      providerBaseUrl: running.origin,
      pactUrls: [path.join(INTRODUCER_LEADS_PACT.dir, INTRODUCER_LEADS_PACT.file)],
      logLevel: 'warn',
      stateHandlers: introducerLeadsProviderStates(running.portal.container),
    }).verifyProvider();
  }, 120_000);
});
