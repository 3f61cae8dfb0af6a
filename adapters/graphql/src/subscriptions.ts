import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { apiSchema } from './api-schema';
import type { GraphqlDependencies } from './dependencies';
import { formatErrorWith } from './errors/format-error';
import { coercionProblem, documentProblem, variablesProblem } from './input-guard';
import { limitRules, parseLimits } from './request-limits';

/** A subscribe message's payload as graphql-ws has checked its shape (query a string, variables an object). */
export interface SubscribeRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** An operation that passed the boundary, ready to run. */
export interface AdmittedOperation {
  document: DocumentNode;
  operationName?: string;
  variableValues?: Record<string, unknown>;
}

/**
 * What the API's WebSocket serves (decision 1660): the contract's schema with the same resolvers, of
 * which only subscriptions may be run there; queries and mutations go over HTTP. Each operation
 * passes the input boundary HTTP has (decisions 0301, 0310, 2010) before it runs, and every error
 * leaves through the same mapping (format-error.ts).
 */
export function subscriptionServing(deps: GraphqlDependencies): {
  schema: GraphQLSchema;
  /** The operation ready to run, or the client errors that refuse it. */
  admit(request: SubscribeRequest): AdmittedOperation | readonly GraphQLError[];
  formatResult(result: ExecutionResult): FormattedExecutionResult;
  formatErrors(errors: readonly GraphQLError[]): readonly GraphQLFormattedError[];
} {
  const schema = apiSchema(deps);
  const format = formatErrorWith(deps.log);
  const formatErrors = (errors: readonly GraphQLError[]) =>
    errors.map((error) => format(error.toJSON(), error));
  return {
    schema,
    admit: (request) => admitted(schema, request),
    formatResult: (result) => ({
      ...result,
      ...(result.errors ? { errors: formatErrors(result.errors) } : {}),
    }),
    formatErrors,
  };
}

/**
 * The steps, codes and messages of Apollo's request pipeline over HTTP: parse (within the token
 * limit), validate (with the depth and alias limits), resolve the operation, the input guard, then
 * the variables' coercion. A refused operation never reaches a resolver, and its errors carry a
 * client code, so none is logged as internal; the error mapping drops 'Did you mean…?' (decision 2027).
 */
function admitted(
  schema: GraphQLSchema,
  request: SubscribeRequest,
): AdmittedOperation | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(request.query, parseLimits);
  } catch (error) {
    // A RangeError (literals nested past the stack) keeps its cause; the error mapping names it.
    const parseError = error instanceof GraphQLError ? error : undefined;
    return [
      new GraphQLError(parseError?.message ?? 'Syntax Error: the document could not be read.', {
        ...(parseError ? { source: parseError.source, positions: parseError.positions } : {}),
        originalError: error instanceof Error ? error : undefined,
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ];
  }
  const invalid = validate(schema, document, [...specifiedRules, ...limitRules]);
  if (invalid.length > 0) {
    return invalid.map(
      (error) =>
        new GraphQLError(error.message, {
          nodes: error.nodes,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
    );
  }
  const operationName = request.operationName ?? undefined;
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    return [
      new GraphQLError(
        operationName
          ? `Unknown operation named "${operationName}".`
          : 'Must provide operation name if query contains multiple operations.',
        { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } },
      ),
    ];
  }
  if (operation.operation !== 'subscription') {
    return [
      new GraphQLError('Only subscriptions are served over the WebSocket.', {
        extensions: { code: 'BAD_REQUEST' },
      }),
    ];
  }
  const variables = request.variables ?? {};
  const problem =
    variablesProblem(variables) ?? documentProblem(document) ?? coercionProblem(schema, operation, variables);
  if (problem) return [new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } })];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) {
    return coerced.errors.map(
      (error) =>
        new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } }),
    );
  }
  return { document, variableValues: variables, ...(operationName ? { operationName } : {}) };
}
