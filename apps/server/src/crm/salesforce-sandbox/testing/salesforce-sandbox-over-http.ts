import type { SandboxCrmStore } from '@lease-portal/domain';
import { InMemorySandboxCrmStore } from '@lease-portal/domain/src/leads/testing/in-memory-sandbox-crm-store';
import { salesforceCrm, type PartnerHttpTuning } from '@lease-portal/partners';
import { SALESFORCE_SANDBOX_PATH, SalesforceSandbox } from '../salesforce-sandbox';
import { salesforceSandboxRouter } from '../salesforce-sandbox-router';
import { sandboxOverHttp } from '../../../partner-sandbox/testing/sandbox-over-http';

/**
 * Test support: the Salesforce sandbox served over real HTTP on loopback, as the portal serves it,
 * every call it answered recorded, and Salesforce adapters made to reach it.
 */
export async function aSalesforceSandboxOverHttp(
  options: { store?: SandboxCrmStore; sessionSeconds?: number } = {},
) {
  const store = options.store ?? new InMemorySandboxCrmStore();
  const sandbox = new SalesforceSandbox(
    store,
    0,
    options.sessionSeconds ? { sessionSeconds: options.sessionSeconds } : {},
  );
  const served = await sandboxOverHttp(sandbox, (app) => {
    app.use(SALESFORCE_SANDBOX_PATH, salesforceSandboxRouter(sandbox));
  });

  return {
    ...served,
    sandbox,
    store,
    /** A Salesforce adapter reaching this sandbox, as the portal builds it without Salesforce settings. */
    adapter: (http: PartnerHttpTuning = {}) =>
      salesforceCrm({ loginUrl: () => sandbox.loginUrl(), ...sandbox.client, http }),
  };
}
export type SalesforceSandboxOverHttp = Awaited<ReturnType<typeof aSalesforceSandboxOverHttp>>;
