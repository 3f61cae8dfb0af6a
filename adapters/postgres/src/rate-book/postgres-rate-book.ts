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
import { BAND_WIDTHS } from './rate-book-price-bands';
import { searchStatement } from './rate-book-query';

/** A row of the search: the total, and a page row whose columns are all null when the page is empty. */
type FoundRecord = RateBookRecord & { total: number };

/** Rows per INSERT when a rate book is replaced: few round trips, modest statement size. */
export const REPLACE_BATCH_SIZE = 5_000;

/** A group's lowest and highest of each price, for where a page's walk starts (migrations 0053, 0055). */
const PRICE_BOUNDS = `min(consumer_price), max(consumer_price), min(week_leaseprice), max(week_leaseprice),
       min(month_leaseprice), max(month_leaseprice)`;

/** The totals of the country's filter combinations (migration 0005), from the rows just written. */
const COUNT_GROUPS = `INSERT INTO rate_book_counts
SELECT country_code, duration, make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype,
       vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats, count(*)::int, ${PRICE_BOUNDS}
  FROM rate_book_rows WHERE country_code = $1
 GROUP BY country_code, duration, make_key, model_key, vehicle_bodytype, cab_type, vehicle_fueltype,
          vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats`;

/** The same per price band of each measure (migration 0051), for totals of price and budget ranges. */
const COUNT_BANDS = `INSERT INTO rate_book_band_counts
SELECT country_code, duration, measure, band, make_key, model_key, vehicle_bodytype, cab_type,
       vehicle_fueltype, vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats, count(*)::int,
       ${PRICE_BOUNDS}
  FROM rate_book_rows
 CROSS JOIN LATERAL (VALUES
   ('consumer_price', floor(consumer_price / ${BAND_WIDTHS.consumer_price})::int),
   ('week_leaseprice', floor(week_leaseprice / ${BAND_WIDTHS.week_leaseprice})::int),
   ('month_leaseprice', floor(month_leaseprice / ${BAND_WIDTHS.month_leaseprice})::int)) AS bands (measure, band)
 WHERE country_code = $1
 GROUP BY country_code, duration, measure, band, make_key, model_key, vehicle_bodytype, cab_type,
          vehicle_fueltype, vehicle_drivetrain, vehicle_transmissiongroup, vehicle_seats`;

const BUMP_REVISION = `INSERT INTO rate_book_revisions (country_code, revision) VALUES ($1, 1)
ON CONFLICT (country_code) DO UPDATE SET revision = rate_book_revisions.revision + 1`;

/** The rate book in PostgreSQL: one row per vehicle and term, searched as the domain's rules say. */
export class PostgresRateBook implements RateBook {
  constructor(private readonly db: Database) {}

  /**
   * The total and the page in one statement, one round trip (`searchStatement`): totals are summed
   * from groups and price bands where they can be, and a page past the total reads no rows.
   */
  async search(filter: RateBookFilter): Promise<RateBookResults> {
    const statement = searchStatement(filter);
    const records = await this.db.query<FoundRecord>(statement.text, statement.params);
    const totalCount = records[0]?.total ?? 0;
    const rows = records[0]?.catalog_vehicle_id == null ? [] : records.map(vehicleOf);
    return { results: { rows, totalCount }, resultCount: rows.length };
  }

  /**
   * The rate book's revision: it changes whenever any country's rate book is replaced, by any
   * process. Compared by `CachedRateBook` to know whether its answers still hold.
   */
  async revision(): Promise<string> {
    const rows = await this.db.query<{ country_code: string; revision: string }>(
      'SELECT country_code, revision::text AS revision FROM rate_book_revisions ORDER BY country_code',
    );
    return rows.map((row) => `${row.country_code}:${row.revision}`).join(',');
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
        await session.query('DELETE FROM rate_book_counts WHERE country_code = $1', [countryCode]);
        await session.query(COUNT_GROUPS, [countryCode]);
        await session.query('DELETE FROM rate_book_band_counts WHERE country_code = $1', [countryCode]);
        await session.query(COUNT_BANDS, [countryCode]);
        await session.query(BUMP_REVISION, [countryCode]);
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
    // rows and totals, and edge-band counts read the indexes alone (index-only scans).
    await this.db.query('VACUUM (ANALYZE) rate_book_rows, rate_book_counts, rate_book_band_counts');
  }
}
