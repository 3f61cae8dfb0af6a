import { DomainError } from '@lease-portal/domain';
import { z } from 'zod';

export interface PartnerEndpoint {
  /** Where the partner's service lives, e.g. https://crm.example/v1 */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

export interface PartnerRequest<Answer> {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Lets the partner recognise a repeated request (our lead id). */
  idempotencyKey?: string;
  /** How to read a 2xx answer; undefined when the body does not matter. */
  answer?: z.ZodType<Answer>;
  /** Statuses that are an answer, not a failure (404 for 'no such record'). */
  accept?: readonly number[];
}

export const DEFAULT_PARTNER_TIMEOUT_MS = 8000;

/**
 * One JSON call to a partner service. Any failure (refused connection, timeout covering the body,
 * non-2xx status not accepted, a body that does not parse) is a DomainError PARTNER_UNAVAILABLE naming
 * the partner and the reason, never the API key.
 */
export async function callPartner<Answer>(
  partner: string,
  endpoint: PartnerEndpoint,
  request: PartnerRequest<Answer>,
): Promise<{ status: number; body: Answer | undefined }> {
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_PARTNER_TIMEOUT_MS;
  const url = new URL(`${endpoint.baseUrl.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const unavailable = (details: Record<string, unknown>) =>
    new DomainError('PARTNER_UNAVAILABLE', `The ${partner} could not be reached.`, { partner, ...details });

  try {
    const response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        'x-api-key': endpoint.apiKey,
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
      },
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (request.accept?.includes(response.status)) {
      await response.body?.cancel();
      return { status: response.status, body: undefined };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable({ reason: 'http status', status: response.status });
    }
    if (!request.answer) {
      await response.body?.cancel();
      return { status: response.status, body: undefined };
    }
    const parsed = request.answer.safeParse(await response.json());
    if (!parsed.success)
      throw unavailable({ reason: 'unexpected response', problem: z.prettifyError(parsed.error) });
    return { status: response.status, body: parsed.data };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unavailable(
      isTimeout(error)
        ? { reason: 'timeout', timeoutMs }
        : { reason: 'unreachable', cause: error instanceof Error ? error.message : String(error) },
    );
  }
}

function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
}
