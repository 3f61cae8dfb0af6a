import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { ABR_PACT } from '@lease-portal/partners/src/business-registry/abr/abr-pact';
import { NZBN_PACT } from '@lease-portal/partners/src/business-registry/nzbn/nzbn-pact';
import { ABR_SANDBOX_PATH, NZBN_SANDBOX_PATH } from '../business-registry/register-sandboxes';
import { registerProviderStates } from './register-provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the registers' adapters' pacts: every interaction replayed over HTTP against the ABR
 * and NZBN sandboxes of a running portal (decision 2110), the consumer's GUID and subscription key
 * exchanged for the sandboxes' own.
 */
describe("the portal's ABR and NZBN sandboxes honour the registers' adapters' pacts", () => {
  const running = aPortalToVerify('registers');

  it.each([
    [ABR_PACT, ABR_SANDBOX_PATH, 'abr'],
    [NZBN_PACT, NZBN_SANDBOX_PATH, 'nzbn'],
  ] as const)(
    'verifies every interaction of %s',
    async (pact, sandboxPath, register) => {
      const { stateHandlers, requestFilter } = registerProviderStates(running.portal.container)[register];
      await new Verifier({
        provider: pact.provider,
        providerBaseUrl: `${running.origin}${sandboxPath}`,
        pactUrls: [path.join(pact.dir, pact.file)],
        logLevel: 'warn',
        stateHandlers,
        requestFilter,
      }).verifyProvider();
    },
    120_000,
  );
});
