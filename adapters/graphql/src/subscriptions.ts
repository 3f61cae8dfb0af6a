import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  GraphQLError,
  getOperationAST,
  parse,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { GraphqlDependencies } from './dependencies';
import { formatErrorWith } from './errors/format-error';
import { resolversFor } from './resolvers';
import { typeDefs } from './schema/type-defs';

/**
 * What the API's WebSocket serves (decision 1660): the contract's schema with the same resolvers, of
 * which only subscriptions may be run there; queries and mutations go over HTTP, through Apollo's
 * limits and caches. Errors leave as they do over HTTP (format-error.ts).
 */
export function subscriptionServing(deps: GraphqlDependencies): {
  schema: GraphQLSchema;
  /** Refuses anything but a subscription; undefined lets it run. */
  refusalOf(query: string, operationName?: string | null): readonly GraphQLError[] | undefined;
  formatResult(result: ExecutionResult): FormattedExecutionResult;
  formatErrors(errors: readonly GraphQLError[]): readonly GraphQLFormattedError[];
} {
  const format = formatErrorWith(deps.log);
  const formatErrors = (errors: readonly GraphQLError[]) =>
    errors.map((error) => format(error.toJSON(), error));
  return {
    schema: makeExecutableSchema({ typeDefs, resolvers: resolversFor(deps) as Record<string, never> }),
    refusalOf(query, operationName) {
      let operation;
      try {
        operation = getOperationAST(parse(query), operationName ?? undefined);
      } catch (error) {
        if (error instanceof GraphQLError) return [error];
        throw error;
      }
      return operation?.operation === 'subscription'
        ? undefined
        : [
            new GraphQLError('Only subscriptions are served over the WebSocket.', {
              extensions: { code: 'BAD_REQUEST' },
            }),
          ];
    },
    formatResult: (result) => ({
      ...result,
      ...(result.errors ? { errors: formatErrors(result.errors) } : {}),
    }),
    formatErrors,
  };
}
