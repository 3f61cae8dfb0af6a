import { openMemoryDatabase } from './open-database';
import { pendingMigrations, readMigrations } from './migrations';

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
