import type { Region } from '../../shared/region';
import { makesOf, modelsOf } from '../make-model-lists';
import type { MakeModelLists } from '../make-model-lists.port';
import type { RateBookFilter } from '../rate-book-filter';
import { searchRows } from '../rate-book-search-rules';
import type { RateBookSummaries, RateBookSummary } from '../rate-book-summary.port';
import type { RateBook } from '../rate-book.port';
import type { RateBookResults, Vehicle } from '../vehicle';

/** Test support only: a rate book held in memory, answering by the domain's reference rules. */
export class InMemoryRateBook implements RateBook, MakeModelLists, RateBookSummaries {
  constructor(private rows: Vehicle[] = []) {}

  async search(filter: RateBookFilter): Promise<RateBookResults> {
    return searchRows(this.rows, filter);
  }

  async replace(countryCode: Region, rows: readonly Vehicle[]): Promise<void> {
    this.rows = [...this.rows.filter((row) => row.countryCode !== countryCode), ...rows];
  }

  async makes(countryCode: Region): Promise<string[]> {
    return makesOf(this.rows, countryCode);
  }

  async models(countryCode: Region, makes: readonly string[]) {
    return modelsOf(this.rows, countryCode, makes);
  }

  async summaries(): Promise<RateBookSummary[]> {
    const countries = (['AU', 'NZ'] as const).filter((c) => this.rows.some((row) => row.countryCode === c));
    return countries.map((countryCode) => {
      const rows = this.rows.filter((row) => row.countryCode === countryCode);
      const prices = rows.map((row) => row.consumerPrice);
      return {
        countryCode,
        vehicles: new Set(rows.map((row) => row.catalogVehicleId)).size,
        rows: rows.length,
        makes: makesOf(rows, countryCode).length,
        models: new Set(rows.map((row) => `${row.vehicleMake}:${row.vehicleModel}`.toUpperCase())).size,
        lowestRrp: Math.min(...prices),
        highestRrp: Math.max(...prices),
        terms: [...new Set(rows.map((row) => row.duration))].sort((a, b) => a - b),
      };
    });
  }
}
