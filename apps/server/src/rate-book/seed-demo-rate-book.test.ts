import { DEFAULT_RATE_BOOK_FILTER } from '@lease-portal/domain';
import { InMemoryRateBook } from '@lease-portal/domain/src/calculator/testing/in-memory-rate-book';
import { aVehicle } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { openMemoryDatabase, PostgresRateBook } from '@lease-portal/postgres';
import { demoRateBook } from '@lease-portal/domain';
import { seedDemoRateBook } from './seed-demo-rate-book';

const countOf = async (book: InMemoryRateBook | PostgresRateBook, countryCode: 'AU' | 'NZ') =>
  (await book.search({ ...DEFAULT_RATE_BOOK_FILTER, countryCode })).results.totalCount;

describe('seeding the demo rate book at start-up', () => {
  it('fills only the countries whose rate book is empty', async () => {
    const provider = aVehicle({ countryCode: 'AU', catalogVehicleId: 'PROVIDER-1' });
    const book = new InMemoryRateBook([provider]);
    expect(await seedDemoRateBook(book)).toEqual(['NZ']);
    expect(await countOf(book, 'AU')).toBe(1);
    expect(await countOf(book, 'NZ')).toBeGreaterThan(100);
  });

  it('does nothing, and reads no file, when every country has a rate book', async () => {
    const book = new InMemoryRateBook([aVehicle({ countryCode: 'AU' }), aVehicle({ countryCode: 'NZ' })]);
    let reads = 0;
    const reader = async () => {
      reads += 1;
      return demoRateBook();
    };
    expect(await seedDemoRateBook(book, reader)).toEqual([]);
    expect(reads).toBe(0);
  });

  it('loads the whole demo rate book into the embedded database quickly', async () => {
    const db = await openMemoryDatabase();
    try {
      const book = new PostgresRateBook(db);
      const started = performance.now();
      expect(await seedDemoRateBook(book)).toEqual(['AU', 'NZ']);
      const ms = performance.now() - started;
      const rows = demoRateBook();
      expect((await countOf(book, 'AU')) + (await countOf(book, 'NZ'))).toBe(rows.length);
      // Measured about 150 ms on a development machine; the bound only catches a row-at-a-time regression.
      expect(ms).toBeLessThan(5_000);
    } finally {
      await db.close();
    }
  }, 30_000);
});
