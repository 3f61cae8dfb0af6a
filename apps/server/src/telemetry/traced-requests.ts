import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  SpanKind,
  SpanStatusCode,
  context,
  metrics,
  propagation,
  trace,
  type Span,
} from '@opentelemetry/api';
import { loggedUrl } from '../http/logged-url';
import { PROBE_PATHS } from '../http/probe-paths';
import { INSTRUMENTATION_SCOPE, SECONDS_BUCKETS } from './trace-context';

/** The route a handler named for the request's span and metrics (`/graphql`), kept on the request. */
const ROUTE = Symbol('http.route');
type Routed = IncomingMessage & { [ROUTE]?: string; route?: { path?: unknown }; baseUrl?: string };

/** Names the route of the request in hand, for a handler mounted on a path (GraphQL's). */
export function nameRoute(request: IncomingMessage, route: string): void {
  (request as Routed)[ROUTE] = route;
}

/**
 * Every HTTP request of the portal in a server span (decision 2124), continuing the caller's trace when
 * it sends a traceparent; the whole of Express's handling runs in its context, the request's and the
 * answer's events too (the body read, the answer's log line). Its duration is measured by method,
 * route and status. Explicit, not a require hook: the portal runs as one bundle (decision 2116).
 */
export function tracedRequests(listener: RequestListener): RequestListener {
  const tracer = trace.getTracer(INSTRUMENTATION_SCOPE);
  const duration = requestDuration();
  return probesUnobserved(listener, (request, response) => {
    const started = performance.now();
    const method = request.method ?? 'GET';
    const caller = propagation.extract(context.active(), request.headers);
    const span = tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': method,
          'url.path': loggedUrl(request.url ?? '/').split('?')[0] ?? '/',
          'url.scheme': 'http',
          'server.address': request.headers.host ?? '',
          'user_agent.original': request.headers['user-agent'] ?? '',
        },
      },
      caller,
    );
    const inSpan = trace.setSpan(caller, span);
    whenAnswered(response, () => {
      endRequestSpan(span, request as Routed, response, method);
      duration(request as Routed, response, method, started);
    });
    context.bind(inSpan, request);
    context.bind(inSpan, response);
    context.with(inSpan, () => listener(request, response));
  });
}

/**
 * The requests' durations alone, by method, route and status, for a portal that keeps metrics and
 * sends no traces (METRICS_PORT without OTEL_EXPORTER_OTLP_ENDPOINT): no span, no context carried.
 */
export function measuredRequests(listener: RequestListener): RequestListener {
  const duration = requestDuration();
  return probesUnobserved(listener, (request, response) => {
    const started = performance.now();
    whenAnswered(response, () => duration(request as Routed, response, request.method ?? 'GET', started));
    listener(request, response);
  });
}

/** `observed` for every request but the probes', which go straight to `listener`. */
function probesUnobserved(listener: RequestListener, observed: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (PROBE_PATHS.has(path)) listener(request, response);
    else observed(request, response);
  };
}

type RecordDuration = (request: Routed, response: ServerResponse, method: string, started: number) => void;

function requestDuration(): RecordDuration {
  const histogram = metrics.getMeter(INSTRUMENTATION_SCOPE).createHistogram('http.server.request.duration', {
    description: 'How long the portal took to answer an HTTP request',
    unit: 's',
    advice: { explicitBucketBoundaries: SECONDS_BUCKETS },
  });
  return (request, response, method, started) => {
    const route = routeOf(request);
    histogram.record((performance.now() - started) / 1000, {
      'http.request.method': method,
      'http.response.status_code': response.statusCode,
      ...(route ? { 'http.route': route } : {}),
    });
  };
}

function endRequestSpan(span: Span, request: Routed, response: ServerResponse, method: string): void {
  const route = routeOf(request);
  if (route) {
    span.updateName(`${method} ${route}`);
    span.setAttribute('http.route', route);
  }
  span.setAttribute('http.response.status_code', response.statusCode);
  // A server span is an error for the server's own failures only; a 4xx is the caller's (semconv).
  if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  if (!response.writableFinished) span.setAttribute('lease_portal.http.aborted', true);
  span.end();
}

/** The route a handler named, else Express's matched route: never the path, which holds ids. */
function routeOf(request: Routed): string | undefined {
  if (request[ROUTE]) return request[ROUTE];
  const path = request.route?.path;
  return typeof path === 'string' ? `${request.baseUrl ?? ''}${path}` : undefined;
}

/** Runs `done` once, when the answer is sent or the client gave up, whichever comes first. */
function whenAnswered(response: ServerResponse, done: () => void): void {
  let answered = false;
  const once = () => {
    if (answered) return;
    answered = true;
    done();
  };
  response.once('finish', once);
  response.once('close', once);
}
