/**
 * The yardstick of the serving benchmark: Apollo Server 5 on express 5 with the portal's own schema
 * (contracts/schema.graphql) and nothing else, no resolvers, sessions, security headers or limits.
 * `{ __typename }` served here is the most the portal's stack could serve on this machine.
 *
 *   PORT=4010 NODE_ENV=production tsx tools/src/bench/bare-apollo-server.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';

const schema = readFileSync(path.resolve(__dirname, '../../../contracts/schema.graphql'), 'utf8');

async function main(): Promise<void> {
  const apollo = new ApolloServer({ typeDefs: schema });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const port = Number(process.env.PORT ?? 4010);
  app.listen(port, '127.0.0.1', () => console.log(`bare Apollo server listening on ${port}`));
}

void main();
