import { readFileSync } from 'node:fs';

/** The API contract's SDL, read from the contracts package so there is one copy of the schema. */
export const typeDefs: string = readFileSync(
  require.resolve('@lease-portal/contracts/schema.graphql'),
  'utf8',
);
