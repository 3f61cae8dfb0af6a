import { CombinedGraphQLErrors } from '@apollo/client';

/** What the API said when it refused a request: its code and the messages of the fields it refused. */
export interface Refusal {
  code: string | undefined;
  /** The context's stable reason ('LEASE_APPLICATION.ENTITY_TYPE_NOT_ALLOWED'), when the API names one. */
  reason: string | undefined;
  message: string;
  fields: Record<string, string>;
}

/**
 * The first GraphQL error of a failure (journey §8 keeps the first message), with its field messages
 * keyed by the field's last name ('userInfo.email' and 'email' both give 'email'). Undefined when the
 * failure is not an answer of the API (the network, say).
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  if (!first) return undefined;
  const extensions = first.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  const reason = typeof extensions.reason === 'string' ? extensions.reason : undefined;
  const fields: Record<string, string> = {};
  const given = extensions.fields;
  if (typeof given === 'object' && given !== null) {
    for (const [path, messages] of Object.entries(given)) {
      const message = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
      const name = path.split('.').at(-1);
      if (name && typeof message === 'string' && !(name in fields)) fields[name] = message;
    }
  }
  return { code, reason, message: first.message || 'Error', fields };
}
