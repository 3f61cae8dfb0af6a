import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { DataFolderLock } from './data-folder-lock';
import { migrate } from './migrations';
import { PgPoolDatabase } from './pg-pool-database';
import type { PGliteDatabase } from './pglite-database';
import { closeToOthers, keepToOwner } from './owner-only-folder';
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
    db = await migrated(await openPGlite(pgliteFolder(dataDir)));
    // What existed before, and a new database's files, which arrive with its template's modes.
    await keepToOwner(dataDir);
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
