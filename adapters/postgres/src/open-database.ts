import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { DataFolderLock } from './data-folder-lock';
import {
  migrate,
  migrationNames,
  MIGRATIONS_FOLDER,
  readMigrations,
  unappliedMigrations,
} from './migrations';
import { PgPoolDatabase } from './pg-pool-database';
import type { PGliteDatabase } from './pglite-database';
import { closeToOthers, keepToOwner, tightenUnder } from './owner-only-folder';
import { openPGlite } from './pglite-template';
import { PortalToolSocket, type ToolSocketOptions } from './portal-tool-socket';
import { toolSocketFile } from './tool-socket-file';

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded engine keeps its data under `dataDir`. */
  databaseUrl?: string;
  /** The portal's data folder; the embedded database lives in its `pglite` subfolder. */
  dataDir: string;
  /** Serve the embedded database to the support tool over a loopback socket (the portal does). */
  serveTools?: boolean | ToolSocketOptions;
}

export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Opens the portal's database, migrated to the latest schema. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return migrated(new PgPoolDatabase({ connectionString: options.databaseUrl }));
  const { db, lock } = await openOwnedFolder(options.dataDir, 'portal');
  // Whatever an earlier portal left there is not this one's address.
  await rm(toolSocketFile(options.dataDir), { force: true });
  if (options.serveTools) {
    try {
      const socket = await PortalToolSocket.serve(
        db,
        options.dataDir,
        lock.owner,
        options.serveTools === true ? {} : options.serveTools,
      );
      db.onClose(() => socket.stop());
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

/**
 * Takes the data folder's lock (decision 0211), then opens and migrates its embedded database; the
 * lock is released when the database closes, or at once when it cannot be opened.
 *
 * The portal checks every migration and tightens everything in the folder at each start (decision
 * 2024). The support tool, which opens the folder for one command, compares the names of the
 * migrations the database has applied with this build's and migrates only when one is missing; on a
 * database it did not make it tightens the engine's folder only, not what the portal stored beside it
 * (uploads): the data folder itself is closed to others at every open, and the portal's next start
 * tightens everything again.
 */
export async function openOwnedFolder(
  dataDir: string,
  kind: 'portal' | 'tool',
): Promise<{ db: PGliteDatabase; lock: DataFolderLock }> {
  // Owner-only, new or not: the folder holds the database and the tool socket's password.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Closed to others before anything is read or written; its contents are tightened once open.
  await closeToOthers(dataDir);
  const lock = await DataFolderLock.acquire(dataDir, kind);
  let db: PGliteDatabase;
  try {
    const isNew = !existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
    const opened = await openPGlite(pgliteFolder(dataDir));
    db = kind === 'portal' ? await migrated(opened) : await migratedWhenBehind(opened);
    // What existed before, and a new database's files, which arrive with its template's modes.
    if (kind === 'portal' || isNew) await keepToOwner(dataDir);
    // The engine writes some files with modes of its own as it starts (its relation cache's
    // pg_internal.init, 0644, whatever the umask); the rest of the folder is written by this
    // project's processes, owner-only by their umask.
    else tightenUnder(pgliteFolder(dataDir));
  } catch (error) {
    await lock.release();
    throw error;
  }
  db.afterClose(() => lock.release());
  return { db, lock };
}

/** An empty embedded database in memory, migrated: for tests and demonstrations. */
export async function openMemoryDatabase(): Promise<PGliteDatabase> {
  return migrated(await openPGlite());
}

export async function migrated<T extends Database>(db: T): Promise<T> {
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The support tool's check: the names the database has applied against this build's list of files,
 * none of them read; the full migration (every file read, checked and applied in one transaction)
 * only when one is missing.
 */
export async function migratedWhenBehind<T extends Database>(db: T, folder = MIGRATIONS_FOLDER): Promise<T> {
  try {
    const missing = await unappliedMigrations(db, await migrationNames(folder));
    if (missing.length > 0) await migrate(db, await readMigrations(folder));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
