import type { MakeModelLists, MakeModels, Region } from '@lease-portal/domain';
import type { Database } from '../database';

/** The make and model lists of a country, read from the rate book (as `makesOf`/`modelsOf` say). */
export class PostgresMakeModelLists implements MakeModelLists {
  constructor(private readonly db: Database) {}

  async makes(countryCode: Region): Promise<string[]> {
    const rows = await this.db.query<{ make: string }>(
      'SELECT DISTINCT make_key AS make FROM rate_book_rows WHERE country_code = $1 ORDER BY make_key',
      [countryCode],
    );
    return rows.map((row) => row.make);
  }

  async models(countryCode: Region, makes: readonly string[]): Promise<MakeModels[]> {
    const wanted = [...new Set(makes.map((make) => make.trim().toUpperCase()))];
    if (!wanted.length) return [];
    const rows = await this.db.query<{ make: string; models: string[] }>(
      `SELECT make_key AS make, array_agg(DISTINCT model_key ORDER BY model_key) AS models
         FROM rate_book_rows
        WHERE country_code = $1 AND make_key = ANY($2::text[])
        GROUP BY make_key ORDER BY make_key`,
      [countryCode, wanted],
    );
    return rows.map((row) => ({ make: row.make, models: row.models }));
  }
}
