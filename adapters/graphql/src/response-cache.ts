import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { GraphqlContext } from './context';

/** Bytes of serialised answers kept at most (a 25-vehicle rate book page is about 12 kB). */
export const DEFAULT_RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

export interface ResponseCacheOptions {
  /** The catalogue's revision as this process last saw it; part of every key (decision 0821). */
  catalogueRevision(): Promise<string>;
  /** Bytes of serialised answers kept at most (least recently used go first). */
  maxBytes?: number;
}

interface PublicHint {
  maxAge: number;
}

/**
 * The `@cacheControl(maxAge, scope: PUBLIC)` hints of the Query fields in the SDL, read once per
 * schema. Only root fields are read: a hint covers its field's whole answer.
 */
function publicRootHints(schema: GraphQLSchema): ReadonlyMap<string, PublicHint> {
  const hints = new Map<string, PublicHint>();
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const directive = field.astNode?.directives?.find((d) => d.name.value === 'cacheControl');
    let maxAge = 0;
    let scope = '';
    for (const argument of directive?.arguments ?? []) {
      if (argument.name.value === 'maxAge' && argument.value.kind === Kind.INT) {
        maxAge = Number(argument.value.value);
      }
      if (argument.name.value === 'scope' && argument.value.kind === Kind.ENUM) {
        scope = argument.value.value;
      }
    }
    if (scope === 'PUBLIC' && maxAge > 0) hints.set(field.name, { maxAge });
  }
  return hints;
}

/** Nobody signed in: no session token sent and no viewer resolved. */
const isAnonymous = (context: GraphqlContext) => context.sessionToken === undefined && !context.viewer;

/**
 * The shortest maxAge of an anonymous query whose every root field has a PUBLIC hint, else
 * undefined. A fragment at the root, a mutation or a field without a hint makes it uncacheable.
 */
function publicMaxAge(
  hints: ReadonlyMap<string, PublicHint>,
  operation: OperationDefinitionNode | undefined,
  context: GraphqlContext,
): number | undefined {
  if (operation?.operation !== 'query' || !isAnonymous(context)) return undefined;
  let maxAge = Number.POSITIVE_INFINITY;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return undefined;
    if (selection.name.value === '__typename') continue;
    const hint = hints.get(selection.name.value);
    if (!hint) return undefined;
    maxAge = Math.min(maxAge, hint.maxAge);
  }
  return Number.isFinite(maxAge) ? maxAge : undefined;
}

/**
 * Gives a public calculator query its cache policy from the SDL's root hints before execution.
 * Apollo's cache-control plugin would read the same hints, but it wraps every field's resolver to
 * do so (a quarter of the time of a 25-vehicle page, decision 0820); this reads the root once.
 */
function publicCachePolicy(): ApolloServerPlugin<GraphqlContext> {
  const bySchema = new WeakMap<GraphQLSchema, ReadonlyMap<string, PublicHint>>();
  const hintsOf = (schema: GraphQLSchema) => {
    let hints = bySchema.get(schema);
    if (!hints) bySchema.set(schema, (hints = publicRootHints(schema)));
    return hints;
  };
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, operation, contextValue, overallCachePolicy }) => {
        const maxAge = publicMaxAge(hintsOf(schema), operation, contextValue);
        if (maxAge !== undefined) overallCachePolicy.restrict({ maxAge, scope: 'PUBLIC' });
      },
    }),
  };
}

/** Only anonymous queries the policy plugin marked PUBLIC are read from or written to the cache. */
const cacheable = async ({ contextValue, overallCachePolicy }: GraphQLRequestContext<GraphqlContext>) =>
  isAnonymous(contextValue) && overallCachePolicy.policyIfCacheable()?.scope === 'PUBLIC';

/**
 * Whole answers of the public calculator queries (rateBook, vehicleMakes, vehicleModels) kept in
 * memory, so a repeated search skips execution (decision 0821). The key is Apollo's (query text,
 * operation name, variables) plus the host (the organisation, whose country scopes a rate book
 * search) and the catalogue revision (an import shows within the rate book's revision check, about
 * a second). Errors, mutations, other queries and anything with a session are never kept.
 */
export function responseCachePlugins({
  catalogueRevision,
  maxBytes = DEFAULT_RESPONSE_CACHE_BYTES,
}: ResponseCacheOptions): ApolloServerPlugin<GraphqlContext>[] {
  return [
    publicCachePolicy(),
    ApolloServerPluginResponseCache<GraphqlContext>({
      cache: new InMemoryLRUCache({ maxSize: maxBytes }),
      extraCacheKeyData: async (requestContext) =>
        (await cacheable(requestContext))
          ? { host: requestContext.contextValue.host, revision: await catalogueRevision() }
          : null,
      shouldReadFromCache: cacheable,
      shouldWriteToCache: cacheable,
    }),
  ];
}
