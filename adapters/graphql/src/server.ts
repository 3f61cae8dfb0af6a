import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { apiSchema } from './api-schema';
import type { GraphqlContext } from './context';
import type { GraphqlDependencies } from './dependencies';
import { formatErrorWith } from './errors/format-error';
import { inputGuard } from './input-guard';
import { limitRules, parseLimits } from './request-limits';
import { responseCachePlugins } from './response-cache';

export interface GraphqlServerOptions {
  /** Schema introspection (the Apollo sandbox, tooling); off unless asked for, as in production. */
  introspection?: boolean;
  /** Bytes of public calculator answers kept in memory (decision 0821). */
  responseCacheBytes?: number;
  /** Plugins the portal adds, after the API's own (its telemetry: decision 2124). */
  plugins?: readonly ApolloServerPlugin<GraphqlContext>[];
}

/**
 * No answer of the API may be stored by a browser or proxy, the public calculator's neither: the
 * server keeps those itself (decision 0821). Set once per response, instead of
 * Apollo's cache-control plugin, which wraps every field's resolver to read cache hints the schema
 * never gives (a quarter of the time of a 25-vehicle rate book page, decision 0820).
 */
const neverStored: ApolloServerPlugin<GraphqlContext> = {
  requestDidStart: async () => ({
    willSendResponse: async ({ response }) => {
      response.http.headers.set('cache-control', 'no-store');
    },
  }),
};

/** The API's Apollo server; the composition root starts it and mounts it on its HTTP app. */
export function buildGraphqlServer(
  deps: GraphqlDependencies,
  options: GraphqlServerOptions = {},
): ApolloServer<GraphqlContext> {
  return new ApolloServer<GraphqlContext>({
    schema: apiSchema(deps),
    formatError: formatErrorWith(deps.log),
    includeStacktraceInErrorResponses: false,
    introspection: options.introspection ?? false,
    // No 'Did you mean…?' hints and no landing page: the contract is published as a file, not
    // discovered from the running server (decision 0310).
    hideSchemaDetailsFromClientErrors: true,
    // The portal stops Apollo itself, after its HTTP server: Apollo's own handler re-raised the
    // signal while the portal's stop() waited, so a TERM never ended cleanly.
    stopOnTerminationSignals: false,
    validationRules: limitRules,
    parseOptions: parseLimits,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      // Traces for a federated gateway, which only a subgraph sends: the API is none. Left out, its
      // hook is not called on each request, nor is its protobuf loaded (decision 2116).
      ApolloServerPluginInlineTraceDisabled(),
      inputGuard,
      ...responseCachePlugins({
        catalogueRevision: () => deps.calculator.catalogueRevision(),
        maxBytes: options.responseCacheBytes,
      }),
      neverStored,
      ...(options.plugins ?? []),
    ],
  });
}
