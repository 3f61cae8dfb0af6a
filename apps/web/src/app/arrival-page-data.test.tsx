import { screen } from '@testing-library/react';
import { someVehicles } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { GetOrgProfilesByDomain } from '../features/organisation/graphql/getOrgProfilesByDomain';
import { browserShortlistStore } from '../features/shortlist-state/shortlist-context';
import { fakeApiClient } from '../testing/fake-api-client';
import { anOrgProfile } from '../testing/org-profile.fixture';
import { renderApp } from '../testing/render-app';
import { RATE_BOOK_ELEMENT_ID } from '../features/vehicle-search/page-rate-book';
import { filterFromSearchParams, rateBookRequest } from '../features/vehicle-search/search-model';
import { RateBookPage } from '../shared/rate-book/rateBookPage';
import { askForArrivalPageData } from './arrival-page-data';

const host = window.location.host;

function anApi() {
  const searches: Record<string, unknown>[] = [];
  const api = {
    getOrgProfilesByDomain: [anOrgProfile({ region: 'NZ' })],
    recordAnalyticsEvent: true,
    rateBook: ({ filter }: { filter: Record<string, unknown> }) => {
      searches.push(filter);
      return { results: { rows: someVehicles(3), totalCount: 3 }, resultCount: 3 };
    },
  };
  return { api, searches };
}

/** A client holding the profile the page came with, as AppProviders leaves it. */
function clientWithProfile(api: Record<string, unknown>) {
  const client = fakeApiClient(api);
  client.writeQuery({
    query: GetOrgProfilesByDomain,
    variables: { domain: host },
    data: { getOrgProfilesByDomain: [anOrgProfile({ region: 'NZ' })] },
  });
  return client;
}

beforeEach(() => browserShortlistStore().clear());
afterEach(() => document.getElementById(RATE_BOOK_ELEMENT_ID)?.remove());

/** The page as the server sends it for this search: the rate book page of a visitor with no term chosen. */
async function pageCarriesRateBook(search: string) {
  const variables = {
    filter: rateBookRequest(filterFromSearchParams(new URLSearchParams(search)), 36, 'NZ'),
  };
  const { data } = await fakeApiClient(anApi().api).query({ query: RateBookPage, variables });
  const script = document.createElement('script');
  script.id = RATE_BOOK_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ variables, data });
  document.head.append(script);
}

describe('the data of the page a visitor arrives on, asked for as the app starts', () => {
  it("is the results page's search, which the page then finds without asking again", async () => {
    const { api, searches } = anApi();
    const client = clientWithProfile(api);
    const address = { pathname: '/calculator/results/', search: '?vehicleBodytype=SUV&pageSize=10', host };
    await askForArrivalPageData(client, address);
    expect(searches).toEqual([
      expect.objectContaining({ vehicleBodytype: ['SUV'], pageSize: 10, minDuration: 36, countryCode: 'NZ' }),
    ]);

    renderApp('/calculator/results?vehicleBodytype=SUV&pageSize=10', { client });
    expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(3);
    expect(searches).toHaveLength(1);
  });

  it('is the rate book page the server sent with the page, drawn without asking the API (decision 2128)', async () => {
    await pageCarriesRateBook('?vehicleBodytype=SUV');
    const { api, searches } = anApi();
    const client = clientWithProfile(api);
    await askForArrivalPageData(client, {
      pathname: '/calculator/results',
      search: '?vehicleBodytype=SUV',
      host,
    });

    renderApp('/calculator/results?vehicleBodytype=SUV', { client });
    expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(3);
    expect(searches).toEqual([]);
  });

  it("asks for a returning visitor's own term, which the page sent was not for", async () => {
    await pageCarriesRateBook('?vehicleBodytype=SUV');
    browserShortlistStore().setTerm(48);
    const { api, searches } = anApi();
    await askForArrivalPageData(clientWithProfile(api), {
      pathname: '/calculator/results',
      search: '?vehicleBodytype=SUV',
      host,
    });
    expect(searches).toEqual([expect.objectContaining({ minDuration: 48, maxDuration: 48 })]);
  });

  it('is nothing on another page, or before the organisation (and so the region) is known', async () => {
    const { api, searches } = anApi();
    expect(askForArrivalPageData(clientWithProfile(api), { pathname: '/calculator', search: '', host })).toBe(
      undefined,
    );
    const withoutProfile = fakeApiClient(api);
    const results = { pathname: '/calculator/results', search: '', host };
    expect(askForArrivalPageData(withoutProfile, results)).toBe(undefined);
    expect(searches).toEqual([]);
  });
});
