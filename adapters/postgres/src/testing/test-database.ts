import type { Database } from '../database';

/** Opens a fresh, migrated database for one suite and disposes of it afterwards. */
export interface DatabaseFactory {
  open(): Promise<Database>;
  dispose(db: Database): Promise<void>;
}

/** Opening and migrating a fresh database takes seconds, more on a busy machine or a new server. */
const OPEN_TIMEOUT_MS = 120_000;

/**
 * A fresh database for the enclosing describe block, disposed of after it; `opened` builds what the
 * tests use on it (repositories, seed rows).
 */
export function withTestDatabase(
  factory: DatabaseFactory,
  opened: (db: Database) => void | Promise<void>,
): void {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await factory.open();
    await opened(db);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    if (db) await factory.dispose(db);
  }, OPEN_TIMEOUT_MS);
}
