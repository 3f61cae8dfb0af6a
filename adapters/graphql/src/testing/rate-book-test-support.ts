import type { Vehicle } from '@lease-portal/domain';
import { InMemoryRateBook } from '@lease-portal/domain/src/calculator/testing/in-memory-rate-book';
import type { RateBookDependencies } from '../rate-book-dependencies';

// Test support only: the calculator's catalogue held in memory, answering by the domain's rules.

/** A catalogue revision a test moves by hand (`bump`), as an import moves the stored one. */
export class ManualRevision {
  private value = 0;
  bump(): void {
    this.value += 1;
  }
  current = async (): Promise<string> => String(this.value);
}

export function rateBookDependenciesOf(
  rows: Vehicle[] = [],
  revision: ManualRevision = new ManualRevision(),
): RateBookDependencies {
  const book = new InMemoryRateBook(rows);
  return { rateBook: book, makeModelLists: book, catalogueRevision: revision.current };
}
