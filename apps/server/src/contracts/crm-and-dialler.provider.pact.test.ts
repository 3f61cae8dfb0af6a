import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Verifier } from '@pact-foundation/pact';
import { SALESFORCE_PACT } from '@lease-portal/partners/src/crm/salesforce/salesforce-pact';
import { LEAD_DIALLER_PACT } from '@lease-portal/partners/src/lead-dialler/lead-dialler-pact';
import { readConfig } from '../config';
import { SALESFORCE_SANDBOX_PATH } from '../crm/salesforce-sandbox/salesforce-sandbox';
import { LEAD_DIALLER_SANDBOX_PATH } from '../lead-dialler/dialler-sandbox/lead-dialler-sandbox';
import { startPortal, type RunningPortal } from '../start-portal';
import { crmAndDiallerProviderStates } from './crm-and-dialler-provider-states';

/**
 * Provider side of the Salesforce and dialler adapters' pacts: every interaction replayed over HTTP
 * against the Salesforce and dialler sandboxes of a running portal (decisions 2117, 2118), its records
 * in the portal's database; the consumer's client credentials and tokens exchanged for the sandboxes'.
 */
// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

describe("the portal's Salesforce and dialler sandboxes honour the adapters' pacts", () => {
  let dataDir: string;
  let portal: RunningPortal;
  let origin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-crm-pact-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }), { serveTools: false });
    origin = `http://127.0.0.1:${portal.port}`;
  }, 60_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    [SALESFORCE_PACT.provider, SALESFORCE_PACT, SALESFORCE_SANDBOX_PATH, 'salesforce'],
    [LEAD_DIALLER_PACT.provider, LEAD_DIALLER_PACT, LEAD_DIALLER_SANDBOX_PATH, 'dialler'],
  ] as const)(
    'verifies every interaction of the %s pact',
    async (_name, pact, sandboxPath, partner) => {
      const { stateHandlers, requestFilter } = crmAndDiallerProviderStates(portal.container)[partner];
      await new Verifier({
        provider: pact.provider,
        providerBaseUrl: `${origin}${sandboxPath}`,
        pactUrls: [path.join(pact.dir, pact.file)],
        logLevel: 'warn',
        stateHandlers,
        requestFilter,
      }).verifyProvider();
    },
    120_000,
  );
});
