import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Verifier } from '@pact-foundation/pact';
import { readConfig } from '../config';
import { startPortal, type RunningPortal } from '../start-portal';
import { providerStates } from './provider-states';

/**
 * Provider side of the contract between the web app and the API: every pact in contracts/pacts whose
 * provider is LeasePortalApi is replayed against the real server on a real (embedded) database.
 */
const PROVIDER = 'LeasePortalApi';
// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';
const pactsDir = path.resolve(__dirname, '../../../../contracts/pacts');

async function pactsForProvider(): Promise<string[]> {
  const files = (await readdir(pactsDir)).filter((f) => f.endsWith('.json'));
  const mine: string[] = [];
  for (const file of files) {
    const pact = JSON.parse(await readFile(path.join(pactsDir, file), 'utf8')) as {
      provider?: { name?: string };
    };
    if (pact.provider?.name === PROVIDER) mine.push(path.join(pactsDir, file));
  }
  return mine;
}

describe(`${PROVIDER} honours its consumers' pacts`, () => {
  let dataDir: string;
  let portal: RunningPortal;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-pact-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }), { serveTools: false });
  }, 60_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has at least one pact to verify', async () => {
    expect(await pactsForProvider()).not.toHaveLength(0);
  });

  it('verifies every pact', async () => {
    const pactUrls = await pactsForProvider();
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: `http://127.0.0.1:${portal.port}`,
      pactUrls,
      logLevel: 'warn',
      stateHandlers: providerStates(portal.container),
    }).verifyProvider();
    // Each signed-in state hashes a password and signs in: about half a second an interaction, and
    // several times that on a busy machine.
  }, 300_000);
});
