import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import { expressMiddleware } from '@as-integrations/express5';
import {
  GetOrgProfilesByDomain,
  ORG_PROFILES,
  PASSWORD_HASHER,
  PruneAccountRecords,
  PruneWebhookEvents,
  RATE_BOOK,
  ResolveSession,
  type OrgProfiles,
  type PasswordHasher,
  type RateBook,
  WorkOffDueJobs,
} from '@lease-portal/domain';
import {
  buildGraphqlServer,
  sessionContextFor,
  subscriptionServing,
  type GraphqlDependencies,
} from '@lease-portal/graphql';
import {
  openDatabase,
  PostgresCreditDecisionListener,
  readMigrations,
  type Database,
} from '@lease-portal/postgres';
import { readAccountSettings, type AccountSettings } from './accounts/account-settings';
import { accountRouters } from './accounts/account-routers';
import { documentRouters } from './documents/document-routers';
import { startAccountRecordsPruning } from './accounts/account-records-pruning';
import { accountsForGraphql } from './accounts/accounts-for-graphql';
import { buildContainer } from './composition-root';
import { readFileSettings } from './files/file-settings';
import { refuseUnsharedFileUrlSecret } from './files/file-url-secret-required';
import { LOOPBACK, type PortalConfig } from './config';
import { loadIndexTemplate } from './http/app-config-page';
import { atMost, drainable } from './http/close-gracefully';
import { createHttpApp } from './http/create-http-app';
import { listenOn } from './http/listen';
import { pageOrgProfileFrom, pageRateBookFrom } from './http/page-answers-from-graphql';
import { sessionCookieJar } from './http/session-cookie';
import type { Logger } from './logger';
import { partnerCallCounts } from '@lease-portal/partners';
import { readPartnerSettings, type PartnerSettings } from './partner-settings';
import { sandboxRouters } from './sandbox-routers';
import { eSignatureListensAt } from './e-signature/bind-e-signature';
import { addressFinderListensAt } from './address-finder/bind-address-finder';
import { crmListensAt } from './crm/bind-crm';
import { leadDiallerListensAt } from './lead-dialler/bind-lead-dialler';
import { businessRegistryListensAt } from './business-registry/bind-business-registry';
import {
  announceStandIns,
  healthNotesOf,
  refuseUnchosenStandIns,
  standInsOf,
  type StandIns,
} from './stand-ins';
import { seedDemoOrganisations } from './seed-demo-data';
import { introducerRouters } from './introducers/bind-introducers';
import { rateBookForGraphql } from './rate-book/bind-rate-book';
import { leadsForGraphql } from './leads/bind-leads';
import { customerForGraphql } from './customer/bind-customer';
import { quoteForGraphql } from './lease-application/bind-quote';
import { officersForGraphql } from './lease-application/bind-officers';
import { filesForGraphql, filesRouters } from './files/bind-files';
import { businessDetailsForGraphql } from './business-details/bind-business-details';
import { contractSigningForGraphql } from './contract-signing/bind-contract-signing';
import {
  identityCheckForGraphql,
  identityScanListensAt,
  identityScanUploadRouters,
} from './identity-check/bind-identity-check';
import { creditCheckForGraphql, creditDecisionListensAt } from './credit-bureau/bind-credit-bureau';
import { serveSubscriptions } from './http/subscription-socket';
import { seedDemoRateBook } from './rate-book/seed-demo-rate-book';
import { JOB_SETTINGS, JOBS_QUEUED } from './jobs/bind-jobs';
import type { JobSettings } from './jobs/job-settings';
import type { JobsQueuedSignal } from './jobs/jobs-queued-signal';
import { startPartnerJobWorker, type PartnerJobWorker } from './jobs/partner-job-worker';
import { portalReadiness } from './portal-readiness';
import { NO_TELEMETRY, type PortalTelemetry } from './telemetry/telemetry';
import { connectHmacKeysOf } from './e-signature/connect/connect-hmac-keys';
import {
  connectListenerUrl,
  connectRouters,
  sendSandboxConnectEvents,
} from './e-signature/connect/connect-wiring';

export interface RunningPortal {
  port: number;
  /** The portal's services, for harnesses that must arrange a state (contract tests, benchmarks). */
  container: Container;
  /**
   * Answers `/ready` 503 at once and stops taking jobs; after `unreadyMs` (none by default) stops
   * accepting connections, closes the subscriptions and lets the requests in flight and the job in
   * hand finish (for `graceMs`, 3 s by default), then closes the database (and frees its data
   * folder) (decisions 0213, 2116).
   */
  stop(graceMs?: number, unreadyMs?: number): Promise<void>;
}

