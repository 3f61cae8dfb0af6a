import type { BusinessLookupRow, BusinessQuery, BusinessRegistry, Region } from '@lease-portal/domain';
import { LRUCache } from 'lru-cache';

/** How many answers are kept, and for how long: a register's record changes seldom, a lookup is typed often. */
export interface RegisterAnswerKeeping {
  max?: number;
  ttlMs?: number;
}

const KEPT = { max: 500, ttlMs: 5 * 60_000 };

/**
 * The business register of each region behind one port (decision 2110): the ABR for AU, the NZBN
 * register for NZ. Answers are kept a few minutes, so the confirmation that reads a business again, a
 * lookup typed again and the calculator's lookup after the journey's cost the register nothing; the
 * same question asked twice at once is asked once; a failure is not kept.
 */
export class BusinessRegisters implements BusinessRegistry {
  private readonly answers: LRUCache<string, BusinessLookupRow[], { query: BusinessQuery; region: Region }>;

  constructor(
    private readonly registers: Record<Region, BusinessRegistry>,
    keeping: RegisterAnswerKeeping = {},
  ) {
    this.answers = new LRUCache({
      max: keeping.max ?? KEPT.max,
      ttl: keeping.ttlMs ?? KEPT.ttlMs,
      fetchMethod: (_key, _stale, { context }) =>
        this.registers[context.region].search(context.query, context.region),
    });
  }

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    const asked = query.by === 'name' ? query.name.trim().toLowerCase() : query.number;
    const rows = await this.answers.fetch(`${region}|${query.by}|${asked}`, { context: { query, region } });
    // Callers get their own copies, so nothing they do changes what is kept.
    return structuredClone(rows ?? []);
  }
}
