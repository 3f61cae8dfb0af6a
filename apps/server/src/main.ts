import { readConfig } from './config';
import { atMost } from './http/close-gracefully';
import { createLogger } from './logger';
import { startPortal, type RunningPortal } from './start-portal';
import { startTelemetry } from './telemetry/telemetry';
import { readTelemetrySettings } from './telemetry/telemetry-settings';

/**
 * Should closing ever hang, the process still leaves this long after the requests' grace (its
 * data-folder lock is then stale, not held).
 */
const LAST_RESORT_AFTER_GRACE_MS = 5_000;

/**
 * Starts the portal and stops it gracefully on SIGTERM or SIGINT: unready at once, requests in flight
 * drained, exit 0 once the database is closed (decisions 0213, 2116).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  // Before anything it observes is made; nothing is loaded unless the environment asks (decision 2124).
  const telemetry = await startTelemetry(readTelemetrySettings());

  // Signals are handled from the first moment: as pid 1 in a container an unhandled TERM is ignored,
  // and one arriving while the database opens must still close it.
  const starting: Promise<RunningPortal> = startPortal(config, logger, {
    serveTools: process.env.EMBEDDED_DB_SOCKET !== 'off',
    telemetry,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'portal stopping');
    const { unreadyMs, graceMs } = config.stop;
    setTimeout(
      () => {
        logger.error('portal did not stop in time');
        process.exit(1);
      },
      unreadyMs + graceMs + LAST_RESORT_AFTER_GRACE_MS,
    ).unref();
    starting
      .then((portal) => portal.stop(graceMs, unreadyMs))
      // The spans and metrics still buffered are sent before the process ends.
      .then(() => atMost(2_000, telemetry.shutdown()))
      .then(() => {
        logger.info('portal stopped');
        process.exit(0);
      })
      .catch((error) => {
        logger.error({ err: error }, 'portal did not stop cleanly');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const portal = await starting;
  if (stopping) return;

  const storage = config.databaseUrl
    ? 'PostgreSQL server (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  logger.info({ host: config.host, port: portal.port, storage }, 'portal listening');
  if (process.stdout.isTTY || process.env.npm_lifecycle_event === 'start') {
    process.stdout.write(
      [
        '',
        `Lease Portal is running on ${config.host} port ${portal.port}, storage: ${storage}.`,
        `  Australia (demo):   http://au.localhost:${portal.port}/calculator`,
        `  New Zealand (demo): http://nz.localhost:${portal.port}/calculator`,
        `  Default profile:    http://localhost:${portal.port}/calculator`,
        `  Support tool:       npx lease-admin --help`,
        '',
      ].join('\n'),
    );
  }
}

/**
 * Refusals the operator must act on: another portal owns the data folder, the port cannot be had, a
 * production portal would run on sandboxes or the outbox nobody chose, a partner is half configured.
 */
const OPERATORS_TO_ACT = new Set([
  'DataFolderInUse',
  'PortUnavailable',
  'NotReadyForProduction',
  'PartnerMisconfigured',
]);

main().catch((error) => {
  // A refusal the operator must act on needs its own words, not a stack trace.
  const known = error instanceof Error && OPERATORS_TO_ACT.has(error.name);
  process.stderr.write(
    `The portal could not start: ${error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : error}\n`,
  );
  process.exit(1);
});
