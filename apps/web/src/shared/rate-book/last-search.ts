/*
 * The customer's last search on the results page, so the shortlist's 'Edit shortlist' and 'Return
 * to search results' bring back its filters, sort and page rather than a fresh search. Kept for the
 * browser tab (session storage), like the search itself in the results page's URL.
 */

export const RESULTS_PATH = '/calculator/results';
const KEY = 'lease-portal:last-search';

/** Remembers the results page's query ('?vehicleBodytype=SEDAN&currentPage=2', or '' for all vehicles). */
export function rememberLastSearch(query: string): void {
  try {
    window.sessionStorage.setItem(KEY, query.startsWith('?') || query === '' ? query : `?${query}`);
  } catch {
    // Storage refused (private mode, quota): the results page still works, only the return is plain.
  }
}

/** Where the customer's last search is: the results page with its query, or the plain results page. */
export function lastSearchPath(): string {
  return `${RESULTS_PATH}${storedQuery() ?? ''}`;
}

function storedQuery(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
