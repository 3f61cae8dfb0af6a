import type { Container } from 'inversify';
import {
  MAKE_MODEL_LISTS,
  RATE_BOOK,
  RATE_BOOK_SUMMARIES,
  type MakeModelLists,
  type RateBook,
  type RateBookSummaries,
} from '@lease-portal/domain';
import type { RateBookDependencies } from '@lease-portal/graphql';
import {
  CachedMakeModelLists,
  CachedRateBook,
  PostgresMakeModelLists,
  PostgresRateBook,
  PostgresRateBookSummaries,
  type Database,
} from '@lease-portal/postgres';

/**
 * The calculator's catalogue: the rate book (answers kept in memory until the stored revision moves,
 * decision 0820), its make/model lists (kept briefly in memory) and summaries. One cache per process.
 */
export function bindRateBook(container: Container, db: Database): void {
  container
    .bind<RateBook>(RATE_BOOK)
    .toDynamicValue(() => new CachedRateBook(new PostgresRateBook(db)))
    .inSingletonScope();
  container
    .bind<MakeModelLists>(MAKE_MODEL_LISTS)
    .toDynamicValue(() => new CachedMakeModelLists(new PostgresMakeModelLists(db)));
  container
    .bind<RateBookSummaries>(RATE_BOOK_SUMMARIES)
    .toDynamicValue(() => new PostgresRateBookSummaries(db));
}

export function rateBookForGraphql(container: Container): RateBookDependencies {
  const rateBook = container.get<RateBook>(RATE_BOOK);
  if (!(rateBook instanceof CachedRateBook)) throw new Error('RATE_BOOK must be the cached rate book');
  return {
    rateBook,
    makeModelLists: container.get<MakeModelLists>(MAKE_MODEL_LISTS),
    // The revision the cached rate book already checks: whole API answers follow it (decision 0821).
    catalogueRevision: () => rateBook.revision(),
  };
}
