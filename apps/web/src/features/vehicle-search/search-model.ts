import {
  rateBookFilterToQuery,
  resultsPageRequest,
  searchFromAddress,
  type LeaseTerm,
  type RateBookFilter,
  type Region,
  type Vehicle,
} from '@lease-portal/domain';
import type { ApolloClient } from '@apollo/client';
import type { RateBookFilter as RateBookFilterInput } from '../../gql/graphql';
import { RateBookPage } from '../../shared/rate-book/rateBookPage';
import { vehicleFromRow } from '../../shared/rate-book/vehicle-from-row';
import { fetchVehicleImageAhead } from '../../shared/ui/VehicleImage';
import { browserShortlistTerm } from '../shortlist-state';
import { takeRateBookFromPage } from './page-rate-book';

/** The search in the results page's URL; an unreadable URL is the default search. */
export function filterFromSearchParams(params: URLSearchParams): RateBookFilter {
  return searchFromAddress(Object.fromEntries(params));
}

/** The URL query for a search, keeping parameters the search does not own (such as 'type'). */
export function searchParamsFor(filter: RateBookFilter): URLSearchParams {
  return new URLSearchParams(rateBookFilterToQuery(filter));
}

/** The rate book request for the search: one term, the organisation's country. */
export function rateBookRequest(
  filter: RateBookFilter,
  term: LeaseTerm,
  region: Region,
): RateBookFilterInput {
  return resultsPageRequest(filter, term, region);
}

/**
 * Asks for the rate book page the results page will show for this address, as ResultsPage asks for
 * it (same operation, same variables), so the page finds the answer in Apollo's cache or joins the
 * request in flight; the answer the server sent with the page is taken first, so it needs no round
 * trip at all (decision 2128). The first card's picture, the page's largest paint on a phone, is
 * fetched as soon as the answer names it. A failure is left to the page's own query, which shows it.
 */
export function askForResults(
  client: ApolloClient,
  searchParams: URLSearchParams,
  region: Region,
  page: Document,
): void {
  takeRateBookFromPage(client, page);
  const filter = rateBookRequest(filterFromSearchParams(searchParams), browserShortlistTerm(), region);
  client
    .query({ query: RateBookPage, variables: { filter } })
    .then(({ data }) => {
      const first = data?.rateBook.results.rows[0];
      if (first) fetchVehicleImageAhead(vehicleFromRow(first, region));
    })
    .catch(() => undefined);
}

/** The card's 'fuel | year | transmission' line. */
export function specLine(
  vehicle: Pick<Vehicle, 'vehicleFueltype' | 'catalogYear' | 'vehicleTransmissiongroup'>,
) {
  return [vehicle.vehicleFueltype, vehicle.catalogYear, vehicle.vehicleTransmissiongroup].join(' | ');
}

export const NO_RESULTS = {
  title: 'No results found.',
  body: 'Sorry. No results are available as your search criteria was too specific.',
  hint: 'Please adjust your choices and try again.',
  action: 'Start a new search',
} as const;
