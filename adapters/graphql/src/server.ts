import { ApolloServer } from '@apollo/server';
import type { GraphqlContext } from './context';
import type { GraphqlDependencies } from './dependencies';
import { formatErrorWith } from './errors/format-error';
import { limitRules, parseLimits } from './request-limits';
import { resolversFor } from './resolvers';
import { typeDefs } from './schema/type-defs';

export interface GraphqlServerOptions {
  /** Schema introspection (the Apollo sandbox, tooling); off unless asked for, as in production. */
  introspection?: boolean;
}

/** The API's Apollo server; the composition root starts it and mounts it on its HTTP app. */
export function buildGraphqlServer(
  deps: GraphqlDependencies,
  options: GraphqlServerOptions = {},
): ApolloServer<GraphqlContext> {
  return new ApolloServer<GraphqlContext>({
    typeDefs,
    resolvers: resolversFor(deps),
    formatError: formatErrorWith(deps.log),
    includeStacktraceInErrorResponses: false,
    introspection: options.introspection ?? false,
    validationRules: limitRules,
    parseOptions: parseLimits,
  });
}
