import type { MakeModelLists, MakeModels, Region } from '@lease-portal/domain';
import { LRUCache } from 'lru-cache';

export interface MakeModelCacheOptions {
  /** How long a list is reused; an import in another process shows within this time. */
  ttlMs?: number;
  /** Distinct lists kept (each country's makes, and each choice of makes' models). */
  max?: number;
}

export const DEFAULT_MAKE_MODEL_TTL_MS = 60_000;

/**
 * Keeps the make and model lists in the server process for a short time: every page of the
 * calculator asks for them, and they change only when a catalogue is imported. Concurrent requests
 * for the same list share one fetch (lru-cache's `fetch`), so a cold cache sends one query, not many.
 */
export class CachedMakeModelLists implements MakeModelLists {
  private readonly makeLists: LRUCache<Region, string[]>;
  private readonly modelLists: LRUCache<string, MakeModels[], { countryCode: Region; makes: string[] }>;

  constructor(
    private readonly source: MakeModelLists,
    { ttlMs = DEFAULT_MAKE_MODEL_TTL_MS, max = 500 }: MakeModelCacheOptions = {},
  ) {
    this.makeLists = new LRUCache({
      max,
      ttl: ttlMs,
      fetchMethod: (countryCode) => this.source.makes(countryCode),
    });
    this.modelLists = new LRUCache({
      max,
      ttl: ttlMs,
      fetchMethod: (_key, _stale, { context }) => this.source.models(context.countryCode, context.makes),
    });
  }

  async makes(countryCode: Region): Promise<string[]> {
    return [...((await this.makeLists.fetch(countryCode)) ?? [])];
  }

  async models(countryCode: Region, makes: readonly string[]): Promise<MakeModels[]> {
    const wanted = [...new Set(makes.map((make) => make.trim().toUpperCase()))].sort();
    const found = await this.modelLists.fetch(`${countryCode}:${wanted.join('|')}`, {
      context: { countryCode, makes: wanted },
    });
    return (found ?? []).map(({ make, models }) => ({ make, models: [...models] }));
  }

  /** Forgets every list, after this process replaced a rate book. */
  clear(): void {
    this.makeLists.clear();
    this.modelLists.clear();
  }
}
