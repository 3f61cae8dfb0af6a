import type { Region } from '../shared/region';
import { DomainError } from '../shared/result';
import type { BusinessLookupRow } from './business-lookup-row';
import type { BusinessQuery, BusinessRegistry } from './business-registry.port';
import { SearchBusinesses } from './search-businesses';

/** A registry that answers from a fixed list and remembers what it was asked. */
class RecordingRegistry implements BusinessRegistry {
  readonly asked: { query: BusinessQuery; region: Region }[] = [];
  failure: unknown;

  constructor(private readonly rows: BusinessLookupRow[]) {}

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    this.asked.push({ query, region });
    if (this.failure !== undefined) throw this.failure;
    return this.rows;
  }
}

const row = (name: string): BusinessLookupRow => ({
  name,
  abn: '51824753556',
  postCode: '2000',
  stateCode: 'NSW',
  entityType: 'PRV',
  status: 'Active',
});

describe('SearchBusinesses', () => {
  it('passes a name query to the registry of the region and returns its rows', async () => {
    const registry = new RecordingRegistry([row('Harbour City Plumbing Pty Ltd')]);
    const outcome = await new SearchBusinesses(registry).execute({ param: 'harbour', region: 'AU' });
    expect(outcome).toEqual({ failed: false, rows: [row('Harbour City Plumbing Pty Ltd')] });
    expect(registry.asked).toEqual([{ query: { by: 'name', name: 'harbour' }, region: 'AU' }]);
  });

  it('searches by number when the query is a business number', async () => {
    const registry = new RecordingRegistry([]);
    await new SearchBusinesses(registry).execute({ param: '94 2900 0106 078', region: 'NZ' });
    expect(registry.asked).toEqual([{ query: { by: 'number', number: '9429000106078' }, region: 'NZ' }]);
  });

  it('asks the AU register for a company by its ACN', async () => {
    const registry = new RecordingRegistry([]);
    await new SearchBusinesses(registry).execute({ param: '004 085 616', region: 'AU' });
    expect(registry.asked).toEqual([{ query: { by: 'company number', number: '004085616' }, region: 'AU' }]);
  });

  it('returns at most 6 rows, the first the registry gave', async () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((letter) => `${letter} Logistics`);
    const registry = new RecordingRegistry(names.map(row));
    const outcome = await new SearchBusinesses(registry).execute({ param: 'logistics', region: 'AU' });
    expect(outcome.rows.map((r) => r.name)).toEqual(names.slice(0, 6));
  });

  it('uses the calculator minimum of 2 characters unless told another', async () => {
    const registry = new RecordingRegistry([row('Abc Cafe')]);
    const search = new SearchBusinesses(registry);
    expect(await search.execute({ param: 'a', region: 'AU' })).toEqual({ failed: false, rows: [] });
    expect((await search.execute({ param: 'ab', region: 'AU' })).rows).toHaveLength(1);
    expect(await search.execute({ param: 'abc', region: 'AU', minimumLength: 4 })).toEqual({
      failed: false,
      rows: [],
    });
    expect(registry.asked).toHaveLength(1);
  });

  it('does not ask the registry for a number that fails its check digits', async () => {
    const registry = new RecordingRegistry([row('Anything')]);
    const outcome = await new SearchBusinesses(registry).execute({ param: '51 824 753 557', region: 'AU' });
    expect(outcome).toEqual({ failed: false, rows: [] });
    expect(registry.asked).toHaveLength(0);
  });

  it('turns a registry failure into an empty list that says it failed, with the error', async () => {
    const registry = new RecordingRegistry([row('Never shown')]);
    registry.failure = new DomainError('PARTNER_UNAVAILABLE', 'The business registry could not be searched.');
    const outcome = await new SearchBusinesses(registry).execute({ param: 'harbour', region: 'AU' });
    expect(outcome.rows).toEqual([]);
    expect(outcome.failed).toBe(true);
    if (outcome.failed) expect(outcome.error).toBe(registry.failure);
  });

  it('reports an unexpected exception as the registry being unavailable', async () => {
    const registry = new RecordingRegistry([]);
    registry.failure = new TypeError('fetch failed');
    const outcome = await new SearchBusinesses(registry).execute({ param: 'harbour', region: 'NZ' });
    expect(outcome.failed).toBe(true);
    if (outcome.failed) {
      expect(outcome.error.code).toBe('PARTNER_UNAVAILABLE');
      expect(outcome.error.details).toEqual({ cause: 'fetch failed' });
    }
  });
});
