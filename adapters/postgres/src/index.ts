// The storage adapter: PostgreSQL (a server through pg, or embedded PGlite) behind the domain's ports.
export type { ConnectionUse, Database, SqlSession, TransactionSession } from './database';
export { PGliteDatabase } from './pglite-database';
export { PgPoolDatabase, type PgPoolOptions } from './pg-pool-database';
export { openDatabase, openMemoryDatabase, pgliteFolder, type DatabaseOptions } from './open-database';
export { openDatabaseForTool } from './open-database-for-tool';
export { PortalToolSocket, type ToolSocketOptions } from './portal-tool-socket';
export { migrate, pendingMigrations, readMigrations, MIGRATIONS_FOLDER, type Migration } from './migrations';
export { PostgresOrgProfiles, normalisedDomain } from './postgres-org-profiles';
export { CachedOrgProfiles, ORG_PROFILES_MAX_AGE_MS } from './cached-org-profiles';
export { PostgresUsers, normalisedEmail } from './postgres-users';
export {
  PostgresVehicleApplications,
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
} from './postgres-vehicle-applications';
export { PostgresAuditTrail } from './postgres-audit-trail';
export { PostgresApplicationFinder } from './postgres-application-finder';
export * from './accounts';
export * from './rate-book';
export * from './leads';
export * from './e-signature';
export * from './credit-bureau';
export * from './identity-check';
export * from './jobs';
export { PostgresUnitOfWork } from './postgres-unit-of-work';
export * from './files';
export * from './staff';
export * from './webhooks';
export * from './introducers';
