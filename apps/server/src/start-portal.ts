import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Container } from 'inversify';
import { expressMiddleware } from '@as-integrations/express5';
import { GetOrgProfilesByDomain, ORG_PROFILES, type OrgProfiles } from '@lease-portal/domain';
import { buildGraphqlServer, graphqlContextFor } from '@lease-portal/graphql';
import { openDatabase, type Database } from '@lease-portal/postgres';
import { buildContainer } from './composition-root';
import type { PortalConfig } from './config';
import { loadIndexTemplate } from './http/app-config-page';
import { createHttpApp } from './http/create-http-app';
import type { Logger } from './logger';
import { readPartnerSettings } from './partner-settings';
import { seedDemoOrganisations } from './seed-demo-data';

export interface RunningPortal {
  port: number;
  /** The portal's services, for harnesses that must arrange a state (contract tests, benchmarks). */
  container: Container;
  /** Stops accepting requests, lets the ones in flight finish, then closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Serve the embedded database to `lease-admin` over a loopback socket (default on). */
  serveTools?: boolean;
}

export async function startPortal(
  config: PortalConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningPortal> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    serveTools: options.serveTools ?? true,
  });
  try {
    return await serve(db, config, logger);
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function serve(db: Database, config: PortalConfig, logger: Logger): Promise<RunningPortal> {
  const container = buildContainer(db, readPartnerSettings());
  const added = await seedDemoOrganisations(container.get<OrgProfiles>(ORG_PROFILES));
  if (added.length > 0) logger.info({ added }, 'demo organisations added');

  const graphql = buildGraphqlServer({
    getOrgProfilesByDomain: container.get(GetOrgProfilesByDomain),
    log: logger,
  });
  await graphql.start();

  const app = createHttpApp({
    logger,
    graphql: expressMiddleware(graphql, {
      context: async ({ req }) =>
        graphqlContextFor({ host: req.headers.host, authorization: req.headers.authorization }),
    }),
    isHealthy: async () => {
      await db.query('SELECT 1');
      return true;
    },
    webDistDir: config.webDistDir,
    indexTemplate: await loadIndexTemplate(config.webDistDir),
    webAppConfig: { graphqlUrl: '/graphql', sessionTimeoutMinutes: config.sessionTimeoutMinutes },
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.port, () => resolve(listening));
    listening.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    container,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await graphql.stop();
      await db.close();
    },
  };
}
