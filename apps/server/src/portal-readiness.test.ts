import { openMemoryDatabase, readMigrations, type Database, type Migration } from '@lease-portal/postgres';
import { portalReadiness } from './portal-readiness';

// What /ready asks of a replica (decisions 2116, 2123), on a real database: a replica on a schema older
// or other than its build's, or whose database does not answer, is taken out of the load balancer.

describe("the portal's readiness", () => {
  let db: Database;
  let migrations: Migration[];
  const running = { stopping: () => false, workerRunning: () => true };

  beforeAll(async () => {
    db = await openMemoryDatabase();
    migrations = await readMigrations();
  }, 60_000);

  afterAll(() => db?.close());

  it('is ready on a database with every migration of this build applied, its worker running', async () => {
    expect(await portalReadiness(db, migrations, running)()).toEqual({ ready: true, failing: [] });
  });

  it('is not ready when this build knows a migration the database has not applied, or applied otherwise', async () => {
    const newer = { name: '9999_from_a_newer_build.sql', sql: 'SELECT 1', checksum: 'new' };
    expect(await portalReadiness(db, [...migrations, newer], running)()).toEqual({
      ready: false,
      failing: ['migrations'],
    });
    const edited = migrations.map((m, n) =>
      n === 0 ? { ...m, checksum: 'edited after it was applied' } : m,
    );
    expect(await portalReadiness(db, edited, running)()).toEqual({ ready: false, failing: ['migrations'] });
  });

  it('is not ready while stopping or without its job worker, naming each', async () => {
    const stopping = { stopping: () => true, workerRunning: () => false };
    expect(await portalReadiness(db, migrations, stopping)()).toEqual({
      ready: false,
      failing: ['stopping', 'job worker'],
    });
  });

  it('is not ready when its database does not answer', async () => {
    const gone = await openMemoryDatabase();
    await gone.close();
    expect(await portalReadiness(gone, migrations, running)()).toEqual({
      ready: false,
      failing: ['database', 'migrations'],
    });
  }, 60_000);
});
