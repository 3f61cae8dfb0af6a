import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { providerStates } from './provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the contract between the web app and the API: every pact in contracts/pacts whose
 * provider is LeasePortalApi is replayed against the real server on a real (embedded) database.
 */
const PROVIDER = 'LeasePortalApi';
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
  const running = aPortalToVerify('web-api');

  it('has at least one pact to verify', async () => {
    expect(await pactsForProvider()).not.toHaveLength(0);
  });

  it('verifies every pact', async () => {
    const pactUrls = await pactsForProvider();
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: `${running.origin}`,
      pactUrls,
      logLevel: 'warn',
      stateHandlers: providerStates(running.portal.container),
    }).verifyProvider();
    // Each signed-in state hashes a password and signs in: about half a second an interaction, and
    // several times that on a busy machine.
  }, 300_000);
});
