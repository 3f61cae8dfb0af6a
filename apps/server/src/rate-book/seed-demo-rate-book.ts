import {
  DEFAULT_RATE_BOOK_FILTER,
  demoRateBook,
  REGIONS,
  type RateBook,
  type Region,
  type Vehicle,
} from '@lease-portal/domain';

/**
 * Gives each country whose rate book is empty the demo rate book, so a fresh portal has vehicles to
 * show; never touches a country that has one (a provider's import stays). Returns the countries seeded.
 */
export async function seedDemoRateBook(
  rateBook: RateBook,
  rowsOfDemo: () => Vehicle[] | Promise<Vehicle[]> = demoRateBook,
): Promise<Region[]> {
  const empty: Region[] = [];
  for (const countryCode of REGIONS) {
    const found = await rateBook.search({ ...DEFAULT_RATE_BOOK_FILTER, pageSize: 10, countryCode });
    if (found.results.totalCount === 0) empty.push(countryCode);
  }
  if (!empty.length) return [];
  const rows = await rowsOfDemo();
  for (const countryCode of empty) {
    await rateBook.replace(
      countryCode,
      rows.filter((row) => row.countryCode === countryCode),
    );
  }
  return empty;
}
