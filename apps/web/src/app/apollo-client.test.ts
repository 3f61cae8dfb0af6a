import { ApolloClient, ApolloLink, execute, gql, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { AUTH_TOKEN_KEY } from '../shared/session/auth-token';
import { authLink } from './apollo-client';

/** Runs one operation through the auth link and answers with the headers it would send. */
function headersSent(): Promise<Record<string, string>> {
  const echo = new ApolloLink((operation) => {
    const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
    return of({ data: { headers } });
  });
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  return new Promise((resolve, reject) => {
    execute(authLink.concat(echo), { query: gql('query probe { probe }') }, { client }).subscribe({
      next: (result) => resolve((result.data as { headers: Record<string, string> }).headers),
      error: reject,
    });
  });
}

describe('the auth link', () => {
  afterEach(() => window.localStorage.clear());

  it('attaches the stored token as a bearer token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    await expect(headersSent()).resolves.toEqual({ Authorization: 'Bearer token-123' });
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    await expect(headersSent()).resolves.toEqual({});
  });
});
