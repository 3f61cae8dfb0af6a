import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { ADDRESSFINDER_PACT } from '@lease-portal/partners/src/address-finder/addressfinder/addressfinder-pact';
import { ADDRESSFINDER_SANDBOX_PATH } from '../address-finder/addressfinder-sandbox';
import { addressfinderProviderStates } from './addressfinder-provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the Addressfinder adapter's pact: every interaction replayed over HTTP against the
 * Addressfinder sandbox of a running portal (decision 2111), with the sandbox account's key and secret
 * put in by the request filter.
 */
describe(`${ADDRESSFINDER_PACT.provider} (the portal's Addressfinder sandbox) honours the adapter's pact`, () => {
  const running = aPortalToVerify('addressfinder');

  it('verifies every interaction', async () => {
    const { stateHandlers, requestFilter } = addressfinderProviderStates(running.portal.container);
    await new Verifier({
      provider: ADDRESSFINDER_PACT.provider,
      providerBaseUrl: `${running.origin}${ADDRESSFINDER_SANDBOX_PATH}`,
      pactUrls: [path.join(ADDRESSFINDER_PACT.dir, ADDRESSFINDER_PACT.file)],
      logLevel: 'warn',
      stateHandlers,
      requestFilter,
    }).verifyProvider();
  }, 120_000);
});
