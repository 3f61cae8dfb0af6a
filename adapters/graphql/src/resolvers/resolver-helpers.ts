import { accountErrors, type DomainError, type Result, type User } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';

/** The signed-in user; the operation guard has already refused anonymous callers where it must. */
export function viewerOf(context: GraphqlContext): User {
  const viewer = context.viewer;
  if (!viewer) throw accountErrors.signInRequired();
  return viewer.user;
}

/** A use case's value, or its refusal thrown for the error boundary to map (decision 0301). */
export function valueOf<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw result.error;
  return result.value;
}
