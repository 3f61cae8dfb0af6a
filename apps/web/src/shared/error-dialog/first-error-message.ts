import { CombinedGraphQLErrors } from '@apollo/client';

/** The message kept from a failure: the first GraphQL error's, else 'Error' (calculator §8, journey §8). */
export function firstErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || 'Error';
  if (error instanceof Error && error.message) return error.message;
  return 'Error';
}
