import {
  ROOT_CONTEXT,
  TraceFlags,
  isSpanContextValid,
  trace,
  type Context,
  type SpanContext,
} from '@opentelemetry/api';

/** The portal's instrumentation scope: every span and instrument it makes is named under it. */
export const INSTRUMENTATION_SCOPE = 'lease-portal';

/** A duration histogram's buckets in seconds, as OpenTelemetry's HTTP conventions advise. */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/** The span in hand's ids, for a log line; none outside a trace or where nothing traces. */
export function traceIdsNow(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : undefined;
}

/** The span in hand as a W3C traceparent, kept with a job it queues (decision 2124). */
export function traceParentNow(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const ids = span.spanContext();
  if (!isSpanContextValid(ids)) return undefined;
  return `00-${ids.traceId}-${ids.spanId}-${(ids.traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The context a kept traceparent names, for a span that continues its trace; the root otherwise. */
export function contextOfTraceParent(traceParent: string | undefined): Context {
  const match = traceParent ? TRACEPARENT.exec(traceParent) : null;
  if (!match) return ROOT_CONTEXT;
  const ids: SpanContext = {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: Number.parseInt(match[3]!, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  };
  return isSpanContextValid(ids) ? trace.setSpanContext(ROOT_CONTEXT, ids) : ROOT_CONTEXT;
}
