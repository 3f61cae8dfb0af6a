import {
  searchRows,
  type MakeModels,
  type RateBookFilter,
  type RateBookResults,
  type Region,
  type Vehicle,
} from '@lease-portal/domain';
import { InMemoryRateBook } from '@lease-portal/domain/src/calculator/testing/in-memory-rate-book';
import { demoRateBook } from '@lease-portal/domain';
import { anonymous, aTestServer } from '../testing/test-server';

/** The demo rate book in memory, remembering the filter each search reached it with. */
class RecordingRateBook extends InMemoryRateBook {
  readonly searched: RateBookFilter[] = [];
  override async search(filter: RateBookFilter): Promise<RateBookResults> {
    this.searched.push(filter);
    return super.search(filter);
  }
}

/** Every test builds its own server, so its cache starts empty; the revision never moves here. */
const catalogueRevision = async () => '0';

const RATE_BOOK = `query RateBook($filter: RateBookFilter!) {
  rateBook(filter: $filter) {
    resultCount
    results { totalCount rows { catalogVehicleId duration consumerPrice weekLeaseprice vehicleDescription } }
  }
}`;

let demo: Vehicle[];
beforeAll(async () => {
  demo = demoRateBook();
});

interface Answer {
  status: number | undefined;
  data?: { rateBook: RateBookResults } | null;
  errors: { message: string; extensions?: Record<string, unknown> }[];
  book: RecordingRateBook;
  ms: number;
}

async function call(query: string, variables: Record<string, unknown>): Promise<Answer> {
  const book = new RecordingRateBook(demo);
  const { server } = aTestServer({ calculator: { rateBook: book, makeModelLists: book, catalogueRevision } });
  const started = performance.now();
  const response = await server.executeOperation({ query, variables }, { contextValue: anonymous });
  const ms = performance.now() - started;
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { data, errors = [] } = response.body.singleResult;
  return { status: response.http.status, data: data as Answer['data'], errors: [...errors], book, ms };
}

const search = (filter: Record<string, unknown>) => call(RATE_BOOK, { filter });

/** The one filter the rate book received. */
async function received(filter: Record<string, unknown>): Promise<RateBookFilter> {
  const { book, errors } = await search(filter);
  expect(errors).toEqual([]);
  expect(book.searched).toHaveLength(1);
  return book.searched[0]!;
}

/** The test host belongs to an AU organisation, so every search is scoped to AU. */
const DEFAULTS = {
  pageSize: 25,
  currentPage: 1,
  sortBy: 'vehicle_description',
  sortOrder: 'asc',
  countryCode: 'AU',
};

describe('rateBook: the search rules of calculator §4 at the API', () => {
  it('drops blank filters and keeps paging and sort defaults', async () => {
    expect(
      await received({ vehicleFueltype: [], vehicleMake: '  ', countryCode: null, pair: [{ make: ' ' }] }),
    ).toEqual(DEFAULTS);
  });

  it('drops filter names it does not know (a URL may carry any)', async () => {
    const book = new RecordingRateBook(demo);
    const { server } = aTestServer({
      calculator: { rateBook: book, makeModelLists: book, catalogueRevision },
    });
    // The GraphQL input type refuses unknown fields itself; a URL's extra parameters never reach it.
    const response = await server.executeOperation(
      { query: RATE_BOOK, variables: { filter: { colour: 'red' } } },
      { contextValue: anonymous },
    );
    expect(response.http.status).toBe(400);
    expect(book.searched).toEqual([]);
  });

  it("searches the country of the host's organisation, whatever country the client names", async () => {
    expect(await received({ countryCode: 'NZ' })).toEqual(DEFAULTS);
    const { data } = await search({ countryCode: 'NZ', pageSize: 100 });
    const ids = new Set(demo.filter((v) => v.countryCode === 'AU').map((v) => v.catalogVehicleId));
    expect(data!.rateBook.results.rows.every((row) => ids.has(row.catalogVehicleId))).toBe(true);
  });

  it('treats a maximum price of 120000 as no upper bound', async () => {
    expect(await received({ vehicleMinRRP: 40_000, vehicleMaxRRP: 120_000 })).toEqual({
      ...DEFAULTS,
      vehicleMinRRP: 40_000,
    });
  });

  it('sends the price range only with its minimum', async () => {
    expect(await received({ vehicleMaxRRP: 60_000 })).toEqual(DEFAULTS);
  });

  it('clears the cab type without a Ute body type, and keeps it with one', async () => {
    expect(await received({ vehicleBodytype: ['VAN'], cabType: ['D/CAB'] })).toEqual({
      ...DEFAULTS,
      vehicleBodytype: ['VAN'],
    });
    expect(await received({ vehicleBodytype: ['Utility'], cabType: ['Dual cab'] })).toEqual({
      ...DEFAULTS,
      vehicleBodytype: ['UTE'],
      cabType: ['D/CAB'],
    });
  });

  it('refuses a price range together with a weekly budget', async () => {
    const { errors, book } = await search({ vehicleMinRRP: 20_000, minBudget: 100 });
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors[0]?.message).toBe('Search by either a price range or a budget, not both.');
    expect(book.searched).toEqual([]);
  });

  it('reads a budget without a type as weekly, and applies a monthly one to monthly prices', async () => {
    expect(await received({ maxBudget: 200 })).toEqual({ ...DEFAULTS, maxBudget: 200, budgetType: 'weekly' });
    const { data } = await search({ minBudget: 2_000, budgetType: 'monthly', pageSize: 100 });
    const rows = data!.rateBook.results.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(
        demo.find((v) => v.catalogVehicleId === row.catalogVehicleId && v.duration === row.duration)!
          .monthLeaseprice,
      ).toBeGreaterThanOrEqual(2_000);
    }
  });

  it.each([
    ['consumer_price', 'asc', (v: Vehicle) => v.consumerPrice],
    ['consumer_price', 'desc', (v: Vehicle) => -v.consumerPrice],
    ['week_leaseprice', 'asc', (v: Vehicle) => v.weekLeaseprice],
    ['week_leaseprice', 'desc', (v: Vehicle) => -v.weekLeaseprice],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder, key) => {
    const { data } = await search({ countryCode: 'AU', sortBy, sortOrder, pageSize: 100 });
    const keys = data!.rateBook.results.rows.map((row) =>
      key(demo.find((v) => v.catalogVehicleId === row.catalogVehicleId && v.duration === row.duration)!),
    );
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('sorts by make (the description) ascending by default, descending when asked', async () => {
    const ascending = (await search({})).data!.rateBook.results.rows;
    const descending = (await search({ sortOrder: 'desc' })).data!.rateBook.results.rows;
    const names = (rows: { vehicleDescription?: string | null }[]) =>
      rows.map((row) => row.vehicleDescription!.toUpperCase());
    expect(names(ascending)).toEqual([...names(ascending)].sort());
    expect(names(descending)).toEqual([...names(descending)].sort().reverse());
  });

  it.each([10, 25, 50, 100])('pages by %i', async (pageSize) => {
    const { data } = await search({ countryCode: 'AU', pageSize, currentPage: 2 });
    expect(data!.rateBook.resultCount).toBe(pageSize);
    expect(data!.rateBook.results.rows).toHaveLength(pageSize);
  });

  it('pages by 25 by default and counts every match', async () => {
    const { data } = await search({ countryCode: 'AU', vehicleFueltype: ['Diesel'] });
    const expected = demo.filter((v) => v.countryCode === 'AU' && v.vehicleFueltype === 'Diesel').length;
    expect(data!.rateBook.resultCount).toBe(25);
    expect(data!.rateBook.results.totalCount).toBe(expected);
  });

  it('answers the shortlisted-prices fetch: the ids, 100 a page, terms 36 to 60', async () => {
    const au = demo.filter((v) => v.countryCode === 'AU');
    const ids = [au[0]!.catalogVehicleId, au[300]!.catalogVehicleId, au[597]!.catalogVehicleId];
    const { data, book } = await search({
      catalogVehicleId: ids,
      pageSize: 100,
      minDuration: 36,
      maxDuration: 60,
    });
    expect(book.searched[0]).toEqual({
      ...DEFAULTS,
      pageSize: 100,
      catalogVehicleId: ids,
      minDuration: 36,
      maxDuration: 60,
    });
    expect(data!.rateBook.results.totalCount).toBe(9);
    expect(new Set(data!.rateBook.results.rows.map((row) => row.catalogVehicleId))).toEqual(new Set(ids));
    expect(data!.rateBook.results.rows.map((row) => row.catalogVehicleId)).toEqual(
      searchRows(demo, book.searched[0]!).results.rows.map((row) => row.catalogVehicleId),
    );
  });
});

describe('rateBook: bad input gets a clear answer quickly, and never reaches the rate book', () => {
  it.each<[string, Record<string, unknown>, number]>([
    ['an unknown sort key', { sortBy: 'vehicle_price' }, 400],
    ['a page size outside 10/25/50/100', { pageSize: 30 }, 200],
    ['a 10,000-element list', { catalogVehicleId: Array.from({ length: 10_000 }, (_, i) => `AU-${i}`) }, 400],
    ['a 1 MB string', { vehicleMake: 'x'.repeat(1024 * 1024) }, 200],
    ['a fuel type the catalogue does not offer', { vehicleFueltype: ['Steam'] }, 200],
    ['a term the catalogue does not offer', { minDuration: 12 }, 200],
    ['a minimum above its maximum', { minBudget: 300, maxBudget: 100 }, 200],
  ])('%s', async (_case, filter, status) => {
    const { errors, book, ms, status: httpStatus } = await search(filter);
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors[0]?.message.length).toBeLessThan(300);
    expect(httpStatus ?? 200).toBe(status);
    expect(book.searched).toEqual([]);
    expect(ms).toBeLessThan(1_000);
  });

  it('names the field of a page size it refuses', async () => {
    const { errors } = await search({ pageSize: 30 });
    expect(errors[0]?.extensions?.fields).toEqual({
      pageSize: ['pageSize must be one of the following values: 10, 25, 50, 100'],
    });
  });
});

describe('vehicleMakes and vehicleModels', () => {
  const lists = (makes: string[], models: MakeModels[]) => {
    const calls: unknown[][] = [];
    return {
      calls,
      makeModelLists: {
        makes: async (countryCode: Region) => (calls.push(['makes', countryCode]), makes),
        models: async (countryCode: Region, chosen: readonly string[]) => (
          calls.push(['models', countryCode, chosen]),
          models
        ),
      },
    };
  };

  it('answers the makes of a country', async () => {
    const book = new InMemoryRateBook(demo);
    const { server } = aTestServer({
      calculator: { rateBook: book, makeModelLists: book, catalogueRevision },
    });
    const response = await server.executeOperation(
      { query: 'query { vehicleMakes(countryCode: NZ) }' },
      { contextValue: anonymous },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const makes = (response.body.singleResult.data as { vehicleMakes: string[] }).vehicleMakes;
    expect(makes).toContain('TOYOTA');
    expect(makes).toEqual([...makes].sort());
    expect(makes.every((make) => make === make.toUpperCase())).toBe(true);
  });

  it('answers the models of the makes asked for', async () => {
    const fake = lists([], [{ make: 'TOYOTA', models: ['HILUX', 'RAV4'] }]);
    const book = new InMemoryRateBook();
    const { server } = aTestServer({
      calculator: { rateBook: book, makeModelLists: fake.makeModelLists, catalogueRevision },
    });
    const response = await server.executeOperation(
      { query: 'query { vehicleModels(countryCode: AU, makes: ["toyota"]) { make models } }' },
      { contextValue: anonymous },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    expect(response.body.singleResult.data).toEqual({
      vehicleModels: [{ make: 'TOYOTA', models: ['HILUX', 'RAV4'] }],
    });
    expect(fake.calls).toEqual([['models', 'AU', ['toyota']]]);
  });

  it('refuses a list of 10,000 makes without fetching anything', async () => {
    const fake = lists([], []);
    const book = new InMemoryRateBook();
    const { server } = aTestServer({
      calculator: { rateBook: book, makeModelLists: fake.makeModelLists, catalogueRevision },
    });
    const response = await server.executeOperation(
      {
        query: 'query Models($makes: [String!]!) { vehicleModels(countryCode: AU, makes: $makes) { make } }',
        variables: { makes: Array.from({ length: 10_000 }, (_, i) => `MAKE-${i}`) },
      },
      { contextValue: anonymous },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    expect(response.body.singleResult.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fake.calls).toEqual([]);
  });
});

describe("rateBook: each vehicle's fuel or electricity use", () => {
  it('answers litres for an engine, kWh for an electric vehicle, and null for the other', async () => {
    const [diesel, electric] = ['Diesel', 'Electric'].map((fuel) =>
      demo.find((row) => row.countryCode === 'AU' && row.vehicleFueltype === fuel)!,
    );
    const { data, errors } = await call(
      `query Use($filter: RateBookFilter!) {
        rateBook(filter: $filter) {
          results { rows { catalogVehicleId fuelConsumptionLPer100Km energyConsumptionKwhPer100Km } }
        }
      }`,
      {
        filter: {
          catalogVehicleId: [diesel!.catalogVehicleId, electric!.catalogVehicleId],
          minDuration: 36,
          maxDuration: 36,
        },
      },
    );
    expect(errors).toEqual([]);
    const byId = new Map(data!.rateBook.results.rows.map((row) => [row.catalogVehicleId, row]));
    expect(byId.get(diesel!.catalogVehicleId)).toEqual({
      catalogVehicleId: diesel!.catalogVehicleId,
      fuelConsumptionLPer100Km: diesel!.fuelConsumptionLPer100Km,
      energyConsumptionKwhPer100Km: null,
    });
    expect(byId.get(electric!.catalogVehicleId)).toEqual({
      catalogVehicleId: electric!.catalogVehicleId,
      fuelConsumptionLPer100Km: null,
      energyConsumptionKwhPer100Km: electric!.energyConsumptionKwhPer100Km,
    });
  });
});
