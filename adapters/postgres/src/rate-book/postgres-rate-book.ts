import {
  DomainError,
  type RateBook,
  type RateBookFilter,
  type RateBookResults,
  type Region,
  type Vehicle,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { isUniqueViolation } from '../sql-errors';
import { INSERT_RATE_BOOK_ROWS, insertParameters, vehicleOf, type RateBookRecord } from './rate-book-columns';
import { countStatement, pageStatement } from './rate-book-query';

/** Rows per INSERT when a rate book is replaced: few round trips, modest statement size. */
export const REPLACE_BATCH_SIZE = 5_000;

/** The rate book in PostgreSQL: one row per vehicle and term, searched as the domain's rules say. */
export class PostgresRateBook implements RateBook {
  constructor(private readonly db: Database) {}

  /** The page and the total, as two statements: each can use its own index (decision 0800). */
  async search(filter: RateBookFilter): Promise<RateBookResults> {
    const page = pageStatement(filter);
    const count = countStatement(filter);
    const [records, [counted]] = await Promise.all([
      this.db.query<RateBookRecord>(page.text, page.params),
      this.db.query<{ total: number }>(count.text, count.params),
    ]);
    const rows = records.map(vehicleOf);
    return { results: { rows, totalCount: counted?.total ?? 0 }, resultCount: rows.length };
  }

  /**
   * Replaces a country's rate book in one transaction: searches see the old rows or the new ones,
   * never a mixture. Replicas replacing the same country at once take turns (an advisory lock).
   */
  async replace(countryCode: Region, rows: readonly Vehicle[]): Promise<void> {
    const stranger = rows.find((row) => row.countryCode !== countryCode);
    if (stranger) {
      throw new DomainError(
        'BAD_INPUT',
        `Vehicle '${stranger.catalogVehicleId}' belongs to ${stranger.countryCode}, not ${countryCode}.`,
      );
    }
    try {
      await this.db.transaction(async (session) => {
        await session.query(`SELECT pg_advisory_xact_lock(hashtext('lease-portal rate book ' || $1::text))`, [
          countryCode,
        ]);
        await session.query('DELETE FROM rate_book_rows WHERE country_code = $1', [countryCode]);
        for (let start = 0; start < rows.length; start += REPLACE_BATCH_SIZE) {
          await session.query(
            INSERT_RATE_BOOK_ROWS,
            insertParameters(rows.slice(start, start + REPLACE_BATCH_SIZE)),
          );
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError(
          'BAD_INPUT',
          'A vehicle appears twice for the same term; nothing was replaced.',
        );
      }
      throw error;
    }
    // Fresh statistics and visibility map straight away: the planner picks the right index for the new
    // rows, and counts read the indexes alone (index-only scans) instead of visiting every row.
    await this.db.query('VACUUM (ANALYZE) rate_book_rows');
  }
}
