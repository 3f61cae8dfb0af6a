import {
  DEFAULT_RATE_BOOK_FILTER,
  type RateBookFilter,
  type RateBookResults,
  type Region,
  type Vehicle,
} from '@lease-portal/domain';
import { InMemoryRateBook } from '@lease-portal/domain/src/calculator/testing/in-memory-rate-book';
import { aVehicle } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { CachedRateBook, type RevisedRateBook } from './cached-rate-book';

/**
 * The rows in memory with a revision that another process could move (`importElsewhere`), counting
 * the searches that reach it.
 */
class CountingRateBook extends InMemoryRateBook implements RevisedRateBook {
  searches = 0;
  revisionReads = 0;
  private stored = 1;
  private pending: (() => void)[] = [];
  holdSearches = false;

  override async search(filter: RateBookFilter): Promise<RateBookResults> {
    this.searches += 1;
    const answer = await super.search(filter);
    // A held search has read the rows already; its answer arrives only when released.
    if (this.holdSearches) await new Promise<void>((resolve) => this.pending.push(resolve));
    return answer;
  }

  override async replace(countryCode: Region, rows: readonly Vehicle[]): Promise<void> {
    await super.replace(countryCode, rows);
    this.stored += 1;
  }

  async revision(): Promise<string> {
    this.revisionReads += 1;
    return `AU:${this.stored}`;
  }

  /** A replacement by another process: the rows and the stored revision change, this cache is not told. */
  async importElsewhere(countryCode: Region, rows: readonly Vehicle[]): Promise<void> {
    await super.replace(countryCode, rows);
    this.stored += 1;
  }

  release(): void {
    this.pending.splice(0).forEach((resolve) => resolve());
  }
}

const AU: RateBookFilter = { ...DEFAULT_RATE_BOOK_FILTER, countryCode: 'AU' };
const rows = (count: number, prefix = 'AU') =>
  Array.from({ length: count }, (_, i) =>
    aVehicle({ countryCode: 'AU', catalogVehicleId: `${prefix}-${i}` }),
  );

function setUp(rowsNow = rows(3)) {
  let clock = 0;
  const source = new CountingRateBook(rowsNow);
  const cache = new CachedRateBook(source, { revisionCheckMs: 1_000, now: () => clock });
  return { source, cache, tick: (ms: number) => (clock += ms) };
}

describe('CachedRateBook', () => {
  it('answers a repeated search from memory, and another search from storage', async () => {
    const { source, cache } = setUp();
    const first = await cache.search(AU);
    expect(await cache.search({ ...AU })).toEqual(first);
    expect(source.searches).toBe(1);
    await cache.search({ ...AU, sortOrder: 'desc' });
    expect(source.searches).toBe(2);
  });

  it('sends one query for concurrent searches of the same filter', async () => {
    const { source, cache } = setUp();
    const answers = await Promise.all([cache.search(AU), cache.search(AU), cache.search(AU)]);
    expect(source.searches).toBe(1);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('reads the stored revision at most once per check interval', async () => {
    const { source, cache, tick } = setUp();
    await Promise.all([cache.search(AU), cache.search(AU)]);
    await cache.search(AU);
    expect(source.revisionReads).toBe(1);
    tick(1_000);
    await cache.search(AU);
    expect(source.revisionReads).toBe(2);
  });

  it("shows another process's import once the revision is read again", async () => {
    const { source, cache, tick } = setUp();
    expect((await cache.search(AU)).results.totalCount).toBe(3);
    await source.importElsewhere('AU', rows(5));
    tick(999);
    expect((await cache.search(AU)).results.totalCount).toBe(3);
    tick(1);
    expect((await cache.search(AU)).results.totalCount).toBe(5);
  });

  it('forgets every answer at once when this process replaces a rate book', async () => {
    const { cache } = setUp();
    await cache.search(AU);
    await cache.replace('AU', rows(2));
    expect(cache.size).toBe(0);
    expect((await cache.search(AU)).results.totalCount).toBe(2);
  });

  it('never keeps an answer that was being fetched when the rate book was replaced', async () => {
    const { source, cache } = setUp();
    source.holdSearches = true;
    const before = cache.search(AU);
    while (source.searches === 0) await new Promise((resolve) => setImmediate(resolve));
    source.holdSearches = false;
    await cache.replace('AU', rows(4, 'NEW'));
    source.release();
    expect((await before).results.totalCount).toBe(3);
    expect((await cache.search(AU)).results.totalCount).toBe(4);
  });

  it('moves its revision when another import is seen or this process replaces, reading storage at most once a second', async () => {
    const { source, cache, tick } = setUp();
    const first = await cache.revision();
    expect(await cache.revision()).toBe(first);
    await source.importElsewhere('AU', rows(5));
    tick(999);
    expect(await cache.revision()).toBe(first);
    expect(source.revisionReads).toBe(1);
    tick(1);
    const second = await cache.revision();
    expect(second).not.toBe(first);
    await cache.replace('AU', rows(2));
    expect(await cache.revision()).not.toBe(second);
  });

  it('searches storage without memory when asked to (benchmarks)', async () => {
    const { source, cache } = setUp();
    await cache.searchUncached(AU);
    await cache.searchUncached(AU);
    expect(source.searches).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps at most the configured number of rows', async () => {
    const source = new CountingRateBook(rows(30));
    const cache = new CachedRateBook(source, { maxRows: 25 });
    for (const currentPage of [1, 2, 3]) await cache.search({ ...AU, pageSize: 10, currentPage });
    expect(cache.size).toBe(2);
    await cache.search({ ...AU, pageSize: 10, currentPage: 1 });
    expect(source.searches).toBe(4);
  });
});
