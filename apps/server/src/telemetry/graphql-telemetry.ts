import type { RequestHandler } from 'express';
import { SpanKind, SpanStatusCode, context, metrics, trace } from '@opentelemetry/api';
import type { GraphqlServerOptions } from '@lease-portal/graphql';
import { nameRoute } from './traced-requests';
import { INSTRUMENTATION_SCOPE, SECONDS_BUCKETS } from './trace-context';

type GraphqlPlugin = NonNullable<GraphqlServerOptions['plugins']>[number];

/**
 * The GraphQL endpoint's handler in a span of its own (decision 2124), a child of the request's, so
 * that the operation's resolvers, SQL and queued jobs are its children; the plugin names it.
 */
export function tracedGraphql(handler: RequestHandler): RequestHandler {
  const tracer = trace.getTracer(INSTRUMENTATION_SCOPE);
  return (req, res, next) => {
    nameRoute(req, '/graphql');
    const span = tracer.startSpan('graphql', { kind: SpanKind.INTERNAL });
    let ended = false;
    const end = () => {
      if (!ended) span.end();
      ended = true;
    };
    res.once('finish', end);
    res.once('close', end);
    return context.with(trace.setSpan(context.active(), span), () => handler(req, res, next));
  };
}

/** The GraphQL endpoint's route named for the request's metrics, where nothing traces. */
export function measuredGraphql(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    nameRoute(req, '/graphql');
    return handler(req, res, next);
  };
}

/**
 * Names the operation's span by its type and name (`mutation saveCalculatorLeadDialler`), marks its
 * errors, and measures each operation's latency and errors by name (decision 2124). Names only: never
 * the variables, which may be personal. Metrics name the operation by its first root field.
 */
export function graphqlTelemetry(): GraphqlPlugin {
  const meter = metrics.getMeter(INSTRUMENTATION_SCOPE);
  const duration = meter.createHistogram('graphql.server.operation.duration', {
    description: 'How long a GraphQL operation took, from its request read to its answer',
    unit: 's',
    advice: { explicitBucketBoundaries: SECONDS_BUCKETS },
  });
  const errors = meter.createCounter('graphql.server.operation.errors', {
    description: 'Errors GraphQL operations answered, by operation and error code',
  });
  return {
    async requestDidStart() {
      const started = performance.now();
      const span = trace.getActiveSpan();
      let name = 'unknown';
      let type = 'unknown';
      let failed = false;
      return {
        async didResolveOperation({ operationName, operation }) {
          // Measured by the operation's first root field, which the schema bounds: a client names
          // its operations as it likes, and each name would be a series of its own.
          const first = operation?.selectionSet.selections[0];
          name = first?.kind === 'Field' ? first.name.value : 'unknown';
          type = operation?.operation ?? 'unknown';
          span?.updateName(`${type} ${operationName ?? name}`);
          span?.setAttributes({
            'graphql.operation.name': operationName ?? name,
            'graphql.operation.type': type,
            'graphql.root_field': name,
          });
        },
        async didEncounterErrors({ errors: encountered }) {
          failed = true;
          for (const error of encountered) {
            const code = String(error.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR');
            errors.add(1, { 'graphql.root_field': name, 'error.type': code });
          }
          const codes = [...new Set(encountered.map((e) => String(e.extensions?.['code'] ?? '')))];
          span?.setAttribute('graphql.error.codes', codes.filter(Boolean));
          span?.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(', ') });
        },
        async willSendResponse() {
          duration.record((performance.now() - started) / 1000, {
            'graphql.root_field': name,
            'graphql.operation.type': type,
            outcome: failed ? 'error' : 'ok',
          });
        },
      };
    },
  };
}
