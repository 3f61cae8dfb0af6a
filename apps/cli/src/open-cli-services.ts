import { userInfo } from 'node:os';
import {
  AUDIT_TRAIL,
  LEADS,
  MAIL_OUTBOX,
  ORG_PROFILES,
  RATE_BOOK,
  RATE_BOOK_SUMMARIES,
  VEHICLE_APPLICATIONS,
} from '@lease-portal/domain';
import { openDatabaseForTool, type Database } from '@lease-portal/postgres';
import { buildContainer, readConfig, readPartnerSettings } from '@lease-portal/server';
import type { CliServices } from './services';

/**
 * The CLI's services come from the portal's own composition root, on the portal's data: DATABASE_URL,
 * else the running portal's embedded database over its loopback socket, else the data folder itself.
 */
export function openCliServices(env: NodeJS.ProcessEnv = process.env) {
  let db: Database | undefined;
  return {
    async open(): Promise<CliServices> {
      const config = readConfig(env);
      db ??= await openDatabaseForTool({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      const container = buildContainer(db, readPartnerSettings(env));
      return {
        operator: `os:${userInfo().username}`,
        orgProfiles: container.get(ORG_PROFILES),
        applications: container.get(VEHICLE_APPLICATIONS),
        auditTrail: container.get(AUDIT_TRAIL),
        mailOutbox: container.get(MAIL_OUTBOX),
        rateBook: container.get(RATE_BOOK),
        rateBookSummaries: container.get(RATE_BOOK_SUMMARIES),
        leads: container.get(LEADS),
      };
    },
    async close() {
      await db?.close();
    },
  };
}
