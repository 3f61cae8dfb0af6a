import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { JobHandler, JobHandlers } from '@lease-portal/domain';
import { INSTRUMENTATION_SCOPE, contextOfTraceParent } from './trace-context';

/**
 * Each job's run in a consumer span (decision 2124) that continues the trace the job was queued in
 * (its kept traceparent): the request that queued it, its SQL, the job and the partner's call read
 * as one trace. A job queued outside a trace starts its own. Where nothing traces, the spans cost a
 * no-op's call.
 */
export function tracedJobHandlers(handlers: JobHandlers): JobHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]) => [kind, tracedHandler(kind, handler)]),
  );
}

function tracedHandler(kind: string, handler: JobHandler): JobHandler {
  return {
    run: (job) =>
      trace.getTracer(INSTRUMENTATION_SCOPE).startActiveSpan(
        `job ${kind}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'partner_jobs',
            'messaging.operation.type': 'process',
            'messaging.message.id': job.id,
            'lease_portal.job.kind': kind,
            'lease_portal.job.attempt': job.attempts,
          },
        },
        contextOfTraceParent(job.traceParent),
        async (span) => {
          try {
            await handler.run(job);
          } catch (error) {
            const failure = error instanceof Error ? error : new Error(String(error));
            span.recordException(failure);
            span.setStatus({ code: SpanStatusCode.ERROR, message: failure.message.slice(0, 200) });
            throw error;
          } finally {
            span.end();
          }
        },
      ),
    ...(handler.giveUp ? { giveUp: handler.giveUp.bind(handler) } : {}),
  };
}