export interface StartOptions {
  /** Serve the embedded database to `lease-admin` over a loopback socket (default on). */
  serveTools?: boolean;
  /** Traces and metrics of its requests, operations, SQL and jobs (decision 2124); none by default. */
  telemetry?: PortalTelemetry;
  /**
   * Tests only: a hasher in place of production's scrypt, for a test whose subject is not hashing.
   * No setting of the portal's reaches it; `npm start` never passes it.
   */
  passwordHasher?: PasswordHasher;
}

export async function startPortal(
  config: PortalConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningPortal> {
  const partners = readPartnerSettings();
  const accounts = { ...readAccountSettings(), sessionTimeoutMinutes: config.sessionTimeoutMinutes };
  const standIns = standInsOf(partners, accounts.smtp !== undefined);
  // Before the data folder is even opened: a production portal on stand-ins nobody chose never serves.
  refuseUnchosenStandIns(config, standIns);
  refuseUnsharedFileUrlSecret(config, readFileSettings());
  const telemetry = options.telemetry ?? NO_TELEMETRY;
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    serveTools: options.serveTools ?? true,
  });
  try {
    return await serve(
      telemetry.database(db),
      config,
      logger,
      { partners, accounts, standIns },
      telemetry,
      options.passwordHasher,
    );
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function serve(
  db: Database,
  config: PortalConfig,
  logger: Logger,
  chosen: { partners: PartnerSettings; accounts: AccountSettings; standIns: StandIns },
  telemetry: PortalTelemetry,
  passwordHasher: PasswordHasher | undefined,
): Promise<RunningPortal> {
  const container = buildContainer(
    db,
    chosen.partners,
    chosen.accounts,
    { ...readFileSettings(), dataDir: config.dataDir, bytesInDatabase: config.databaseUrl !== undefined },
    logger,
  );
  if (passwordHasher) container.rebind<PasswordHasher>(PASSWORD_HASHER).toConstantValue(passwordHasher);
  announceStandIns(logger, config, chosen.standIns);
  const added = await seedDemoOrganisations(container.get<OrgProfiles>(ORG_PROFILES));
  if (added.length > 0) logger.info({ added }, 'demo organisations added');
  const seededAt = performance.now();
  const seeded = await seedDemoRateBook(container.get<RateBook>(RATE_BOOK));
  const seedMs = Math.round(performance.now() - seededAt);
  if (seeded.length > 0) logger.info({ countries: seeded, ms: seedMs }, 'demo rate book loaded');

  const graphqlDependencies: GraphqlDependencies = {
    getOrgProfilesByDomain: container.get(GetOrgProfilesByDomain),
    accounts: accountsForGraphql(container),
    calculator: rateBookForGraphql(container),
    leads: leadsForGraphql(container),
    customer: customerForGraphql(container),
    quote: quoteForGraphql(container),
    officers: officersForGraphql(container),
    files: filesForGraphql(container),
    businessDetails: businessDetailsForGraphql(container),
    contractSigning: contractSigningForGraphql(container),
    identityCheck: identityCheckForGraphql(container),
    creditCheck: creditCheckForGraphql(container),
    log: logger,
  };
  const graphql = buildGraphqlServer(graphqlDependencies, { plugins: telemetry.graphqlPlugins });
  await graphql.start();
  // Connect's keys; without a DocuSign account, one the sandbox and the listener share (decision 2105).
  const connectKeys = connectHmacKeysOf(chosen.partners);
  let ownUrl: string | undefined = undefined;
  if (!chosen.partners.docuSign) sendSandboxConnectEvents(container, connectKeys, () => ownUrl, logger);

  let stopping = false;
  let jobWorker: PartnerJobWorker | undefined;
  // Found once, not by every request's context (both are single services).
  const resolveSession = container.get(ResolveSession);
  const organisations = container.get(GetOrgProfilesByDomain);
  const app = createHttpApp({
    logger,
    graphql: telemetry.graphql(
      expressMiddleware(graphql, {
        // The viewer comes from the session cookie (or a bearer token); resolving it slides the session's timeout.
        context: async ({ req, res }) =>
          sessionContextFor(
            {
              host: req.headers.host,
              authorization: req.headers.authorization,
              cookie: req.headers.cookie,
              clientAddress: req.ip,
              sessionCookie: sessionCookieJar(req, res),
            },
            resolveSession,
            organisations,
          ),
      }),
    ),
    isReady: portalReadiness(db, await readMigrations(), {
      stopping: () => stopping,
      workerRunning: () => jobWorker?.running === true,
    }),
    isHealthy: async () => {
      await db.query('SELECT 1');
      return true;
    },
    healthNotes: healthNotesOf(config, chosen.standIns),
    partnerCalls: () => partnerCallCounts.snapshot(),
    webDistDir: config.webDistDir,
    indexTemplate: await loadIndexTemplate(config.webDistDir),
    webAppConfig: {
      graphqlUrl: '/graphql',
      sessionTimeoutMinutes: config.sessionTimeoutMinutes,
      ...(config.specialIntroducerAbn ? { specialIntroducerAbn: config.specialIntroducerAbn } : {}),
    },
    pageOrgProfileFor: pageOrgProfileFrom(graphql),
    pageRateBookFor: pageRateBookFrom(graphql),
    routers: [
      ...accountRouters(container, config.production),
      ...sandboxRouters(container, chosen.standIns.adapters),
      ...filesRouters(container),
      ...identityScanUploadRouters(container),
      ...documentRouters(container, config.specialIntroducerAbn),
      ...connectRouters(container, db, connectKeys, logger),
      ...introducerRouters(container, logger),
    ],
    trustProxy: config.trustProxy,
  });

  // Listening first: a port that cannot be had leaves no worker or timer behind.
  const server = await listenOn(telemetry.requests(app), config.port, config.host ?? LOOPBACK).catch(
    async (error) => {
      await graphql.stop();
      throw error;
    },
  );
  const drain = drainable(server);
  const port = (server.address() as AddressInfo).port;
  // The e-signature adapter reaches the portal's own DocuSign sandbox here, like any partner (decision 2103).
  const origin = ownOrigin(server.address() as AddressInfo);
  eSignatureListensAt(container, origin);
  // The registers' adapters reach the portal's own ABR and NZBN sandboxes here too (decision 2110).
  businessRegistryListensAt(container, origin);
  // And the address adapter its Addressfinder sandbox (decision 2111).
  addressFinderListensAt(container, origin);
  crmListensAt(container, origin);
  identityScanListensAt(container, origin);
  leadDiallerListensAt(container, origin);
  // And the credit decision adapter its credit decision sandbox (decision 2120).
  creditDecisionListensAt(container, origin);
  ownUrl = connectListenerUrl(origin);
  telemetry.observe(db);
  const stopPruning = startAccountRecordsPruning(container.get(PruneAccountRecords), logger);
  const worker = (jobWorker = startPartnerJobWorker({
    work: container.get(WorkOffDueJobs),
    signal: container.get<JobsQueuedSignal>(JOBS_QUEUED),
    logger,
    idlePollMs: container.get<JobSettings>(JOB_SETTINGS).idlePollMs,
  }));
  // Old webhook events are forgotten by a daily job: each replica queues the day's at start (decision 2109).
  await container
    .get(PruneWebhookEvents)
    .schedule()
    .catch((error: unknown) =>
      logger.warn({ err: error }, 'the daily prune of webhook events was not queued'),
    );
  // The credit decision reaches the waiting screen over the API's WebSocket (decision 1660). The
  // replica listens for decisions from its start, so none announced before its first waiter is missed.
  await container.get(PostgresCreditDecisionListener).listenNow();
  const subscriptions = serveSubscriptions(server, subscriptionServing(graphqlDependencies), (request) =>
    sessionContextFor(
      {
        host: request.headers.host,
        cookie: request.headers.cookie,
        clientAddress: request.socket.remoteAddress,
      },
      container.get(ResolveSession),
      container.get(GetOrgProfilesByDomain),
    ),
  );

  return {
    port,
    container,
    async stop(graceMs = 3_000, unreadyMs = 0) {
      // Unready at once; the job in hand finishes while other replicas take the queue (decision 2116).
      stopping = true;
      const workerStopped = worker.stop();
      stopPruning();
      // Still serving meanwhile, for load balancers to take this replica out first.
      if (unreadyMs > 0) await new Promise((resolve) => setTimeout(resolve, unreadyMs));
      // No new connection from here. Subscriptions end without another read (1001 Going away: their
      // clients reconnect, to another replica); then the one LISTEN they waited on stops.
      const drained = drain(graceMs);
      await subscriptions.close();
      await container.get(PostgresCreditDecisionListener).close();
      // Requests in flight and the job in hand share one grace; whatever they still ask of the
      // database after it is refused when it closes, so the stop ends within seconds (decision 2025).
      await Promise.all([drained, atMost(graceMs, workerStopped)]);
      await graphql.stop();
      await db.close();
    },
  };
}

/** Where this process reaches itself: the address it listens on, loopback for every interface. */
function ownOrigin(address: AddressInfo): string {
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const host = everywhere
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
