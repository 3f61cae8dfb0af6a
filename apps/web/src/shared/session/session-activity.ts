import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { tap } from 'rxjs';

/**
 * Every data call counts as activity (calculator §4: the inactivity timer is reset on every data
 * call), and an UNAUTHENTICATED answer means the session is gone. The link reports both; the
 * session-timeout kicker listens.
 */
const ACTIVITY = 'lease-portal:data-call';
const UNAUTHENTICATED = 'lease-portal:unauthenticated';
/** The session's own event channel: no global events, and it works outside a browser too. */
const sessionEvents = new EventTarget();

const hasUnauthenticated = (errors: ReadonlyArray<{ extensions?: Record<string, unknown> }> | undefined) =>
  !!errors?.some((error) => error.extensions?.['code'] === 'UNAUTHENTICATED');

/**
 * True for a failure that says the session is gone. The kicker signs the customer out and shows the
 * login's notice for it, so no action's own error dialog should offer to try again (decision 2084).
 */
export const isUnauthenticatedFailure = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && hasUnauthenticated(error.errors);

export const sessionActivityLink = new ApolloLink((operation, forward) => {
  sessionEvents.dispatchEvent(new Event(ACTIVITY));
  return forward(operation).pipe(
    tap({
      next: (result) => {
        if (hasUnauthenticated(result.errors)) sessionEvents.dispatchEvent(new Event(UNAUTHENTICATED));
      },
      error: (error: unknown) => {
        if (CombinedGraphQLErrors.is(error) && hasUnauthenticated(error.errors)) {
          sessionEvents.dispatchEvent(new Event(UNAUTHENTICATED));
        }
      },
    }),
  );
});

export function onDataCall(listener: () => void): () => void {
  sessionEvents.addEventListener(ACTIVITY, listener);
  return () => sessionEvents.removeEventListener(ACTIVITY, listener);
}

export function onUnauthenticated(listener: () => void): () => void {
  sessionEvents.addEventListener(UNAUTHENTICATED, listener);
  return () => sessionEvents.removeEventListener(UNAUTHENTICATED, listener);
}
