import { mkdir } from 'node:fs/promises';
import type { Database } from './database';
import { migrated, pgliteFolder, type DatabaseOptions } from './open-database';
import { PgPoolDatabase } from './pg-pool-database';
import { PGliteDatabase } from './pglite-database';
import { readLiveToolSocketAddress } from './tool-socket-file';

/**
 * Opens the database for the support tool: the PostgreSQL server when DATABASE_URL is given, else the
 * running portal's embedded database through its loopback socket, else the PGlite folder itself (one
 * process may own a folder, so the folder is opened only when no portal is running).
 */
export async function openDatabaseForTool(options: Omit<DatabaseOptions, 'serveTools'>): Promise<Database> {
  if (options.databaseUrl) return migrated(new PgPoolDatabase({ connectionString: options.databaseUrl }));
  const portal = await readLiveToolSocketAddress(options.dataDir);
  if (!portal) {
    await mkdir(options.dataDir, { recursive: true });
    return migrated(await PGliteDatabase.open(pgliteFolder(options.dataDir)));
  }
  const db = new PgPoolDatabase({
    host: portal.host,
    port: portal.port,
    // PGlite accepts any user; pg needs one named when the environment gives none.
    user: 'postgres',
    database: 'postgres',
    max: 1,
    location: `running portal (pid ${portal.pid}) at ${portal.host}:${portal.port}`,
  });
  try {
    await db.query('SELECT 1');
    return db;
  } catch (error) {
    await db.close();
    // Never fall back to the folder here: the portal still owns it.
    throw new Error(
      `The portal (pid ${portal.pid}) is running but its database socket did not answer: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
