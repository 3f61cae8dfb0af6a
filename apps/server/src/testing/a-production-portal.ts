import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../config';
import { startPortal, type RunningPortal } from '../start-portal';

/**
 * Test support: the portal started as production starts it (NODE_ENV=production and `env`, the
 * partners' settings read from the process's environment), on a fresh embedded database, every line
 * it logs kept for the test to read.
 */
export async function aProductionPortal(name: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `lease-portal-${name}-`));
  const lines: { msg: string; [key: string]: unknown }[] = [];
  const config = {
    ...readConfig({ NODE_ENV: 'production', ...env, DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: dataDir }),
    databaseUrl: undefined,
  };
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as never) },
  );
  const portal: RunningPortal = await startPortal(config, logger, { serveTools: false });
  return {
    portal,
    lines,
    base: `http://127.0.0.1:${portal.port}`,
    async stop() {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
