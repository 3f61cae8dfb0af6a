import { DomainError } from '@lease-portal/domain';

/** What a failed partner call leads to (decision 2102). */
export type PartnerFailureClass = 'unavailable' | 'rate-limited' | 'unauthorised' | 'rejected';

/** A Retry-After this short is waited for in the call; a longer one is left to the job queue. */
export const WAIT_IN_CALL_AT_MOST_MS = 5000;

interface FailureContext {
  partner: string;
  operation: string;
}

/** The partner could not answer now: refused, timed out, 5xx, garbage body or the circuit open. */
export function partnerUnavailable(context: FailureContext, details: Record<string, unknown>): DomainError {
  return new DomainError('PARTNER_UNAVAILABLE', `The ${context.partner} could not be reached.`, {
    ...context,
    class: 'unavailable',
    ...details,
  });
}

/** The partner asks us to wait: `retryAfterMs` when it said how long. */
export function partnerRateLimited(
  context: FailureContext,
  status: number,
  retryAfterMs?: number,
): DomainError {
  return new DomainError('PARTNER_UNAVAILABLE', `The ${context.partner} asked us to slow down.`, {
    ...context,
    class: 'rate-limited',
    reason: 'rate limited',
    status,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}

/** Our credentials were refused: an operator must fix them; retrying will not. */
export function partnerUnauthorised(context: FailureContext, status: number): DomainError {
  return new DomainError('PARTNER_UNAVAILABLE', `The ${context.partner} refused our credentials.`, {
    ...context,
    class: 'unauthorised',
    reason: 'credentials refused',
    status,
  });
}

/** The partner refused the request itself: the same request would be refused again. */
export function partnerRejected(context: FailureContext, status: number, partnerError: unknown): DomainError {
  const code = partnerErrorCode(partnerError);
  return new DomainError(
    'PARTNER_REJECTED',
    `The ${context.partner} refused the request (${code ? `${code}, ` : ''}HTTP ${status}).`,
    { ...context, class: 'rejected', status, ...(partnerError !== undefined ? { partnerError } : {}) },
  );
}

export function failureClassOf(error: unknown): PartnerFailureClass | undefined {
  if (!(error instanceof DomainError)) return undefined;
  const value = error.details?.['class'];
  return value === 'unavailable' ||
    value === 'rate-limited' ||
    value === 'unauthorised' ||
    value === 'rejected'
    ? value
    : undefined;
}

/** The class a response status leads to; undefined for a 2xx. */
export function classOfStatus(status: number, hasRetryAfter: boolean): PartnerFailureClass | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 429 || (status === 503 && hasRetryAfter)) return 'rate-limited';
  if (status === 401 || status === 403) return 'unauthorised';
  // 408 is the partner giving up waiting for us: transient, like a 5xx.
  if (status >= 400 && status < 500 && status !== 408) return 'rejected';
  return 'unavailable';
}

/** Retry-After in milliseconds from delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The partner's own error code from its JSON error body: DocuSign's errorCode, or a plain code/error;
 * of a list of errors (Salesforce's `[{ errorCode, message, fields }]`), the first's.
 */
export function partnerErrorCode(body: unknown): string | undefined {
  if (Array.isArray(body)) return partnerErrorCode(body[0]);
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['errorCode', 'code', 'error']) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= 100) return value;
  }
  return undefined;
}
