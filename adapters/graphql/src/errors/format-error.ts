import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError } from '@lease-portal/domain';
import type { GraphQLFormattedError } from 'graphql';
import { inWireWords } from '../wire/scoreboard-wire';
import { EXTENSION_CODE_OF, PUBLIC_CODES } from './error-codes';

/** Where errors the client must not see are written instead (pino's `logger.error(obj, msg)` fits). */
export interface ErrorLog {
  error(details: Record<string, unknown>, message: string): void;
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * The one place errors leave the API: a domain error keeps its user-facing message under its mapped
 * code; a request error keeps Apollo's message; anything else is logged and answered as an internal
 * error, so stack traces, SQL or partner replies never reach a client.
 */
export function formatErrorWith(log: ErrorLog) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const where = {
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
    };
    if (original instanceof DomainError) {
      // The domain's words leave in the wire's (decision 2070): a status, a field's place.
      const fields = wireFieldsOf(fieldMessagesOf(original.details));
      const reason = reasonOf(original.details);
      return {
        message: inWireWords(original.message),
        ...where,
        extensions: {
          code: EXTENSION_CODE_OF[original.code],
          ...(reason ? { reason } : {}),
          ...(fields ? { fields } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'GRAPHQL_PARSE_FAILED' && overflowedTheStack(error)) {
      // graphql-js parses nested literals recursively; its RangeError is caught, its text is ours.
      return { message: DOCUMENT_TOO_DEEP_MESSAGE, extensions: { code } };
    }
    if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
      const fields = fieldMessagesOf(formatted.extensions);
      const message = withoutSuggestions(formatted.message);
      return { message, ...where, extensions: { code, ...(fields ? { fields } : {}) } };
    }
    log.error({ err: original, path: formatted.path }, 'GraphQL operation failed');
    return { message: INTERNAL_ERROR_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * graphql-js suggests the schema's own names ('Did you mean "budgetType"?'). Apollo removes them from
 * validation errors only; a variable's value is checked later, so its errors lose them here: the
 * contract is published as a file, not discovered from the running server (decisions 0310, 2027).
 */
function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '');
}

export const DOCUMENT_TOO_DEEP_MESSAGE = 'The document is nested too deeply.';

/** Whether the error, or one it wraps, is the engine's stack overflow. */
function overflowedTheStack(error: unknown): boolean {
  let current: unknown = error;
  for (let level = 0; level < 5 && current instanceof Error; level += 1) {
    if (current instanceof RangeError) return true;
    current = (current as { originalError?: unknown }).originalError;
  }
  return false;
}

/**
 * A context's stable reason ('LEASE_APPLICATION.TRANSITION_NOT_ALLOWED') tells clients and scripts
 * which refusal it was; other details (ids, statuses) stay on the server.
 */
function reasonOf(details: Record<string, unknown> | undefined): string | undefined {
  const reason = details?.reason;
  return typeof reason === 'string' && /^[A-Z_]+\.[A-Z_]+$/.test(reason) ? reason : undefined;
}

/** Field messages ({ 'pair.0.make': ['...'] }) travel to the client; other details do not. */
function fieldMessagesOf(details: Record<string, unknown> | undefined): Record<string, string[]> | undefined {
  const fields = details?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Each field's place, in the wire's words. */
function wireFieldsOf(fields: Record<string, string[]> | undefined): Record<string, string[]> | undefined {
  return (
    fields && Object.fromEntries(Object.entries(fields).map(([name, texts]) => [inWireWords(name), texts]))
  );
}
