import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Verifier } from '@pact-foundation/pact';
import { ABR_PACT } from '@lease-portal/partners/src/business-registry/abr/abr-pact';
import { NZBN_PACT } from '@lease-portal/partners/src/business-registry/nzbn/nzbn-pact';
import { readConfig } from '../config';
import { ABR_SANDBOX_PATH, NZBN_SANDBOX_PATH } from '../business-registry/register-sandboxes';
import { startPortal, type RunningPortal } from '../start-portal';
import { registerProviderStates } from './register-provider-states';

/**
 * Provider side of the registers' adapters' pacts: every interaction replayed over HTTP against the ABR
 * and NZBN sandboxes of a running portal (decision 2110), the consumer's GUID and subscription key
 * exchanged for the sandboxes' own.
 */
// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

describe("the portal's ABR and NZBN sandboxes honour the registers' adapters' pacts", () => {
  let dataDir: string;
  let portal: RunningPortal;
  let origin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-registers-pact-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }), { serveTools: false });
    origin = `http://127.0.0.1:${portal.port}`;
  }, 60_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    [ABR_PACT, ABR_SANDBOX_PATH, 'abr'],
    [NZBN_PACT, NZBN_SANDBOX_PATH, 'nzbn'],
  ] as const)(
    'verifies every interaction of %s',
    async (pact, sandboxPath, register) => {
      const { stateHandlers, requestFilter } = registerProviderStates(portal.container)[register];
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
