import type { BusinessLookupRow, BusinessQuery, BusinessRegistry, Region } from '@lease-portal/domain';
import { SANDBOX_BUSINESSES } from './sandbox-businesses';
import { nameMatches } from './words-of-name';

/**
 * The sandbox register's search, as the ABR (AU) and the NZBN register (NZ) search: names match by
 * word prefix, ignoring case and accents; numbers match whole (an AU company's ACN too). Answers in
 * name order, so it is deterministic. The portal's ABR and NZBN sandboxes answer their wires from it.
 */
export class SandboxBusinessRegistry implements BusinessRegistry {
  constructor(
    /** The register to search; the built-in fictional businesses unless a test brings its own. */
    private readonly businesses: Record<Region, readonly BusinessLookupRow[]> = SANDBOX_BUSINESSES,
  ) {}

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    const matches = this.businesses[region].filter((row) =>
      query.by === 'name'
        ? nameMatches(row.name, query.name)
        : (query.by === 'number' ? row.abn : row.registerNumber) === query.number,
    );
    return matches.map(copyOf).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
}

// Callers get their own copy, so nothing they do changes the register.
function copyOf(row: BusinessLookupRow): BusinessLookupRow {
  return structuredClone(row);
}
