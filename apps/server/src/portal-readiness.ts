import { pendingMigrations, type Database, type Migration } from '@lease-portal/postgres';
import { readinessOf, type Readiness } from './http/readiness';

/**
 * The portal's readiness (decision 2116): not stopping, its database answering, every migration this
 * build knows applied as it is, and its job worker taking jobs. A replica that fails one is taken out
 * of the load balancer until it passes again; it is not restarted.
 */
export function portalReadiness(
  db: Database,
  migrations: Migration[],
  state: { stopping(): boolean; workerRunning(): boolean },
): () => Promise<Readiness> {
  return () =>
    readinessOf({
      stopping: () => !state.stopping(),
      database: async () => (await db.query('SELECT 1 AS one')).length === 1,
      migrations: async () => (await pendingMigrations(db, migrations)).length === 0,
      'job worker': () => state.workerRunning(),
    });
}
