import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrations';
import { PgPoolDatabase } from './pg-pool-database';
import { PGliteDatabase } from './pglite-database';
import { PortalToolSocket, type ToolSocketOptions } from './portal-tool-socket';
import { readLiveToolSocketAddress } from './tool-socket-file';

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
  const running = await readLiveToolSocketAddress(options.dataDir);
  if (running) {
    throw new Error(
      `Another portal process (pid ${running.pid}) owns the embedded database in this data folder; stop it first.`,
    );
  }
  await mkdir(options.dataDir, { recursive: true });
  const db = await migrated(await PGliteDatabase.open(pgliteFolder(options.dataDir)));
  if (options.serveTools) {
    try {
      const socket = await PortalToolSocket.serve(
        db,
        options.dataDir,
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

/** An empty embedded database in memory, migrated: for tests and demonstrations. */
export async function openMemoryDatabase(): Promise<PGliteDatabase> {
  return migrated(await PGliteDatabase.open());
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
