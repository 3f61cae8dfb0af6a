import { CombinedGraphQLErrors } from '@apollo/client';

/** The notification a failed save shows; what the server said is kept out of sight (journey §8). */
export const SAVE_FAILED_MESSAGE = 'Sorry, we could not save your details. Please try again.';
/** The notification a failed upload shows (journey §8). */
export { UPLOAD_FAILED_MESSAGE } from '../../../../shared/upload/upload-refusal';

/**
 * The per-field messages of a BAD_USER_INPUT refusal (decision 1220: `extensions.fields`, keyed by the
 * field's path such as 'value', 'value.businessContactNumber' or 'financeDetails.currentFleetSize'),
 * by their last path segment, so a step can show each under its field.
 */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const messages: Record<string, string> = {};
  for (const graphqlError of error.errors) {
    if (graphqlError.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fields = graphqlError.extensions.fields;
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [path, list] of Object.entries(fields as Record<string, unknown>)) {
      const first = Array.isArray(list)
        ? list.find((item): item is string => typeof item === 'string')
        : undefined;
      const key = path.split('.').pop() ?? path;
      if (first && !(key in messages)) messages[key] = first;
    }
  }
  return messages;
}
