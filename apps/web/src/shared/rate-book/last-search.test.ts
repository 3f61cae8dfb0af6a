import { lastSearchPath, rememberLastSearch } from './last-search';

describe('the last search', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is the plain results page before any search', () => {
    expect(lastSearchPath()).toBe('/calculator/results');
  });

  it('returns to the remembered filters, sort and page', () => {
    rememberLastSearch('?vehicleBodytype=SEDAN&sortBy=consumer_price&currentPage=2');
    expect(lastSearchPath()).toBe(
      '/calculator/results?vehicleBodytype=SEDAN&sortBy=consumer_price&currentPage=2',
    );
  });

  it('accepts a query without its question mark', () => {
    rememberLastSearch('vehicleFueltype=Electric');
    expect(lastSearchPath()).toBe('/calculator/results?vehicleFueltype=Electric');
  });

  it('remembers the latest search only, including a search for everything', () => {
    rememberLastSearch('?vehicleBodytype=SEDAN');
    rememberLastSearch('');
    expect(lastSearchPath()).toBe('/calculator/results');
  });
});
