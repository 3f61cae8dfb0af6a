import type { DomainErrorCode } from '@lease-portal/domain';

/**
 * The extensions.code a client sees for each domain error code: Apollo's own names where one
 * exists (BAD_USER_INPUT), the domain's stable code otherwise.
 */
export const EXTENSION_CODE_OF: Record<DomainErrorCode, string> = {
  NOT_FOUND: 'NOT_FOUND',
  BAD_INPUT: 'BAD_USER_INPUT',
  CONCURRENT_UPDATE: 'CONCURRENT_UPDATE',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_ALLOWED: 'NOT_ALLOWED',
  RATE_LIMITED: 'RATE_LIMITED',
  PARTNER_UNAVAILABLE: 'PARTNER_UNAVAILABLE',
  PARTNER_REJECTED: 'PARTNER_REJECTED',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
};

/** Codes whose message is written for the client; any other error is reported as internal. */
export const PUBLIC_CODES: ReadonlySet<string> = new Set([
  ...Object.values(EXTENSION_CODE_OF),
  // Apollo's request errors: the message names the client's mistake, never our internals.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);
