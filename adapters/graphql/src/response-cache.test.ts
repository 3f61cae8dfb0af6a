import type { ApolloServer } from '@apollo/server';
import {
  GetOrgProfilesByDomain,
  type RateBookFilter,
  type RateBookResults,
  type Vehicle,
} from '@lease-portal/domain';
import { InMemoryRateBook } from '@lease-portal/domain/src/calculator/testing/in-memory-rate-book';
import { demoRateBook } from '@lease-portal/domain';
import type { GraphqlContext } from './context';
import { ManualRevision } from './testing/rate-book-test-support';
import { aFleetCoProfile, anonymous, aTestServer, InMemoryOrgProfiles } from './testing/test-server';

/** The demo rate book in memory, counting the searches that reached it. */
class CountingRateBook extends InMemoryRateBook {
  searches = 0;
  makeLists = 0;
  override async search(filter: RateBookFilter): Promise<RateBookResults> {
    this.searches += 1;
    return super.search(filter);
  }
  override async makes(...args: Parameters<InMemoryRateBook['makes']>) {
    this.makeLists += 1;
    return super.makes(...args);
  }
}

const RATE_BOOK = `query RateBook($filter: RateBookFilter!) {
  rateBook(filter: $filter) { resultCount results { totalCount rows { catalogVehicleId weekLeaseprice } } }
}`;
const FILTER = { filter: { minDuration: 36, maxDuration: 36, sortBy: 'week_leaseprice' } };

const NZ_HOST = 'lease.kiwifleet.co.nz';
const kiwiFleet = () => ({
  ...aFleetCoProfile(),
  orgId: 'kiwi-fleet',
  region: 'NZ' as const,
  whiteLabel: { region: 'NZ' as const, enableWhiteLabel: true, domains: [NZ_HOST] },
});

let demo: Vehicle[];
beforeAll(async () => {
  demo = demoRateBook();
});

function aCachingServer() {
  const book = new CountingRateBook(demo);
  const revision = new ManualRevision();
  const { server } = aTestServer({
    getOrgProfilesByDomain: new GetOrgProfilesByDomain(
      new InMemoryOrgProfiles([aFleetCoProfile(), kiwiFleet()]),
    ),
    calculator: { rateBook: book, makeModelLists: book, catalogueRevision: revision.current },
  });
  return { server, book, revision };
}

async function ask(
  server: ApolloServer<GraphqlContext>,
  query: string,
  variables: Record<string, unknown> = {},
  contextValue: GraphqlContext = anonymous,
) {
  const response = await server.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return {
    data: response.body.singleResult.data,
    errors: response.body.singleResult.errors,
    /** Set by the response cache on an answer it served. */
    fromCache: response.http.headers.get('age') !== undefined,
    cacheControl: response.http.headers.get('cache-control'),
  };
}

describe('whole answers of the public calculator queries kept in memory (decision 0821)', () => {
  it('answers a repeated rateBook without searching the rate book again, and never lets it be stored', async () => {
    const { server, book } = aCachingServer();
    const first = await ask(server, RATE_BOOK, FILTER);
    const second = await ask(server, RATE_BOOK, FILTER);
    expect(first.errors).toBeUndefined();
    expect(book.searches).toBe(1);
    expect([first.fromCache, second.fromCache]).toEqual([false, true]);
    expect(second.data).toEqual(first.data);
    expect(second.cacheControl).toBe('no-store');
  });

  it('keeps the make list too', async () => {
    const { server, book } = aCachingServer();
    await ask(server, 'query { vehicleMakes(countryCode: AU) }');
    await ask(server, 'query { vehicleMakes(countryCode: AU) }');
    expect(book.makeLists).toBe(1);
  });

  it("misses for another host: another organisation's country", async () => {
    const { server, book } = aCachingServer();
    const au = await ask(server, RATE_BOOK, FILTER);
    const nz = await ask(server, RATE_BOOK, FILTER, { host: NZ_HOST });
    expect(book.searches).toBe(2);
    expect(nz.fromCache).toBe(false);
    expect(nz.data).not.toEqual(au.data);
  });

  it('misses once the catalogue revision moved', async () => {
    const { server, book, revision } = aCachingServer();
    await ask(server, RATE_BOOK, FILTER);
    revision.bump();
    expect((await ask(server, RATE_BOOK, FILTER)).fromCache).toBe(false);
    expect(await ask(server, RATE_BOOK, FILTER)).toMatchObject({ fromCache: true });
    expect(book.searches).toBe(2);
  });

  it('never keeps or serves an answer to a request with a session', async () => {
    const { server, book } = aCachingServer();
    const signedIn: GraphqlContext = { ...anonymous, sessionToken: 'a-session' };
    await ask(server, RATE_BOOK, FILTER, signedIn);
    await ask(server, RATE_BOOK, FILTER, signedIn);
    await ask(server, RATE_BOOK, FILTER);
    expect(await ask(server, RATE_BOOK, FILTER, signedIn)).toMatchObject({ fromCache: false });
    expect(book.searches).toBe(4);
  });

  it('never keeps a query that also asks for a field without a public hint', async () => {
    const { server, book } = aCachingServer();
    const mixed = `query Mixed($filter: RateBookFilter!) {
      rateBook(filter: $filter) { resultCount }
      getOrgProfilesByDomain(domain: "lease.fleetco.com.au") { orgId }
    }`;
    await ask(server, mixed, FILTER);
    expect(await ask(server, mixed, FILTER)).toMatchObject({ fromCache: false });
    expect(book.searches).toBe(2);
  });

  it('never keeps a mutation', async () => {
    const { server } = aCachingServer();
    const logout = 'mutation { logout }';
    const first = await ask(server, logout);
    expect(first.errors).toBeUndefined();
    expect(await ask(server, logout)).toMatchObject({ fromCache: false });
  });

  it('never keeps an error', async () => {
    const { server } = aCachingServer();
    const bad = { filter: { pageSize: 7 } };
    expect((await ask(server, RATE_BOOK, bad)).errors).toBeDefined();
    expect(await ask(server, RATE_BOOK, bad)).toMatchObject({ fromCache: false });
  });
});
