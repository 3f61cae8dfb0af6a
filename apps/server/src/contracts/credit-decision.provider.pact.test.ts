import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { CREDIT_DECISION_PACT } from '@lease-portal/partners/src/credit-bureau/credit-decision-pact';
import { CREDIT_DECISION_SANDBOX_PATH } from '../credit-bureau/credit-decision-sandbox/credit-decision-sandbox';
import { creditDecisionProviderStates } from './credit-decision-provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the credit decision adapter's pact: every interaction replayed over HTTP against the
 * credit decision sandbox of a running portal (decision 2120), its enquiries in the portal's database;
 * the consumer's client credentials and tokens exchanged for the sandbox's.
 */
describe("the portal's credit decision sandbox honours the adapter's pact", () => {
  const running = aPortalToVerify('credit-decision');

  it('verifies every interaction of the CreditDecision pact', async () => {
    const { stateHandlers, requestFilter } = creditDecisionProviderStates(running.portal.container);
    await new Verifier({
      provider: CREDIT_DECISION_PACT.provider,
      providerBaseUrl: `${running.origin}${CREDIT_DECISION_SANDBOX_PATH}`,
      pactUrls: [path.join(CREDIT_DECISION_PACT.dir, CREDIT_DECISION_PACT.file)],
      logLevel: 'warn',
      stateHandlers,
      requestFilter,
    }).verifyProvider();
  }, 120_000);
});
