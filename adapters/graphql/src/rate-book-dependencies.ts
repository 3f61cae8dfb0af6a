import type { MakeModelLists, RateBook } from '@lease-portal/domain';

/** The calculator's catalogue as the API reads it: rate book pages and the make/model lists. */
export interface RateBookDependencies {
  rateBook: Pick<RateBook, 'search'>;
  makeModelLists: MakeModelLists;
  /**
   * The catalogue's revision as this process last saw it (read from storage at most about once a
   * second): whole answers kept under another revision are never served (decision 0821).
   */
  catalogueRevision(): Promise<string>;
}
