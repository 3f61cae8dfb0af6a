import { gql } from '@apollo/client';
import { SIGNED_IN_KEY } from '../shared/session/signed-in-marker';
import { createApolloClient } from './apollo-client';

/** Sends one query through the client and answers what it handed to fetch. */
async function requestSent(): Promise<RequestInit> {
  let sent: RequestInit | undefined;
  const fakeFetch = (async (_url: unknown, init?: RequestInit) => {
    sent = init;
    return new Response(JSON.stringify({ data: { probe: true } }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  await createApolloClient('/graphql', fakeFetch).query({ query: gql('query probe { probe }') });
  return sent!;
}

describe('the API client', () => {
  afterEach(() => window.localStorage.clear());

  it('sends the session cookie with same-origin requests and never an Authorization header', async () => {
    window.localStorage.setItem(SIGNED_IN_KEY, 'yes');
    const init = await requestSent();
    expect(init.credentials).toBe('same-origin');
    expect(Object.keys(init.headers ?? {}).map((name) => name.toLowerCase())).not.toContain('authorization');
  });
});
