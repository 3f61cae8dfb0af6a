import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';

/** The API contract itself, so every operation a test sends is checked against it. */
const schema = buildSchema(readFileSync(require.resolve('@lease-portal/contracts/schema.graphql'), 'utf8'));

/** Root fields of the fake API: a value, or a function of the arguments that may throw. */
export type FakeApi = Record<string, unknown>;

/** An Apollo client answered in-process by the contract's schema and the given root fields. */
export function fakeApiClient(api: FakeApi): ApolloClient {
  return new ApolloClient({ link: new SchemaLink({ schema, rootValue: api }), cache: new InMemoryCache() });
}
