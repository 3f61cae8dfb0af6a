import type { Database } from './database';
import { DataFolderInUse } from './data-folder-lock';
import { migrationNames, unappliedMigrations } from './migrations';
import { migrated, openOwnedFolder, type DatabaseOptions } from './open-database';
import { PgPoolDatabase } from './pg-pool-database';
import { readToolSocketAddress } from './tool-socket-file';

/**
 * Opens the database for the support tool: the PostgreSQL server when DATABASE_URL is given, else the
 * PGlite folder itself when no process owns it (the tool then owns it until it closes), else the
 * running portal's embedded database through its loopback socket, with the password the portal wrote
 * in the folder. The server is migrated as the portal migrates it, and the folder when a migration of
 * this build is missing (`db migrate` relies on both); a running portal's database is never migrated
 * by the tool, which refuses it instead when it lacks one.
 */
export async function openDatabaseForTool(options: Omit<DatabaseOptions, 'serveTools'>): Promise<Database> {
  if (options.databaseUrl) return migrated(new PgPoolDatabase({ connectionString: options.databaseUrl }));
  let owner;
  try {
    return (await openOwnedFolder(options.dataDir, 'tool')).db;
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    owner = error.owner;
  }
  const portal = owner.kind === 'portal' ? await readToolSocketAddress(options.dataDir, owner) : undefined;
  if (!portal) {
    throw new Error(
      owner.kind === 'portal'
        ? `The portal (pid ${owner.pid}) owns this data folder and serves no database socket (it is starting, or runs with EMBEDDED_DB_SOCKET=off); try again or stop it first.`
        : `Another run of the support tool (pid ${owner.pid}) has this data folder open; try again when it has finished.`,
    );
  }
  const db = new PgPoolDatabase({
    host: portal.host,
    port: portal.port,
    // PGlite accepts any user name; pg needs one named when the environment gives none.
    user: 'postgres',
    database: 'postgres',
    password: portal.password,
    max: 1,
    location: `running portal (pid ${portal.pid}) at ${portal.host}:${portal.port}`,
  });
  let unapplied: string[];
  try {
    unapplied = await unappliedMigrations(db, await migrationNames());
  } catch (error) {
    await db.close();
    // Never fall back to the folder here: the portal still owns it.
    throw new Error(
      `The portal (pid ${portal.pid}) is running but its database socket did not answer: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (unapplied.length > 0) {
    await db.close();
    // The portal migrates its database as it starts; the tool never does, beside it.
    throw new Error(
      `The running portal (pid ${portal.pid}) has not applied ${unapplied.join(', ')}, which this version of lease-admin needs; restart the portal with this version (it migrates as it starts), then try again.`,
    );
  }
  return db;
}
