import { PGlite } from '@electric-sql/pglite';
import type { ConnectionUse, Database, TransactionSession } from './database';
import { Turns } from './turns';

/**
 * PostgreSQL's shared buffers, which the engine sets up in WASM at every start: 16 MB instead of the
 * default 128 MB takes a fraction of that set-up and of the memory (decision 2116). The WASM build
 * writes zeros over them as it starts, so every megabyte of them is resident from then on, used or
 * not: 16 MB less than at 32, with no slower rate-book search at 100,000 vehicles that the shared
 * machine could tell. Pages outside them are read again from the system's file cache, which holds
 * a portal's embedded data.
 */
export const ENGINE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * The embedded engine: PostgreSQL in WASM, data in a folder (or in memory for tests). PGlite has a
 * single session, so every statement and transaction takes a turn; tool connections served over the
 * wire (PortalToolSocket) take the same turns.
 */
export class PGliteDatabase implements Database {
  readonly engine = 'pglite';
  readonly turns = new Turns();
  private readonly closing: (() => Promise<void>)[] = [];
  private readonly closed: (() => Promise<void>)[] = [];

  constructor(
    readonly pglite: PGlite,
    readonly location: string,
  ) {}

  /** `folder` undefined keeps the data in memory. */
  static async open(folder?: string): Promise<PGliteDatabase> {
    const pglite = await PGlite.create(folder ?? 'memory://', ENGINE_OPTIONS);
    return new PGliteDatabase(pglite, folder ? `PGlite folder ${folder}` : 'PGlite in memory');
  }

  query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return this.turns.during(() => rowsOf<Row>(this.pglite, sql, params));
  }

  executeScript(sql: string): Promise<void> {
    return this.turns.during(async () => {
      await this.pglite.exec(sql);
    });
  }

  /** The transaction holds the one session from its start: a read has nothing to save by coming first. */
  transaction<T>(work: (session: TransactionSession) => Promise<T>): Promise<T> {
    return this.turns.during(() =>
      this.pglite.transaction((tx) => {
        const query = <Row>(sql: string, params: readonly unknown[] = []) => rowsOf<Row>(tx, sql, params);
        return work({
          query,
          read: query,
          executeScript: async (sql) => {
            await tx.exec(sql);
          },
        });
      }),
    );
  }

  /** Its one session, busy while a turn is in hand, and the turns waiting for it. */
  connectionUse(): ConnectionUse {
    const taken = this.turns.taken;
    return { open: 1, idle: taken === 0 ? 1 : 0, waiting: Math.max(0, taken - 1) };
  }

  /** Runs `stop` before the database closes (the tool socket, for one). */
  onClose(stop: () => Promise<void>): void {
    this.closing.push(stop);
  }

  /** Runs `release` once the database has closed (the data folder's lock, for one). */
  afterClose(release: () => Promise<void>): void {
    this.closed.push(release);
  }

  /** Hears NOTIFY on `channel`, sent by this process's own sessions (decision 1660). */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.turns.during(() => this.pglite.listen(channel, onPayload));
    return () => (this.pglite.closed ? Promise.resolve() : this.turns.during(() => unlisten()));
  }

  /**
   * Closes after the statement or transaction in hand: work still waiting for its turn is refused, so
   * a stop never waits for every request it already cut off (decision 2025).
   */
  async close(): Promise<void> {
    this.turns.refuseWaiting();
    for (const stop of this.closing.splice(0)) await stop();
    await this.turns.lastTurn(async () => {
      if (!this.pglite.closed) await this.pglite.close();
    });
    for (const release of this.closed.splice(0)) await release();
  }
}

type Queries = Pick<PGlite, 'query'>;

async function rowsOf<Row>(db: Queries, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const result = await db.query<Row>(sql, [...params]);
  return result.rows;
}
