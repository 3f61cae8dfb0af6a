import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readAuthToken } from '../shared/session/auth-token';
import { sessionActivityLink } from '../shared/session/session-activity';

/** Sends the signed-in customer's token, read fresh for every operation so sign-in and sign-out apply at once. */
export const authLink = new SetContextLink((previous) => {
  const token = readAuthToken();
  return token ? { headers: { ...previous.headers, Authorization: `Bearer ${token}` } } : {};
});

/** The request body is the plain GraphQL request (no client-library extension): what the Pact contract pins. */
export function createApolloClient(graphqlUrl: string): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionActivityLink,
      authLink,
      new HttpLink({ uri: graphqlUrl, enhancedClientAwareness: { transport: false } }),
    ]),
    cache: new InMemoryCache(),
  });
}
