import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { Database } from '../database';
import { migrated } from '../open-database';
import { PgPoolDatabase } from '../pg-pool-database';
import type { DatabaseFactory } from '../repositories.contract';

/** Which PostgreSQL server the suite can use, decided before the tests are declared. */
export type TestServer =
  { kind: 'url'; databaseUrl: string } | { kind: 'container' } | { kind: 'none'; reason: string };

export function chooseTestServer(env: NodeJS.ProcessEnv = process.env): TestServer {
  if (env.DATABASE_URL) return { kind: 'url', databaseUrl: env.DATABASE_URL };
  if (containerEngineLooksAvailable(env)) return { kind: 'container' };
  return {
    kind: 'none',
    reason:
      'DATABASE_URL is not set and no Docker engine was found for Testcontainers; ' +
      'set DATABASE_URL=postgres://user@host:5432/database to run it',
  };
}

// The socket locations Testcontainers itself tries first; a cheap check that needs no waiting.
function containerEngineLooksAvailable(env: NodeJS.ProcessEnv): boolean {
  if (env.DOCKER_HOST) return true;
  const sockets = [
    '/var/run/docker.sock',
    path.join(homedir(), '.docker', 'run', 'docker.sock'),
    ...(env.XDG_RUNTIME_DIR ? [path.join(env.XDG_RUNTIME_DIR, 'docker.sock')] : []),
  ];
  return sockets.some((socket) => existsSync(socket));
}

/**
 * Each test file works in a fresh schema of the shared server, dropped afterwards, so test runs
 * (and engineers sharing one server) never see each other's rows.
 */
export function serverFactory(server: Exclude<TestServer, { kind: 'none' }>): DatabaseFactory {
  let stopContainer: (() => Promise<unknown>) | undefined;
  let admin: PgPoolDatabase | undefined;
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

  return {
    async open(): Promise<Database> {
      const databaseUrl = server.kind === 'url' ? server.databaseUrl : await startContainer();
      admin = new PgPoolDatabase({ connectionString: databaseUrl, max: 1 });
      await admin.query(`CREATE SCHEMA ${schema}`);
      return migrated(new PgPoolDatabase({ connectionString: databaseUrl, schema }));
    },
    async dispose(db: Database): Promise<void> {
      await db.close();
      await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin?.close();
      await stopContainer?.();
    },
  };

  async function startContainer(): Promise<string> {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18-alpine').start();
    stopContainer = () => container.stop();
    return container.getConnectionUri();
  }
}

/**
 * Runs a storage contract on the PostgreSQL server the machine offers (DATABASE_URL, else a
 * Testcontainers one). Without one it says so and skips, except in CI, where a missing server is a
 * broken pipeline rather than a reason to skip (decision 0202).
 */
export function describeOnServer(
  suite: string,
  describeContract: (engine: string, factory: DatabaseFactory) => void,
): void {
  const server = chooseTestServer();
  if (server.kind !== 'none') {
    describeContract(
      `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
      serverFactory(server),
    );
    return;
  }
  if (process.env.CI) throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
  console.warn(`${suite} on a PostgreSQL server skipped: ${server.reason}.`);
  describe.skip(`${suite} on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the suite', () => undefined);
  });
}
