import { type Result } from '../shared/result';
import type { Region } from '../shared/region';
import { LONGEST_LEASE_TERM, SHORTEST_LEASE_TERM, type LeaseTerm } from './lease-terms';
import { encodePair } from './make-model-pair';
import { normaliseRateBookFilter, type RateBookFilter, type RateBookFilterInput } from './rate-book-filter';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_KEY,
  DEFAULT_SORT_ORDER,
  SHORTLIST_PRICES_PAGE_SIZE,
} from './search-settings';

/** A search with nothing chosen: the first page, sorted by make. */
export const DEFAULT_RATE_BOOK_FILTER: RateBookFilter = {
  pageSize: DEFAULT_PAGE_SIZE,
  currentPage: 1,
  sortBy: DEFAULT_SORT_KEY,
  sortOrder: DEFAULT_SORT_ORDER,
};

/**
 * Applies a change to the search. Changing anything but the page (sort, order, page size or the
 * search itself) goes back to page 1 (calculator §4).
 */
export function changeSearch(
  filter: RateBookFilter,
  change: Partial<RateBookFilter>,
): Result<RateBookFilter> {
  const onlyPaging = Object.keys(change).every((name) => name === 'currentPage');
  return normaliseRateBookFilter({ ...filter, ...change, ...(onlyPaging ? {} : { currentPage: 1 }) });
}

/** The search in the results page's address (its query parameters); an unreadable one is the default search. */
export function searchFromAddress(query: RateBookFilterInput): RateBookFilter {
  const read = normaliseRateBookFilter(query);
  return read.ok ? read.value : DEFAULT_RATE_BOOK_FILTER;
}

/**
 * What the results page asks the rate book for: its search for one term in the organisation's
 * country (decision 0820). The server answers the same request with the page (decision 2128).
 */
export function resultsPageRequest(filter: RateBookFilter, term: LeaseTerm, region: Region): RateBookFilter {
  return { ...filter, minDuration: term, maxDuration: term, countryCode: region };
}

/** Every term of the shortlisted vehicles in one page (calculator §7). */
export function shortlistedPricesFilter(catalogVehicleIds: readonly string[]): RateBookFilter {
  return {
    ...DEFAULT_RATE_BOOK_FILTER,
    catalogVehicleId: [...new Set(catalogVehicleIds)],
    pageSize: SHORTLIST_PRICES_PAGE_SIZE,
    minDuration: SHORTEST_LEASE_TERM,
    maxDuration: LONGEST_LEASE_TERM,
  };
}

/**
 * The search as URL query parameters: the pair as MAKE:model1,model2 joined by |, lists
 * comma-joined (calculator §4). Paging and sort are written only when they differ from the default,
 * so a plain search keeps a short URL. Reading it back is `normaliseRateBookFilter(query)`.
 */
export function rateBookFilterToQuery(filter: RateBookFilter): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (
      name in DEFAULT_RATE_BOOK_FILTER &&
      DEFAULT_RATE_BOOK_FILTER[name as keyof RateBookFilter] === value
    ) {
      continue;
    }
    const written =
      name === 'pair' ? encodePair(value) : Array.isArray(value) ? value.join(',') : String(value);
    if (written) query[name] = written;
  }
  return query;
}

/** The search URL follows the filters unless the page was opened with a 'type' parameter (§4). */
export function shouldWriteSearchUrl(query: RateBookFilterInput): boolean {
  return !('type' in query);
}
