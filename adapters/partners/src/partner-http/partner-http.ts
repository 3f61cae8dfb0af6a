import { DomainError } from '@lease-portal/domain';
import {
  BulkheadRejectedError,
  BrokenCircuitError,
  ConsecutiveBreaker,
  DelegateBackoff,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  bulkhead,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  type BulkheadPolicy,
  type CircuitBreakerPolicy,
  type IBackoff,
  type TimeoutPolicy,
} from 'cockatiel';
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { Agent, fetch, type Response } from 'undici';
import { z } from 'zod';
import { partnerCallCounts, type PartnerCallCounts } from './partner-call-counts';
import {
  WAIT_IN_CALL_AT_MOST_MS,
  classOfStatus,
  failureClassOf,
  partnerRateLimited,
  partnerRejected,
  partnerUnauthorised,
  partnerUnavailable,
  retryAfterMsOf,
} from './partner-failures';

export interface PartnerCallLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PartnerHttpOptions {
  /** e.g. 'e-signature': names logs, counts and errors. */
  partner: string;
  /** A function is read at each call (an embedded sandbox's URL is known only once the portal listens). */
  baseUrl: string | (() => string);
  /** Per attempt, covering the body; default 8000. */
  timeoutMs?: number;
  /** In-call attempts for retryable requests; default 3. */
  maxAttempts?: number;
  /** Sockets at once to the partner's origin; default 10. */
  connections?: number;
  /** Calls in flight at once; default 20, with 100 more queued. */
  concurrent?: number;
  /** Default: open after 5 consecutive unavailable attempts, try again after 30 s. */
  circuit?: { consecutiveFailures: number; halfOpenAfterMs: number };
  /** Adds headers; refreshed once on a 401. */
  auth?: PartnerAuth;
  /** Default silent. */
  logger?: PartnerCallLogger;
  /** Where calls are counted; default the process's `partnerCallCounts`. */
  counts?: PartnerCallCounts;
  /** For tests: the jitter's source and the wait between attempts. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface PartnerAuth {
  /** e.g. { authorization: 'Bearer …' }, cached. */
  headers(): Promise<Record<string, string>>;
  /** Drops the cached token (called on a 401 before the one retry). */
  invalidate(): void;
}

export interface PartnerRequest<Answer> {
  /** For logs and counts, e.g. 'envelopes.create'. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to baseUrl. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** An application/x-www-form-urlencoded body (OAuth token calls). */
  form?: Record<string, string>;
  /** Sent as Idempotency-Key; makes a POST or PATCH retryable. */
  idempotencyKey?: string;
  /** Parses a 2xx JSON body; a body that fails it is 'unavailable' (garbage). */
  answer?: z.ZodType<Answer>;
  /** How a 2xx body's text becomes JSON; default JSON.parse (the ABR answers JSONP, `callback({...})`). */
  decode?: (text: string) => unknown;
  /**
   * For a partner that answers 200 with its failure in the body (the ABR's `Message`): the failure the
   * parsed body reports, classed as a status would be, or undefined when it is an answer.
   */
  failureIn?(body: Answer): PartnerBodyFailure | undefined;
  /** The 2xx body is bytes (a PDF), returned in `bytes`. */
  binary?: boolean;
  /**
   * For a partner that says "slow down" under another status (Salesforce's 403 REQUEST_LIMIT_EXCEEDED):
   * how long to wait, read from a failed answer's status and error body, or undefined when it is not
   * that. The answer is then rate-limited, not the class its status gives.
   */
  rateLimitIn?: (status: number, partnerError: unknown) => number | undefined;
  /** Statuses that are an answer, not a failure (e.g. 404). */
  accept?: readonly number[];
  /** Retry in-call; default true for GET/PUT/DELETE or with an idempotencyKey, false otherwise. */
  retry?: boolean;
  /**
   * The token call itself: sent without `auth`, and outside the bulkhead and the circuit, since the
   * calls waiting for its token hold their slots and the circuit's half-open probe.
   */
  skipAuth?: boolean;
}

/** The call's traceparent (and tracestate), where the portal traces; none otherwise. */
function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** A failure a partner reports in a 200's body. */
export interface PartnerBodyFailure {
  class: 'unavailable' | 'unauthorised' | 'rejected';
  /** What the partner said, kept on a rejection as a 4xx's error body is. */
  partnerError: unknown;
}

export interface PartnerAnswer<Answer> {
  status: number;
  body?: Answer;
  bytes?: Uint8Array;
  headers: Headers;
}

