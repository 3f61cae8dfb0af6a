import type { AttemptWindow, LoginAttempts, RequestCounters } from '@lease-portal/domain';
import type { Database } from '../database';

const windowStartBefore = (at: Date, window: AttemptWindow): string =>
  new Date(at.getTime() - window.minutes * 60_000).toISOString();

/**
 * Failure counters in PostgreSQL, so that all replicas count together. One statement counts a
 * failure atomically: concurrent failures never lose a count, and a window that has ended restarts.
 */
export class PostgresLoginAttempts implements LoginAttempts, RequestCounters {
  constructor(private readonly db: Database) {}

  /** A request counted against its limits (decision 2042): the same atomic statement as a failed login. */
  count(subject: string, at: Date, window: AttemptWindow): Promise<number> {
    return this.recordFailure(subject, at, window);
  }

  async recordFailure(subject: string, at: Date, window: AttemptWindow): Promise<number> {
    const rows = await this.db.query<{ failures: number }>(
      `INSERT INTO login_attempts AS counter (subject, window_started_at, failures) VALUES ($1, $2, 1)
       ON CONFLICT (subject) DO UPDATE SET
         failures = CASE WHEN counter.window_started_at <= $3 THEN 1 ELSE counter.failures + 1 END,
         window_started_at = CASE WHEN counter.window_started_at <= $3 THEN $2 ELSE counter.window_started_at END
       RETURNING failures`,
      [subject, at.toISOString(), windowStartBefore(at, window)],
    );
    return Number(rows[0]?.failures ?? 0);
  }

  async failuresWithin(subject: string, at: Date, window: AttemptWindow): Promise<number> {
    const rows = await this.db.query<{ failures: number }>(
      'SELECT failures FROM login_attempts WHERE subject = $1 AND window_started_at > $2',
      [subject, windowStartBefore(at, window)],
    );
    return Number(rows[0]?.failures ?? 0);
  }

  async forgive(subject: string): Promise<void> {
    // A counter holds at least one failure: the last one forgiven removes the row. Should another
    // attempt count between the two statements, this one stays counted: the safe side.
    const lowered = await this.db.query(
      'UPDATE login_attempts SET failures = failures - 1 WHERE subject = $1 AND failures > 1 RETURNING subject',
      [subject],
    );
    if (lowered.length === 0) {
      await this.db.query('DELETE FROM login_attempts WHERE subject = $1 AND failures <= 1', [subject]);
    }
  }

  async clear(subject: string): Promise<void> {
    await this.db.query('DELETE FROM login_attempts WHERE subject = $1', [subject]);
  }

  async pruneWindowsStartedBefore(at: Date): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM login_attempts WHERE window_started_at < $1 RETURNING subject',
      [at.toISOString()],
    );
    return rows.length;
  }
}
