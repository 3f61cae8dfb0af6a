import {
  businessErrors,
  type BusinessLookupRow,
  type BusinessQuery,
  type BusinessRegistry,
  type Region,
} from '@lease-portal/domain';
import { SANDBOX_BUSINESSES } from './sandbox-businesses';
import { nameMatches } from './words-of-name';

export interface SandboxBusinessRegistryOptions {
  /** The register to search; the built-in fictional businesses unless a test brings its own. */
  businesses?: Record<Region, readonly BusinessLookupRow[]>;
  /** How many of the next searches fail as an unreachable registry would (for 'Business search fails'). */
  failingSearches?: number;
}

/**
 * An embedded registry that behaves like the ABR (AU) and the NZBN register (NZ): names match by word
 * prefix, ignoring case and accents; numbers match whole. Answers in name order, so it is deterministic.
 */
export class SandboxBusinessRegistry implements BusinessRegistry {
  private readonly businesses: Record<Region, readonly BusinessLookupRow[]>;
  private failingSearches: number;

  constructor(options: SandboxBusinessRegistryOptions = {}) {
    this.businesses = options.businesses ?? SANDBOX_BUSINESSES;
    this.failingSearches = options.failingSearches ?? 0;
  }

  /** Makes the next `count` searches fail with PARTNER_UNAVAILABLE. */
  failNextSearches(count = 1): void {
    this.failingSearches = count;
  }

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    if (this.failingSearches > 0) {
      this.failingSearches -= 1;
      throw businessErrors.registryUnavailable({ partner: 'sandbox', reason: 'fault switched on' });
    }
    const matches = this.businesses[region].filter((row) =>
      query.by === 'number' ? row.abn === query.number : nameMatches(row.name, query.name),
    );
    return matches.map(copyOf).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
}

// Callers get their own copy, so nothing they do changes the register.
function copyOf(row: BusinessLookupRow): BusinessLookupRow {
  return structuredClone(row);
}
