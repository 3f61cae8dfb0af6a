/**
 * Use cases return expected outcomes as values, not exceptions. A DomainError carries a stable code
 * (mapped once to GraphQL extensions and once to CLI exit codes) and the user-facing message.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export type DomainErrorCode =
  | 'NOT_FOUND'
  | 'BAD_INPUT'
  | 'CONCURRENT_UPDATE'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_ALLOWED'
  | 'RATE_LIMITED'
  | 'PARTNER_UNAVAILABLE'
  /** The partner refused the request itself (a 4xx): sending it again would be refused again. */
  | 'PARTNER_REJECTED'
  | 'NOT_IMPLEMENTED';

export type Result<T, E = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });
