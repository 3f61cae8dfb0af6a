import type { MakeModelLists, RateBook } from '@lease-portal/domain';

/** The calculator's catalogue as the API reads it: rate book pages and the make/model lists. */
export interface RateBookDependencies {
  rateBook: Pick<RateBook, 'search'>;
  makeModelLists: MakeModelLists;
}
