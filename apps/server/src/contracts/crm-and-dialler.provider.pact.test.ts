import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { SALESFORCE_PACT } from '@lease-portal/partners/src/crm/salesforce/salesforce-pact';
import { LEAD_DIALLER_PACT } from '@lease-portal/partners/src/lead-dialler/lead-dialler-pact';
import { SALESFORCE_SANDBOX_PATH } from '../crm/salesforce-sandbox/salesforce-sandbox';
import { LEAD_DIALLER_SANDBOX_PATH } from '../lead-dialler/dialler-sandbox/lead-dialler-sandbox';
import { crmAndDiallerProviderStates } from './crm-and-dialler-provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the Salesforce and dialler adapters' pacts: every interaction replayed over HTTP
 * against the Salesforce and dialler sandboxes of a running portal (decisions 2117, 2118), its records
 * in the portal's database; the consumer's client credentials and tokens exchanged for the sandboxes'.
 */
describe("the portal's Salesforce and dialler sandboxes honour the adapters' pacts", () => {
  const running = aPortalToVerify('crm');

  it.each([
    [SALESFORCE_PACT.provider, SALESFORCE_PACT, SALESFORCE_SANDBOX_PATH, 'salesforce'],
    [LEAD_DIALLER_PACT.provider, LEAD_DIALLER_PACT, LEAD_DIALLER_SANDBOX_PATH, 'dialler'],
  ] as const)(
    'verifies every interaction of the %s pact',
    async (_name, pact, sandboxPath, partner) => {
      const { stateHandlers, requestFilter } = crmAndDiallerProviderStates(running.portal.container)[partner];
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
