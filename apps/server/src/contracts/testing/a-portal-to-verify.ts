import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../../config';
import { startPortal, type RunningPortal } from '../../start-portal';
import { quickPasswordHasher } from '../../testing/quick-password-hasher';

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

export interface PortalToVerify {
  readonly portal: RunningPortal;
  /** Where the portal listens, on loopback. */
  readonly origin: string;
}

/**
 * The provider of a verification: a portal on its embedded defaults and a data folder of its own,
 * started before the file's tests and stopped, its folder removed, after them. Read inside a test.
 */
export function aPortalToVerify(name: string): PortalToVerify {
  let dataDir: string | undefined;
  let running: RunningPortal | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `lease-portal-${name}-pact-`));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    // A pact checks what is asked and answered, not hashing: the states' passwords and the portal's
    // own (a new password, a login's decoy) are hashed at a test's scrypt cost.
    running = await startPortal(config, pino({ level: 'silent' }), {
      serveTools: false,
      passwordHasher: quickPasswordHasher,
    });
  }, 60_000);

  afterAll(async () => {
    await running?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const portal = (): RunningPortal => {
    if (!running) throw new Error('The portal to verify starts before the tests');
    return running;
  };
  return {
    get portal() {
      return portal();
    },
    get origin() {
      return `http://127.0.0.1:${portal().port}`;
    },
  };
}
