import type { buildGraphqlServer } from '@lease-portal/graphql';
import { graphqlContextFor } from '@lease-portal/graphql';
import {
  defaultLeaseTerm,
  EMPTY_SHORTLIST,
  resultsPageRequest,
  searchFromAddress,
  vehicleImageChain,
  type Vehicle,
} from '@lease-portal/domain';
import { PAGE_ORG_PROFILE_QUERY, type PageOrgProfileFor } from './page-org-profile';
import { PAGE_RATE_BOOK_QUERY, type PageRateBookFor } from './page-rate-book';

type GraphqlServer = Pick<ReturnType<typeof buildGraphqlServer>, 'executeOperation'>;

/**
 * Asks the portal's own GraphQL server, as an anonymous visitor of the host, exactly what the app
 * would ask: the page then carries the answer the API gives, with the schema's fields and no others.
 * Undefined when the API answers with an error: the app then asks itself and shows it.
 */
async function answerOf(
  graphql: GraphqlServer,
  host: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const response = await graphql.executeOperation(
    { query, variables },
    { contextValue: graphqlContextFor({ host }) },
  );
  if (response.body.kind !== 'single') return undefined;
  const { data, errors } = response.body.singleResult;
  return data && !errors ? data : undefined;
}

export function pageOrgProfileFrom(graphql: GraphqlServer): PageOrgProfileFor {
  return async (host) => {
    const data = await answerOf(graphql, host, PAGE_ORG_PROFILE_QUERY, { domain: host });
    return data ? { domain: host, data } : undefined;
  };
}

/**
 * The results page's first request as the app makes it on arrival (`askForResults`): the address's
 * search, for the term of a visitor who has not chosen one (a returning visitor with another term
 * asks for theirs), in the organisation's region.
 */
export function pageRateBookFrom(graphql: GraphqlServer): PageRateBookFor {
  return async (host, region, address) => {
    const filter = resultsPageRequest(
      searchFromAddress(Object.fromEntries(address)),
      defaultLeaseTerm(EMPTY_SHORTLIST),
      region,
    );
    const data = await answerOf(graphql, host, PAGE_RATE_BOOK_QUERY, { filter });
    if (!data) return undefined;
    const first = (data as { rateBook?: { results?: { rows?: Vehicle[] } } }).rateBook?.results?.rows?.[0];
    return { variables: { filter }, data, ...(first ? { firstPicture: vehicleImageChain(first)[0] } : {}) };
  };
}
