import type { RequestListener } from 'node:http';
import type { RequestHandler } from 'express';
import type { GraphqlServerOptions } from '@lease-portal/graphql';
import { stampQueuedJobsWith, type Database } from '@lease-portal/postgres';
import { graphqlTelemetry, measuredGraphql, tracedGraphql } from './graphql-telemetry';
import { observePortal } from './portal-metrics';
import { traceDatabase } from './traced-database';
import { measuredRequests, tracedRequests } from './traced-requests';
import { traceParentNow } from './trace-context';
import { telemetryWanted, type TelemetrySettings } from './telemetry-settings';

type GraphqlPlugins = NonNullable<GraphqlServerOptions['plugins']>;

/**
 * What the portal's composition asks of its telemetry (decision 2124): each part wraps or observes one
 * of its pieces, and does nothing where the environment asked for no telemetry.
 */
export interface PortalTelemetry {
  /** Spans are made and sent (OTEL_EXPORTER_OTLP_ENDPOINT). */
  readonly tracing: boolean;
  /** Metrics are kept (METRICS_PORT, or the OTLP endpoint). */
  readonly measuring: boolean;
  database(db: Database): Database;
  requests(listener: RequestListener): RequestListener;
  graphql(handler: RequestHandler): RequestHandler;
  readonly graphqlPlugins: GraphqlPlugins;
  /** The gauges read from the portal's database and counts when the metrics are collected. */
  observe(db: Database): void;
  /** Sends what is still buffered and closes the metrics port. */
  shutdown(): Promise<void>;
}

/** No telemetry: every part is the identity, and no SDK is loaded. */
export const NO_TELEMETRY: PortalTelemetry = {
  tracing: false,
  measuring: false,
  database: (db) => db,
  requests: (listener) => listener,
  graphql: (handler) => handler,
  graphqlPlugins: [],
  observe: () => undefined,
  shutdown: async () => undefined,
};

/**
 * Starts the OpenTelemetry SDK when the environment asks for traces or metrics, before the portal
 * opens anything; otherwise loads nothing and answers NO_TELEMETRY.
 */
export async function startTelemetry(settings: TelemetrySettings): Promise<PortalTelemetry> {
  if (!telemetryWanted(settings)) return NO_TELEMETRY;
  const { startSdk } = await import('./telemetry-sdk');
  const sdk = await startSdk(settings);
  const tracing = settings.otlpEndpoint !== undefined;
  // A job queued inside a trace keeps its traceparent; its worker's span continues it.
  if (tracing) stampQueuedJobsWith(traceParentNow);
  return {
    tracing,
    measuring: true,
    database: (db) => (tracing ? traceDatabase(db) : db),
    // Metrics alone make no spans and carry no context through a request's work.
    requests: (listener) => (tracing ? tracedRequests(listener) : measuredRequests(listener)),
    graphql: (handler) => (tracing ? tracedGraphql(handler) : measuredGraphql(handler)),
    graphqlPlugins: [graphqlTelemetry()],
    observe: (db) => observePortal(db),
    shutdown: async () => {
      if (tracing) stampQueuedJobsWith(() => undefined);
      await sdk.shutdown();
    },
  };
}
