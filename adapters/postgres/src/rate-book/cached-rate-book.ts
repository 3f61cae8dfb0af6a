import type { RateBook, RateBookFilter, RateBookResults, Region, Vehicle } from '@lease-portal/domain';
import { LRUCache } from 'lru-cache';

/** A rate book that can say which version of the catalogue it holds (`PostgresRateBook`). */
export interface RevisedRateBook extends RateBook {
  /** Changes whenever any country's rate book is replaced, by any process. */
  revision(): Promise<string>;
}

export interface RateBookCacheOptions {
  /** Rows kept in memory over all cached answers (a page of 25 counts 25). */
  maxRows?: number;
  /** How often the stored revision is read: an import by another process shows within this time. */
  revisionCheckMs?: number;
  /** The clock, in milliseconds. */
  now?: () => number;
}

export const DEFAULT_RATE_BOOK_CACHE_ROWS = 50_000;
export const DEFAULT_REVISION_CHECK_MS = 1_000;

/**
 * Keeps rate book answers (page and total) in the server process, keyed by the normalised filter: a
 * rate book changes only when a provider imports one, and the same searches come back all day
 * (decision 0820). The stored revision (bumped in the transaction that replaces a country) is read
 * at most once per `revisionCheckMs`; when it moved, every answer is forgotten. A replacement through
 * this process forgets them at once. Concurrent searches for one filter share one query.
 *
 * Answers are shared between callers and must not be changed.
 */
export class CachedRateBook implements RevisedRateBook {
  private readonly answers: LRUCache<string, RateBookResults, RateBookFilter>;
  private readonly revisionCheckMs: number;
  private readonly now: () => number;
  /** Part of every key: answers fetched under an older revision are never read again. */
  private generation = 0;
  private knownRevision: string | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly source: RevisedRateBook,
    {
      maxRows = DEFAULT_RATE_BOOK_CACHE_ROWS,
      revisionCheckMs = DEFAULT_REVISION_CHECK_MS,
      now = () => performance.now(),
    }: RateBookCacheOptions = {},
  ) {
    this.revisionCheckMs = revisionCheckMs;
    this.now = now;
    this.answers = new LRUCache({
      maxSize: maxRows,
      sizeCalculation: (answer) => answer.results.rows.length + 1,
      // A search under way when the answers are forgotten still answers its caller; it is stored
      // under its old generation's key, which no search asks for again.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => this.source.search(context),
    });
  }

  async search(filter: RateBookFilter): Promise<RateBookResults> {
    await this.checkRevision();
    const key = `${this.generation}|${JSON.stringify(filter)}`;
    const found = await this.answers.fetch(key, { context: filter });
    return found ?? this.source.search(filter);
  }

  /**
   * The catalogue version this process answers from: it moves when the stored revision is seen to
   * move (read at most once per `revisionCheckMs`) or a replacement through this process ends. The
   * API keys whole answers by it (decision 0821).
   */
  async revision(): Promise<string> {
    await this.checkRevision();
    return String(this.generation);
  }

  /** The search straight from storage, neither read from nor written to memory (benchmarks). */
  searchUncached(filter: RateBookFilter): Promise<RateBookResults> {
    return this.source.search(filter);
  }

  async replace(countryCode: Region, rows: readonly Vehicle[]): Promise<void> {
    try {
      await this.source.replace(countryCode, rows);
    } finally {
      this.forget();
      this.checkedAt = Number.NEGATIVE_INFINITY;
    }
  }

  /** Answers held, for tests and diagnostics. */
  get size(): number {
    return this.answers.size;
  }

  private forget(): void {
    this.generation += 1;
    this.answers.clear();
  }

  private checkRevision(): Promise<void> {
    if (this.now() - this.checkedAt < this.revisionCheckMs) return Promise.resolve();
    this.checking ??= this.source
      .revision()
      .then((revision) => {
        if (this.knownRevision !== undefined && revision !== this.knownRevision) this.forget();
        this.knownRevision = revision;
        this.checkedAt = this.now();
      })
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }
}
