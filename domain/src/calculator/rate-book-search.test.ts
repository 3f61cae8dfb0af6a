import { normaliseRateBookFilter, type RateBookFilter } from './rate-book-filter';
import {
  changeSearch,
  DEFAULT_RATE_BOOK_FILTER,
  rateBookFilterToQuery,
  resultsPageRequest,
  searchFromAddress,
  shortlistedPricesFilter,
  shouldWriteSearchUrl,
} from './rate-book-search';

const onPage4: RateBookFilter = { ...DEFAULT_RATE_BOOK_FILTER, currentPage: 4 };

function changed(filter: RateBookFilter, change: Partial<RateBookFilter>): RateBookFilter {
  const result = changeSearch(filter, change);
  if (!result.ok) throw result.error;
  return result.value;
}

describe('changing the search', () => {
  it.each<[string, Partial<RateBookFilter>]>([
    ['sort', { sortBy: 'consumer_price' }],
    ['sort order', { sortOrder: 'desc' }],
    ['page size', { pageSize: 50 }],
    ['the search', { vehicleFueltype: ['Electric'] }],
  ])('goes back to page 1 when the %s changes', (_what, change) => {
    expect(changed(onPage4, change).currentPage).toBe(1);
  });

  it('moves to the page asked for when only the page changes', () => {
    expect(changed(onPage4, { currentPage: 7 }).currentPage).toBe(7);
  });

  it('applies the search rules to the changed filter', () => {
    const ute = changed(DEFAULT_RATE_BOOK_FILTER, { vehicleBodytype: ['UTE'], cabType: ['S/CAB'] });
    expect(changed(ute, { vehicleBodytype: ['VAN'] })).not.toHaveProperty('cabType');
  });
});

describe("the results page's request", () => {
  it("is the address's search, for one term in the organisation's country", () => {
    const search = searchFromAddress({ vehicleBodytype: 'SUV', sortBy: 'consumer_price', type: 'x' });
    expect(resultsPageRequest(search, 48, 'NZ')).toEqual({
      ...DEFAULT_RATE_BOOK_FILTER,
      vehicleBodytype: ['SUV'],
      sortBy: 'consumer_price',
      minDuration: 48,
      maxDuration: 48,
      countryCode: 'NZ',
    });
  });

  it('searches with nothing chosen when the address does not read as a search', () => {
    expect(searchFromAddress({ vehicleBodytype: 'HOVERCRAFT' })).toEqual(DEFAULT_RATE_BOOK_FILTER);
  });

  it('takes the region given over one the address names', () => {
    expect(resultsPageRequest(searchFromAddress({ countryCode: 'AU' }), 36, 'NZ').countryCode).toBe('NZ');
  });
});

describe('the shortlisted-prices fetch', () => {
  it('asks for every term of the shortlisted vehicles in one page of 100', () => {
    expect(shortlistedPricesFilter(['AU-1', 'AU-2', 'AU-1'])).toEqual({
      ...DEFAULT_RATE_BOOK_FILTER,
      catalogVehicleId: ['AU-1', 'AU-2'],
      pageSize: 100,
      minDuration: 36,
      maxDuration: 60,
    });
  });
});

describe('the search URL', () => {
  it('writes the pair as MAKE:models joined by | and lists comma-joined', () => {
    expect(
      rateBookFilterToQuery({
        ...DEFAULT_RATE_BOOK_FILTER,
        pair: [
          { make: 'TOYOTA', models: ['HiLux', 'RAV4'] },
          { make: 'FORD', models: [] },
        ],
        vehicleFueltype: ['Diesel', 'Hybrid'],
        vehicleMinRRP: 40_000,
      }),
    ).toEqual({ pair: 'TOYOTA:HiLux,RAV4|FORD', vehicleFueltype: 'Diesel,Hybrid', vehicleMinRRP: '40000' });
  });

  it('writes paging and sort only when they are not the default', () => {
    expect(rateBookFilterToQuery({ ...DEFAULT_RATE_BOOK_FILTER, currentPage: 2, sortOrder: 'desc' })).toEqual(
      {
        currentPage: '2',
        sortOrder: 'desc',
      },
    );
  });

  it('reads back to the same search', () => {
    const filter: RateBookFilter = {
      ...DEFAULT_RATE_BOOK_FILTER,
      pair: [{ make: 'ISUZU', models: ['D-Max'] }],
      vehicleBodytype: ['UTE'],
      cabType: ['D/CAB', 'Extended'],
      vehicleSeats: [2, 5],
      minBudget: 100,
      maxBudget: 400,
      budgetType: 'weekly',
      pageSize: 50,
      currentPage: 3,
      sortBy: 'week_leaseprice',
    };
    expect(normaliseRateBookFilter(rateBookFilterToQuery(filter))).toEqual({ ok: true, value: filter });
  });

  it("is not rewritten when the page was opened with a 'type' parameter", () => {
    expect(shouldWriteSearchUrl({ type: 'compare', pair: 'KIA' })).toBe(false);
    expect(shouldWriteSearchUrl({ pair: 'KIA' })).toBe(true);
  });
});
