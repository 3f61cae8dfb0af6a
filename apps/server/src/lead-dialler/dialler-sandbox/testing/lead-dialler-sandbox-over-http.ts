import { leadDialler, type PartnerHttpTuning } from '@lease-portal/partners';
import { LEAD_DIALLER_SANDBOX_PATH, LeadDiallerSandbox } from '../lead-dialler-sandbox';
import { leadDiallerSandboxRouter } from '../lead-dialler-sandbox-router';
import { sandboxOverHttp } from '../../../partner-sandbox/testing/sandbox-over-http';

/**
 * Test support: the dialler sandbox served over real HTTP on loopback, as the portal serves it, every
 * call it answered recorded, and dialler adapters made to reach it.
 */
export async function aLeadDiallerSandboxOverHttp() {
  const sandbox = new LeadDiallerSandbox();
  const served = await sandboxOverHttp(sandbox, (app) => {
    app.use(LEAD_DIALLER_SANDBOX_PATH, leadDiallerSandboxRouter(sandbox));
  });

  return {
    ...served,
    sandbox,
    /** A dialler adapter reaching this sandbox, as the portal builds it without dialler settings. */
    adapter: (http: PartnerHttpTuning = {}) =>
      leadDialler({ baseUrl: () => sandbox.baseUrl(), ...sandbox.client, http }),
  };
}
export type LeadDiallerSandboxOverHttp = Awaited<ReturnType<typeof aLeadDiallerSandboxOverHttp>>;
