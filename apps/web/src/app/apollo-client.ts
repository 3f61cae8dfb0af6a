import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { sessionActivityLink } from '../shared/session/session-activity';

/**
 * The request body is the plain GraphQL request (no client-library extension): what the Pact contract
 * pins. The session travels in its HttpOnly cookie, sent with same-origin requests (decision 0711):
 * no script of the page ever handles the token.
 */
export function createApolloClient(graphqlUrl: string, fetchImpl?: typeof fetch): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionActivityLink,
      new HttpLink({
        uri: graphqlUrl,
        credentials: 'same-origin',
        enhancedClientAwareness: { transport: false },
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      }),
    ]),
    cache: new InMemoryCache(),
  });
}
