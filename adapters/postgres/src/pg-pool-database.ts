import type * as pg from 'pg';
import type { Notification, Pool, PoolClient, PoolConfig } from 'pg';
import type { ConnectionUse, Database, TransactionSession } from './database';

export interface PgPoolOptions {
  connectionString?: string;
  host?: string;
  port?: number;
  user?: string;
  /** The running portal's tool socket asks for one (decision 0212). */
  password?: string;
  database?: string;
  /** Tables live in this schema instead of `public` (tests isolate themselves this way). */
  schema?: string;
  max?: number;
  location?: string;
}

/** A PostgreSQL server (DATABASE_URL) or the running portal's tool socket, through a pg pool. */
export class PgPoolDatabase implements Database {
  readonly engine = 'postgres';
  readonly location: string;
  private readonly pool: Pool;

  constructor(options: PgPoolOptions) {
    const config: PoolConfig = {
      connectionString: options.connectionString,
      host: options.host,
      port: options.port,
      user: options.user,
      password: options.password,
      database: options.database,
      max: options.max ?? 10,
      connectionTimeoutMillis: 10_000,
    };
    if (options.schema) {
      assertIdentifier(options.schema);
      config.options = `-c search_path=${options.schema}`;
    }
    this.pool = new (pgDriver().Pool)(config);
    // An idle client losing its server must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
    this.location = options.location ?? 'PostgreSQL server';
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.pool.query(sql, [...params]);
    return result.rows as Row[];
  }

  async executeScript(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  /**
   * BEGIN is sent with the first statement that is not a plain read (decision 2134): a transaction
   * that only reads is never begun, so it needs neither BEGIN nor COMMIT.
   */
  async transaction<T>(work: (session: TransactionSession) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const session = new DeferredTransaction(client);
    let broken: Error | undefined;
    try {
      const result = await work(session);
      if (session.begun) await client.query('COMMIT');
      return result;
    } catch (error) {
      // A client that cannot even roll back is discarded rather than returned to the pool.
      if (session.begun) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Hears NOTIFY on `channel` on a session of its own, taken from the pool for as long as it listens
   * (decision 1660). A lost session stops hearing: listeners also poll, so nothing waits forever.
   */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    assertIdentifier(channel);
    const client = await this.pool.connect();
    const hear = (message: Notification) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    };
    client.on('notification', hear);
    client.on('error', () => undefined);
    await client.query(`LISTEN ${channel}`);
    return async () => {
      client.off('notification', hear);
      const unlistened = await client.query(`UNLISTEN ${channel}`).then(
        () => undefined,
        (error: Error) => error,
      );
      client.release(unlistened);
    };
  }

  connectionUse(): ConnectionUse {
    return { open: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** A transaction on one pooled session that begins at its first statement other than a plain read. */
class DeferredTransaction implements TransactionSession {
  private beginning: Promise<unknown> | undefined;

  constructor(private readonly client: PoolClient) {}

  get begun(): boolean {
    return this.beginning !== undefined;
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    await (this.beginning ??= this.client.query('BEGIN'));
    return (await this.client.query(sql, [...params])).rows as Row[];
  }

  async read<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    if (this.beginning) await this.beginning;
    return (await this.client.query(sql, [...params])).rows as Row[];
  }

  async executeScript(sql: string): Promise<void> {
    await (this.beginning ??= this.client.query('BEGIN'));
    await this.client.query(sql);
  }
}

/**
 * pg, loaded when the first pool is made rather than with this module: the support tool on the data
 * folder itself never makes one, and loading pg reads the global `Response`, which loads Node's fetch.
 */
function pgDriver(): typeof pg {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- on use, and synchronously: a constructor makes the pool
  return require('pg') as typeof pg;
}

/** The schema name goes into a connection option, where parameters cannot; allow plain names only. */
function assertIdentifier(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain schema name: ${name}`);
}
