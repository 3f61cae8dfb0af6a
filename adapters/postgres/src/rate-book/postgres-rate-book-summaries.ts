import type { RateBookSummaries, RateBookSummary } from '@lease-portal/domain';
import type { Database } from '../database';

/** What each country's rate book holds, for `lease-admin catalogue stats`. */
export class PostgresRateBookSummaries implements RateBookSummaries {
  constructor(private readonly db: Database) {}

  async summaries(): Promise<RateBookSummary[]> {
    return this.db.query<RateBookSummary>(
      `SELECT country_code AS "countryCode",
              count(DISTINCT catalog_vehicle_id)::int AS vehicles,
              count(*)::int AS rows,
              count(DISTINCT make_key)::int AS makes,
              count(DISTINCT (make_key, model_key))::int AS models,
              min(consumer_price) AS "lowestRrp",
              max(consumer_price) AS "highestRrp",
              array_agg(DISTINCT duration ORDER BY duration) AS terms
         FROM rate_book_rows GROUP BY country_code ORDER BY country_code`,
    );
  }
}
