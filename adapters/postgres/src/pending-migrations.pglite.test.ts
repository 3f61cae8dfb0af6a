import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './database';
import { migratedWhenBehind, openMemoryDatabase } from './open-database';
import {
  migrationNames,
  MIGRATIONS_FOLDER,
  pendingMigrations,
  readMigrations,
  unappliedMigrations,
} from './migrations';

describe('the migrations a database has not applied (readiness, decision 2116)', () => {
  it('names none on a migrated database, and those it lacks or that changed since they were applied', async () => {
    const db = await openMemoryDatabase();
    try {
      const migrations = await readMigrations();
      expect(await pendingMigrations(db, migrations)).toEqual([]);
      const [first] = migrations;
      const unapplied = { name: '9999_not_yet.sql', sql: 'SELECT 1', checksum: 'new' };
      const changed = { ...first!, checksum: 'changed' };
      expect(await pendingMigrations(db, [changed, ...migrations.slice(1), unapplied])).toEqual([
        first!.name,
        '9999_not_yet.sql',
      ]);
    } finally {
      await db.close();
    }
  });

  it('names every one on a database that was never migrated', async () => {
    const db = await openMemoryDatabase();
    try {
      await db.query('DROP TABLE schema_migrations');
      const migrations = await readMigrations();
      expect(await pendingMigrations(db, migrations)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      await db.close();
    }
  });
});

describe("the support tool's check of the schema, by the migrations' names", () => {
  it('names none on a migrated database, those it lacks, and every one on a database never migrated', async () => {
    const db = await openMemoryDatabase();
    try {
      const names = await migrationNames();
      expect(names).toEqual((await readMigrations()).map((migration) => migration.name));
      expect(await unappliedMigrations(db, names)).toEqual([]);
      expect(await unappliedMigrations(db, [...names, '9999_not_yet.sql'])).toEqual(['9999_not_yet.sql']);
      await db.query('DROP TABLE schema_migrations');
      expect(await unappliedMigrations(db, names)).toEqual(names);
    } finally {
      await db.close();
    }
  });

  it('opens no transaction on a current schema, and applies what a newer build adds', async () => {
    const db = await openMemoryDatabase();
    const newer = await mkdtemp(path.join(tmpdir(), 'lease-portal-migrations-'));
    try {
      const transactions = jest.spyOn(db, 'transaction');
      expect(await migratedWhenBehind(db)).toBe(db);
      expect(transactions).not.toHaveBeenCalled();

      for (const name of await migrationNames()) {
        await copyFile(path.join(MIGRATIONS_FOLDER, name), path.join(newer, name));
      }
      await writeFile(path.join(newer, '9999_tool_check.sql'), 'CREATE TABLE tool_check (id int);');
      await migratedWhenBehind(db, newer);
      expect(transactions).toHaveBeenCalledTimes(1);
      expect(await db.query('SELECT count(*)::int AS n FROM tool_check')).toEqual([{ n: 0 }]);
      expect(await unappliedMigrations(db, await migrationNames(newer))).toEqual([]);
    } finally {
      await db.close();
      await rm(newer, { recursive: true, force: true });
    }
  });

  it('closes the database when the migration it needs fails', async () => {
    const db: Database = await openMemoryDatabase();
    const broken = await mkdtemp(path.join(tmpdir(), 'lease-portal-migrations-'));
    try {
      await writeFile(path.join(broken, '9999_broken.sql'), 'CREATE TABLE;');
      const close = jest.spyOn(db, 'close');
      await expect(migratedWhenBehind(db, broken)).rejects.toThrow();
      expect(close).toHaveBeenCalled();
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