const DEFAULTS = {
  timeoutMs: 8000,
  maxAttempts: 3,
  connections: 10,
  concurrent: 20,
  queued: 100,
  circuit: { consecutiveFailures: 5, halfOpenAfterMs: 30_000 },
  firstBackoffMs: 200,
  longestBackoffMs: 5000,
};

const IDEMPOTENT_METHODS = new Set(['GET', 'PUT', 'DELETE']);

/**
 * The one outbound HTTP layer for every partner (decision 2102): an undici Agent per partner bounds the
 * sockets; cockatiel's policies, outermost first, are a bulkhead (calls in flight), a retry with jittered
 * exponential backoff (or the partner's short Retry-After), a consecutive-failure circuit breaker and a
 * timeout per attempt covering the body. Every failure is a DomainError classed in `details.class`.
 */
export class PartnerHttp {
  private readonly agent: Agent;
  private readonly bulkhead: BulkheadPolicy;
  private readonly circuit: CircuitBreakerPolicy;
  private readonly timeout: TimeoutPolicy;
  private readonly backoff: ExponentialBackoff<number>;
  private readonly logger: PartnerCallLogger;
  private readonly counts: PartnerCallCounts;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly maxAttempts: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: PartnerHttpOptions) {
    const circuit = options.circuit ?? DEFAULTS.circuit;
    const random = options.random ?? Math.random;
    this.timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULTS.maxAttempts);
    this.logger = options.logger ?? { info: () => {}, warn: () => {} };
    this.counts = options.counts ?? partnerCallCounts;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.agent = new Agent({ connections: options.connections ?? DEFAULTS.connections });
    this.bulkhead = bulkhead(options.concurrent ?? DEFAULTS.concurrent, DEFAULTS.queued);
    // Only 'unavailable' answers count against the partner's health: a 4xx is about our request.
    this.circuit = circuitBreaker(
      handleWhen((error) => failureClassOf(error) === 'unavailable'),
      {
        halfOpenAfter: circuit.halfOpenAfterMs,
        breaker: new ConsecutiveBreaker(circuit.consecutiveFailures),
      },
    );
    this.circuit.onBreak(() =>
      this.logger.warn({ partner: options.partner, circuit: 'open' }, 'partner circuit opened'),
    );
    this.circuit.onReset(() =>
      this.logger.info({ partner: options.partner, circuit: 'closed' }, 'partner circuit closed'),
    );
    this.timeout = timeout(this.timeoutMs, TimeoutStrategy.Aggressive);
    this.backoff = new ExponentialBackoff<number>({
      initialDelay: DEFAULTS.firstBackoffMs,
      maxDelay: DEFAULTS.longestBackoffMs,
      // Half jitter from the injected source: between half and all of the exponential delay.
      generator: (attempt = 0, { initialDelay, maxDelay }) => {
        const delay = Math.min(maxDelay, initialDelay * 2 ** attempt);
        return [Math.round(delay / 2 + (random() * delay) / 2), attempt + 1];
      },
    });
  }

  /**
   * One call, its attempts and waits included, in a client span named by the partner and operation
   * (decision 2124); each request carries the span's traceparent. A no-op where nothing traces.
   */
  call<Answer>(request: PartnerRequest<Answer>): Promise<PartnerAnswer<Answer>> {
    const { partner } = this.options;
    return trace.getTracer('@lease-portal/partners').startActiveSpan(
      `${partner} ${request.operation}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'lease_portal.partner': partner,
          'lease_portal.partner.operation': request.operation,
          'http.request.method': request.method,
        },
      },
      async (span) => {
        try {
          const answer = await this.callWithin(request);
          span.setAttributes({
            'http.response.status_code': answer.status,
            'lease_portal.partner.outcome': 'ok',
          });
          return answer;
        } catch (error) {
          const failureClass = failureClassOf(error) ?? 'unavailable';
          span.setAttribute('lease_portal.partner.outcome', failureClass);
          const status = error instanceof DomainError ? error.details?.['status'] : undefined;
          if (typeof status === 'number') span.setAttribute('http.response.status_code', status);
          span.setStatus({ code: SpanStatusCode.ERROR, message: failureClass });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }

  private async callWithin<Answer>(request: PartnerRequest<Answer>): Promise<PartnerAnswer<Answer>> {
    const started = performance.now();
    const context = { partner: this.options.partner, operation: request.operation };
    const retryable =
      request.retry ?? (IDEMPOTENT_METHODS.has(request.method) || request.idempotencyKey !== undefined);
    // cockatiel's retry decides whether and how long; the wait itself goes through `sleep` at the start
    // of the next attempt, so a test can skip it and a Retry-After can replace the backoff.
    let wait = 0;
    let backoff: IBackoff<unknown> | undefined;
    const policy = retry(
      handleWhen((error) => this.worthRetrying(error, retryable, request.retry)),
      {
        maxAttempts: this.maxAttempts - 1,
        backoff: new DelegateBackoff((retryContext) => {
          const failure = 'error' in retryContext.result ? retryContext.result.error : undefined;
          const retryAfterMs = retryAfterOf(failure);
          backoff = backoff ? backoff.next(retryContext) : this.backoff.next();
          wait = retryAfterMs ?? backoff.duration;
          return 0;
        }),
      },
    );
    try {
      const attempts = () =>
        policy.execute(async ({ attempt }) => {
          if (wait > 0) await this.sleep(wait);
          wait = 0;
          return this.attempt(request, attempt + 1);
        });
      const answer = await (request.skipAuth ? attempts() : this.bulkhead.execute(attempts));
      this.counts.add(context.partner, context.operation, 'ok');
      return answer;
    } catch (error) {
      const failure =
        error instanceof BulkheadRejectedError
          ? partnerUnavailable(context, { reason: 'too many calls' })
          : error instanceof DomainError
            ? error
            : partnerUnavailable(context, { reason: 'unexpected failure' });
      const failureClass = failureClassOf(failure) ?? 'unavailable';
      this.counts.add(context.partner, context.operation, failureClass);
      if (failureClass === 'unauthorised') {
        this.logger.warn(
          {
            ...this.logFields(request),
            class: failureClass,
            alert: 'partner credentials refused: an operator must fix them',
          },
          'partner refused our credentials',
        );
      }
      this.logger.warn(
        {
          ...this.logFields(request),
          class: failureClass,
          durationMs: Math.round(performance.now() - started),
        },
        'partner call failed',
      );
      throw failure;
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private worthRetrying(error: unknown, retryable: boolean, asked: boolean | undefined): boolean {
    const failureClass = failureClassOf(error);
    if (failureClass === 'unavailable') {
      const reason = (error as DomainError).details?.['reason'];
      return retryable && reason !== 'circuit open';
    }
    // A 429 means the request was not processed, so waiting briefly and sending it again is safe.
    if (failureClass === 'rate-limited') {
      const retryAfterMs = retryAfterOf(error);
      return (
        asked !== false && (retryAfterMs === undefined ? retryable : retryAfterMs <= WAIT_IN_CALL_AT_MOST_MS)
      );
    }
    return false;
  }

  /** One attempt; a 401 drops the token and sends once more with a fresh one. */
  private async attempt<Answer>(
    request: PartnerRequest<Answer>,
    attempt: number,
  ): Promise<PartnerAnswer<Answer>> {
    try {
      return await this.exchange(request, attempt);
    } catch (error) {
      const auth = request.skipAuth ? undefined : this.options.auth;
      if (
        !auth ||
        failureClassOf(error) !== 'unauthorised' ||
        (error as DomainError).details?.['status'] !== 401
      )
        throw error;
      auth.invalidate();
      return this.exchange(request, attempt);
    }
  }

  /** One request and its answer, through the circuit and within the timeout, logged. */
  private async exchange<Answer>(
    request: PartnerRequest<Answer>,
    attempt: number,
  ): Promise<PartnerAnswer<Answer>> {
    const started = performance.now();
    const fields = () => ({
      ...this.logFields(request),
      attempt,
      durationMs: Math.round(performance.now() - started),
    });
    const context = { partner: this.options.partner, operation: request.operation };
    try {
      const timed = () => this.timeout.execute(({ signal }) => this.send(request, signal));
      const answer = await (request.skipAuth ? timed() : this.circuit.execute(timed));
      this.logger.info({ ...fields(), status: answer.status }, 'partner answered');
      return answer;
    } catch (error) {
      const failure =
        error instanceof DomainError
          ? error
          : error instanceof BrokenCircuitError
            ? partnerUnavailable(context, { reason: 'circuit open' })
            : error instanceof TaskCancelledError
              ? partnerUnavailable(context, { reason: 'timeout', timeoutMs: this.timeoutMs })
              : partnerUnavailable(context, { reason: 'unreachable', cause: causeOf(error) });
      this.logger.info(
        {
          ...fields(),
          class: failureClassOf(failure),
          reason: failure.details?.['reason'],
          ...(failure.details?.['status'] !== undefined ? { status: failure.details['status'] } : {}),
        },
        'partner attempt failed',
      );
      throw failure;
    }
  }

  private async send<Answer>(
    request: PartnerRequest<Answer>,
    signal: AbortSignal,
  ): Promise<PartnerAnswer<Answer>> {
    const context = { partner: this.options.partner, operation: request.operation };
    const auth = request.skipAuth ? {} : ((await this.options.auth?.headers()) ?? {});
    const body =
      request.json !== undefined
        ? { type: 'application/json', text: JSON.stringify(request.json) }
        : request.form !== undefined
          ? { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(request.form).toString() }
          : undefined;
    const response = await fetch(this.urlOf(request), {
      method: request.method,
      headers: {
        accept: request.binary ? '*/*' : 'application/json',
        ...(body ? { 'content-type': body.type } : {}),
        ...(request.idempotencyKey !== undefined ? { 'idempotency-key': request.idempotencyKey } : {}),
        ...request.headers,
        ...auth,
        ...traceHeaders(),
      },
      ...(body ? { body: body.text } : {}),
      signal,
      dispatcher: this.agent,
    });
    const headers = response.headers as unknown as Headers;
    const { status } = response;
    if (request.accept?.includes(status)) {
      await discard(response);
      return { status, headers };
    }
    const retryAfter = response.headers.get('retry-after');
    const failureClass = classOfStatus(status, retryAfter !== null);
    // The error body is read when something reads it: an adapter's rate limit, or a refusal's reason.
    const partnerError =
      failureClass && (request.rateLimitIn || failureClass === 'rejected')
        ? await errorBodyOf(response)
        : await (failureClass ? discard(response) : undefined);
    const waitMs = failureClass && request.rateLimitIn?.(status, partnerError);
    if (typeof waitMs === 'number') throw partnerRateLimited(context, status, waitMs);
    if (failureClass === 'rejected') throw partnerRejected(context, status, partnerError);
    if (failureClass === 'rate-limited')
      throw partnerRateLimited(context, status, retryAfterMsOf(retryAfter));
    if (failureClass === 'unauthorised') throw partnerUnauthorised(context, status);
    if (failureClass === 'unavailable') throw partnerUnavailable(context, { reason: 'http status', status });

    if (request.binary) return { status, headers, bytes: new Uint8Array(await response.arrayBuffer()) };
    if (!request.answer) {
      await discard(response);
      return { status, headers };
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = (request.decode ?? JSON.parse)(text);
    } catch {
      throw partnerUnavailable(context, { reason: 'unexpected response', status, problem: 'not JSON' });
    }
    const parsed = request.answer.safeParse(json);
    if (!parsed.success)
      throw partnerUnavailable(context, {
        reason: 'unexpected response',
        status,
        problem: z.prettifyError(parsed.error),
      });
    const reported = request.failureIn?.(parsed.data);
    if (reported) throw failureReportedIn(context, status, reported);
    return { status, headers, body: parsed.data };
  }

  private urlOf(request: PartnerRequest<unknown>): URL {
    const base = typeof this.options.baseUrl === 'function' ? this.options.baseUrl() : this.options.baseUrl;
    const url = new URL(`${base.replace(/\/+$/, '')}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    return url;
  }

  /** What a log line may say: never the query, headers or bodies. */
  private logFields(request: PartnerRequest<unknown>) {
    return {
      partner: this.options.partner,
      operation: request.operation,
      method: request.method,
      path: request.path.split('?')[0],
    };
  }
}

/** A failure the partner reported in a 200's body, classed as the status it stands for would be. */
function failureReportedIn(
  context: { partner: string; operation: string },
  status: number,
  failure: PartnerBodyFailure,
): DomainError {
  if (failure.class === 'unauthorised') return partnerUnauthorised(context, status);
  if (failure.class === 'rejected') return partnerRejected(context, status, failure.partnerError);
  return partnerUnavailable(context, { reason: 'partner error', status, partnerError: failure.partnerError });
}

function retryAfterOf(error: unknown): number | undefined {
  const value = error instanceof DomainError ? error.details?.['retryAfterMs'] : undefined;
  return typeof value === 'number' ? value : undefined;
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

/** The partner's JSON error body (DocuSign's `{ errorCode, message }`), or undefined when it is not JSON. */
async function errorBodyOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** A connection failure's own code or message (ECONNREFUSED, ...), never the request. */
function causeOf(error: unknown): string {
  // Duck-typed: undici's errors may come from another realm than this module's Error.
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error && error.cause ? error.cause : error;
  if (typeof cause === 'object' && cause !== null) {
    if ('code' in cause && typeof cause.code === 'string') return cause.code;
    if ('message' in cause && typeof cause.message === 'string') return cause.message;
  }
  return String(cause);
}
