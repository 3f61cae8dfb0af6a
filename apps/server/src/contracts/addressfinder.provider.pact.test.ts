import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Verifier } from '@pact-foundation/pact';
import { ADDRESSFINDER_PACT } from '@lease-portal/partners/src/address-finder/addressfinder/addressfinder-pact';
import { readConfig } from '../config';
import { ADDRESSFINDER_SANDBOX_PATH } from '../address-finder/addressfinder-sandbox';
import { startPortal, type RunningPortal } from '../start-portal';
import { addressfinderProviderStates } from './addressfinder-provider-states';

/**
 * Provider side of the Addressfinder adapter's pact: every interaction replayed over HTTP against the
 * Addressfinder sandbox of a running portal (decision 2111), with the sandbox account's key and secret
 * put in by the request filter.
 */
// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

describe(`${ADDRESSFINDER_PACT.provider} (the portal's Addressfinder sandbox) honours the adapter's pact`, () => {
  let dataDir: string;
  let portal: RunningPortal;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-addressfinder-pact-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }), { serveTools: false });
  }, 60_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('verifies every interaction', async () => {
    const { stateHandlers, requestFilter } = addressfinderProviderStates(portal.container);
    await new Verifier({
      provider: ADDRESSFINDER_PACT.provider,
      providerBaseUrl: `http://127.0.0.1:${portal.port}${ADDRESSFINDER_SANDBOX_PATH}`,
      pactUrls: [path.join(ADDRESSFINDER_PACT.dir, ADDRESSFINDER_PACT.file)],
      logLevel: 'warn',
      stateHandlers,
      requestFilter,
    }).verifyProvider();
  }, 120_000);
});
