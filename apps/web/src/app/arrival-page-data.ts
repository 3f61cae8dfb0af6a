import type { ApolloClient } from '@apollo/client';
import { CALCULATOR_RESULTS_PATH } from '@lease-portal/domain';
import { GetOrgProfilesByDomain } from '../features/organisation/graphql/getOrgProfilesByDomain';
import { orgProfileValue } from './providers/OrgProfileProvider';

/**
 * The data of the page a visitor arrives on by its address, asked for as the app starts: the results
 * page's rate book search went out only once the app had drawn the page, the last but one link of
 * the chain its largest paint (the first card's picture) waits for (decision 0603). Only with the
 * organisation's profile at hand (sent with the page), as the search is in its region. The asking
 * code is the results page's own chunk, which the server has the browser fetch with the entry.
 */
export function askForArrivalPageData(
  client: ApolloClient,
  { pathname, search, host }: Pick<Location, 'pathname' | 'search' | 'host'>,
): Promise<void> | undefined {
  if (pathname.replace(/\/+$/, '') !== CALCULATOR_RESULTS_PATH) return undefined;
  const profile = client.readQuery({ query: GetOrgProfilesByDomain, variables: { domain: host } });
  if (!profile) return undefined;
  const { region } = orgProfileValue(profile);
  return import('../features/vehicle-search/search-model').then(({ askForResults }) =>
    askForResults(client, new URLSearchParams(search), region, document),
  );
}
