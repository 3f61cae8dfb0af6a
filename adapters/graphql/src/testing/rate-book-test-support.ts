import type { Vehicle } from '@lease-portal/domain';
import { InMemoryRateBook } from '@lease-portal/domain/src/calculator/testing/in-memory-rate-book';
import type { RateBookDependencies } from '../rate-book-dependencies';

// Test support only: the calculator's catalogue held in memory, answering by the domain's rules.

export function rateBookDependenciesOf(rows: Vehicle[] = []): RateBookDependencies {
  const book = new InMemoryRateBook(rows);
  return { rateBook: book, makeModelLists: book };
}
