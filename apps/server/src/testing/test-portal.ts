import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, type Logger } from '../logger';
import { startPortal, type RunningPortal, type StartOptions } from '../start-portal';

export interface TestPortal {
  portal: RunningPortal;
  dataDir: string;
  /** The portal's origin on loopback, e.g. http://127.0.0.1:53127. */
  base: string;
  /** Stops the portal and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Test support: the real portal on a fresh embedded database in a temporary folder, on a free port,
 * logging nowhere unless a test gives it a logger.
 */
export async function startTestPortal(
  name: string,
  options: StartOptions = {},
  logger: Logger = createLogger('silent'),
): Promise<TestPortal> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `lease-portal-${name}-`));
  const portal = await startPortal(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      logLevel: 'silent',
      webDistDir: dataDir,
      sessionTimeoutMinutes: 30,
      trustProxy: 'loopback',
      production: false,
      sandboxPartners: [],
      mailOutbox: false,
      stop: { unreadyMs: 0, graceMs: 3_000 },
    },
    logger,
    options,
  );
  return {
    portal,
    dataDir,
    base: `http://127.0.0.1:${portal.port}`,
    async stop() {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
