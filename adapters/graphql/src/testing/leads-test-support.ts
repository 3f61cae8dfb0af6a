import {
  SearchBusinesses,
  businessErrors,
  type BusinessLookupRow,
  type BusinessQuery,
  type BusinessRegistry,
  type Region,
} from '@lease-portal/domain';
import { aLeadsWorld, type LeadsWorld } from '@lease-portal/domain/src/leads/testing/leads-world';
import type { LeadsDependencies } from '../leads-dependencies';

// Test support only: the leads use cases on in-memory storage and recording partners.

/** A register of a few businesses per region that can be told to fail. */
export class FakeBusinessRegistry implements BusinessRegistry {
  readonly searches: { query: BusinessQuery; region: Region }[] = [];
  private failing = 0;

  constructor(private readonly rows: Record<Region, BusinessLookupRow[]>) {}

  failNextSearch(): void {
    this.failing = 1;
  }

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    this.searches.push({ query, region });
    if (this.failing > 0) {
      this.failing -= 1;
      throw businessErrors.registryUnavailable({ reason: 'fault switched on' });
    }
    const wanted = query.by === 'name' ? query.name.toLowerCase() : query.number;
    return this.rows[region].filter((row) =>
      query.by === 'name' ? row.name.toLowerCase().includes(wanted) : row.abn === wanted,
    );
  }
}

const aRow = (name: string, region: Region, n: number): BusinessLookupRow => ({
  name,
  abn: region === 'AU' ? `5182475355${n}` : `942900000000${n}`,
  postCode: region === 'AU' ? '2000' : '1010',
  stateCode: region === 'AU' ? 'NSW' : 'AUK',
  entityType: region === 'AU' ? 'PRV' : 'LTD',
  status: 'Active',
});

/** Eight 'Harbour' businesses in AU (more than the 6 shown) and one in NZ. */
export function aFakeBusinessRegistry(): FakeBusinessRegistry {
  return new FakeBusinessRegistry({
    AU: Array.from({ length: 8 }, (_, i) => aRow(`Harbour Freight ${i + 1}`, 'AU', i)),
    NZ: [aRow('Harbour Kai Ltd', 'NZ', 1)],
  });
}

export function leadsDependenciesOf(
  world: LeadsWorld = aLeadsWorld(),
  registry: BusinessRegistry = aFakeBusinessRegistry(),
): LeadsDependencies {
  return {
    searchBusinesses: new SearchBusinesses(registry),
    submitDiallerLead: world.submitDiallerLead,
    submitOnlineAccountRequest: world.submitOnlineAccountRequest,
    sendRequestCallback: world.sendRequestCallback,
    recordAnalyticsEvent: world.recordAnalyticsEvent,
  };
}
