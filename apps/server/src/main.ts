import { readConfig } from './config';
import { createLogger } from './logger';
import { startPortal } from './start-portal';

/** Starts the portal and stops it gracefully on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const portal = await startPortal(config, logger, { serveTools: process.env.EMBEDDED_DB_SOCKET !== 'off' });

  const storage = config.databaseUrl
    ? 'PostgreSQL server (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  logger.info({ port: portal.port, storage }, 'portal listening');
  if (process.stdout.isTTY || process.env.npm_lifecycle_event === 'start') {
    process.stdout.write(
      [
        '',
        `Lease Portal is running on port ${portal.port}, storage: ${storage}.`,
        `  Australia (demo):   http://au.localhost:${portal.port}/calculator`,
        `  New Zealand (demo): http://nz.localhost:${portal.port}/calculator`,
        `  Default profile:    http://localhost:${portal.port}/calculator`,
        `  Support tool:       npx lease-admin --help`,
        '',
      ].join('\n'),
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'portal stopping');
    // In-flight requests get a few seconds; then the process leaves regardless.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    portal
      .stop()
      .then(() => logger.info('portal stopped'))
      .catch((error) => logger.error({ err: error }, 'portal did not stop cleanly'))
      .finally(() => process.exit(process.exitCode ?? 0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(
    `The portal could not start: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
