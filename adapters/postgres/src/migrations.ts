import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, SqlSession } from './database';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', 'migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The names of this build's migrations, `0001_initial.sql`, `0002_sessions.sql`..., in order: the folder's listing alone. */
export async function migrationNames(folder = MIGRATIONS_FOLDER): Promise<string[]> {
  return (await readdir(folder)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}

/** `0001_initial.sql`, `0002_sessions.sql`...: applied in the order of their names. */
export async function readMigrations(folder = MIGRATIONS_FOLDER): Promise<Migration[]> {
  const names = await migrationNames(folder);
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(folder, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * The migrations of `migrations` the database has not applied as they are, by name: none when its
 * schema is the one this build expects (the portal's readiness, decision 2116).
 */
export async function pendingMigrations(db: SqlSession, migrations: Migration[]): Promise<string[]> {
  const checksums = await appliedChecksums(db);
  return migrations
    .filter((migration) => checksums.get(migration.name) !== migration.checksum)
    .map((m) => m.name);
}

/**
 * The migrations of `names` the database has not applied, by name alone: the support tool's check at
 * each command, which reads no migration's file. A migration changed after it was applied is the
 * full check's to find (`migrate`, at the portal's start and in `db migrate` on a server).
 */
export async function unappliedMigrations(db: SqlSession, names: readonly string[]): Promise<string[]> {
  const applied = await appliedChecksums(db);
  return names.filter((name) => !applied.has(name));
}

/** What the database has applied, name to checksum; nothing when it was never migrated. */
async function appliedChecksums(db: SqlSession): Promise<Map<string, string>> {
  const [known] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  const applied = known?.present
    ? await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')
    : [];
  return new Map(applied.map((row) => [row.name, row.checksum]));
}

/**
 * Applies the pending migrations in one transaction and returns their names. A transaction-scoped
 * advisory lock makes replicas that start together wait for each other instead of racing; the key
 * includes the schema, so separate schemas (tests) do not wait on each other.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (session) => {
    await session.query(
      `SELECT pg_advisory_xact_lock(hashtext('lease-portal migrations ' || current_schema()))`,
    );
    // Only when missing: CREATE needs a privilege on the schema even when the table exists, which
    // the portal's runtime role does not have (decision 2044); it only reads what was applied.
    const [known] = await session.query<{ present: boolean }>(
      `SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
    );
    if (!known?.present) {
      await session.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name        text PRIMARY KEY,
        checksum    text NOT NULL,
        applied_at  timestamptz NOT NULL DEFAULT now()
      )`);
    }
    const applied = await session.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    const checksums = new Map(applied.map((row) => [row.name, row.checksum]));
    const pending: string[] = [];
    for (const migration of all) {
      const known = checksums.get(migration.name);
      if (known === migration.checksum) continue;
      if (known !== undefined) {
        throw new Error(
          `Migration ${migration.name} was changed after it was applied; add a new migration instead.`,
        );
      }
      await session.executeScript(migration.sql);
      await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      pending.push(migration.name);
    }
    return pending;
  });
}
