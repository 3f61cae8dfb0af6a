import { systemClock, type Clock } from '@lease-portal/domain';
import { InMemorySandboxCreditStore } from '@lease-portal/domain/src/credit-bureau/testing/in-memory-sandbox-credit-store';
import { SandboxCreditBureau, creditBureau, type PartnerHttpTuning } from '@lease-portal/partners';
import { CREDIT_DECISION_SANDBOX_PATH, CreditDecisionSandbox } from '../credit-decision-sandbox';
import { creditDecisionSandboxRouter } from '../credit-decision-sandbox-router';
import { sandboxOverHttp } from '../../../partner-sandbox/testing/sandbox-over-http';

/**
 * Test support: the credit decision sandbox served over real HTTP on loopback, as the portal serves it,
 * its enquiries kept in memory, every call it answered recorded, and credit decision adapters made to
 * reach it.
 */
export async function aCreditDecisionSandboxOverHttp(options: { delayMs?: number; clock?: Clock } = {}) {
  const store = new InMemorySandboxCreditStore();
  const engine = new SandboxCreditBureau(store, options.clock ?? systemClock, options.delayMs ?? 0);
  const sandbox = new CreditDecisionSandbox(engine, store);
  const served = await sandboxOverHttp(sandbox, (app) => {
    app.use(CREDIT_DECISION_SANDBOX_PATH, creditDecisionSandboxRouter(sandbox));
  });

  return {
    ...served,
    sandbox,
    store,
    /** A credit decision adapter reaching this sandbox, as the portal builds it without a service configured. */
    adapter: (http: PartnerHttpTuning = {}) =>
      creditBureau({ baseUrl: () => sandbox.baseUrl(), ...sandbox.client, http }),
  };
}
export type CreditDecisionSandboxOverHttp = Awaited<ReturnType<typeof aCreditDecisionSandboxOverHttp>>;
