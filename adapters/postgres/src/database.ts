/** What a repository needs from a database: parameterised statements that return rows. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  executeScript(sql: string): Promise<void>;
}

/** The session of one transaction. */
export interface TransactionSession extends SqlSession {
  /**
   * A statement that neither writes nor locks anything. On a server, before the transaction's first
   * other statement it runs on its own and the transaction begins only when something else is asked,
   * so a unit of work that only reads costs one round trip instead of three (decision 2134). Each
   * statement of a READ COMMITTED transaction sees what was committed when it started, so such a
   * read finds the same either way.
   */
  read<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * A database both engines implement: embedded PGlite and a PostgreSQL server. A transaction commits
 * when `work` resolves and rolls back when it throws, so nothing is ever half-written.
 */
export interface Database extends SqlSession {
  readonly engine: 'pglite' | 'postgres';
  /** Where the data lives, for logs and the support tool; never a password. */
  readonly location: string;
  transaction<T>(work: (session: TransactionSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The sessions it holds and the work waiting for one, for the portal's metrics (decision 2124). */
  connectionUse?(): ConnectionUse;
}

/** A pool's sessions open, those idle among them, and the statements or transactions waiting for one. */
export interface ConnectionUse {
  open: number;
  idle: number;
  waiting: number;
}
