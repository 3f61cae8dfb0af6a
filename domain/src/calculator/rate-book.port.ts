import type { RateBookFilter } from './rate-book-filter';
import type { RateBookResults, Vehicle } from './vehicle';

/**
 * The priced catalogue. A search takes a normalised filter and answers as
 * `matchesRateBookFilter` and `compareRateBookRows` describe.
 */
export interface RateBook {
  search(filter: RateBookFilter): Promise<RateBookResults>;
  /** Replaces the whole rate book of a market, as a provider's new CSV does. */
  replace(countryCode: Vehicle['countryCode'], rows: readonly Vehicle[]): Promise<void>;
}
export const RATE_BOOK = Symbol('RateBook');
