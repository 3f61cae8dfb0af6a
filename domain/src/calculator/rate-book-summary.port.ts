import type { Region } from '../shared/region';

/** What one country's rate book holds, for the support tool. */
export interface RateBookSummary {
  countryCode: Region;
  vehicles: number;
  rows: number;
  makes: number;
  models: number;
  lowestRrp: number;
  highestRrp: number;
  terms: number[];
}

export interface RateBookSummaries {
  /** One summary per country that has a rate book, AU before NZ. */
  summaries(): Promise<RateBookSummary[]>;
}
export const RATE_BOOK_SUMMARIES = Symbol('RateBookSummaries');
