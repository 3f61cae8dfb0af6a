import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type GraphQLSchema } from 'graphql';
import type { GraphqlDependencies } from './dependencies';
import { resolversFor } from './resolvers';
import { typeDefs } from './schema/type-defs';

const built = new WeakMap<GraphqlDependencies, GraphQLSchema>();

/**
 * The contract's schema with its resolvers, built once for the portal's dependencies: HTTP (Apollo)
 * and the WebSocket serve the same one. Without each token's place in the file: the schema is
 * checked by its tests, and a running portal would otherwise hold every token of the SDL, linked,
 * for as long as it runs (about 1 MB).
 */
export function apiSchema(deps: GraphqlDependencies): GraphQLSchema {
  let schema = built.get(deps);
  if (!schema) {
    schema = makeExecutableSchema({
      typeDefs: parse(typeDefs, { noLocation: true }),
      resolvers: resolversFor(deps) as Record<string, never>,
    });
    built.set(deps, schema);
  }
  return schema;
}
