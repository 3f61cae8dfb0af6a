import type { buildGraphqlServer } from '@lease-portal/graphql';
import { graphqlContextFor } from '@lease-portal/graphql';
import { PAGE_ORG_PROFILE_QUERY, type PageOrgProfileFor } from './page-org-profile';

type GraphqlServer = Pick<ReturnType<typeof buildGraphqlServer>, 'executeOperation'>;

/**
 * Asks the portal's own GraphQL server, as an anonymous visitor of the host, exactly what the app
 * would ask: the page then carries the answer the API gives, with the schema's fields and no others.
 */
export function pageOrgProfileFrom(graphql: GraphqlServer): PageOrgProfileFor {
  return async (host) => {
    const response = await graphql.executeOperation(
      { query: PAGE_ORG_PROFILE_QUERY, variables: { domain: host } },
      { contextValue: graphqlContextFor({ host }) },
    );
    if (response.body.kind !== 'single') return undefined;
    const { data, errors } = response.body.singleResult;
    return data && !errors ? { domain: host, data } : undefined;
  };
}
