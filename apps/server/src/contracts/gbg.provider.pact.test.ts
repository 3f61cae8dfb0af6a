import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { GBG_PACT } from '@lease-portal/partners/src/identity-scan/gbg/gbg-pact';
import { SANDBOX_IDENTITY_SCAN_PATH } from '../identity-check/gbg-sandbox';
import { gbgProviderStates } from './gbg-provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the GBG adapter's pact: every interaction replayed over HTTP against the GBG
 * sandbox of a running portal (decision 2119), its journeys in the portal's database; the consumer's
 * users, passwords and tokens exchanged for the sandbox's.
 */
describe(`${GBG_PACT.provider} (the portal's GBG sandbox) honours the adapter's pact`, () => {
  const running = aPortalToVerify('gbg');

  it('verifies every interaction', async () => {
    const { stateHandlers, requestFilter } = gbgProviderStates(running.portal.container);
    await new Verifier({
      provider: GBG_PACT.provider,
      providerBaseUrl: `${running.origin}${SANDBOX_IDENTITY_SCAN_PATH}`,
      pactUrls: [path.join(GBG_PACT.dir, GBG_PACT.file)],
      logLevel: 'warn',
      stateHandlers,
      requestFilter,
    }).verifyProvider();
  }, 180_000);
});
