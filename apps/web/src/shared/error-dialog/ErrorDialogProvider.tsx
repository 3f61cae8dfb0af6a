import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { genericErrorDialog } from '@lease-portal/domain';
import { useBrand } from '../organisation/useBrand';
import { isUnauthenticatedFailure } from '../session/session-activity';
import { isMarkedSignedIn } from '../session/signed-in-marker';
import { ErrorDialogContext, type RunWithRetry } from './error-dialog-context';
import { firstErrorMessage } from './first-error-message';

// The dialog's code (and Blueprint's overlays) loads with the first error, not with every page.
const GenericErrorDialog = lazy(() => import('./GenericErrorDialog'));

/** Apollo Client's own error for a misused client, such as a query its store was reset under. */
const isClientInvariant = (error: unknown): boolean =>
  error instanceof Error && error.name === 'Invariant Violation';

/** One failed action waiting for the user: retry runs it again, dismiss gives up on it. */
interface FailedAction {
  id: number;
  retry: () => void;
  dismiss: () => void;
}

/** Stacks failed actions (but not a session that has ended); the dialog stays open until every stacked failure is retried or dismissed. */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const [failures, setFailures] = useState<FailedAction[]>([]);
  const nextId = useRef(0);

  const runWithRetry = useCallback<RunWithRetry>(
    <T,>(action: () => Promise<T>) =>
      new Promise<T | undefined>((resolve) => {
        const attempt = () => {
          const signedIn = isMarkedSignedIn();
          action().then(resolve, (error: unknown) => {
            console.error(firstErrorMessage(error), error);
            // A session that has ended is not a fault to retry: the customer is sent to the login,
            // which says so, and the action gives up (decision 2084). So does an action the session
            // ended under: the sign-out empties the client's store, failing whatever was in flight
            // with Apollo's own invariant error.
            const cutShort = !isMarkedSignedIn() && (signedIn || isClientInvariant(error));
            if (isUnauthenticatedFailure(error) || cutShort) {
              resolve(undefined);
              return;
            }
            const id = nextId.current++;
            setFailures((stack) => [...stack, { id, retry: attempt, dismiss: () => resolve(undefined) }]);
          });
        };
        attempt();
      }),
    [],
  );

  const text = genericErrorDialog(brand.region, {
    email: brand.supportEmail,
    phoneNumber: brand.phoneNumber,
  });
  const top = failures.at(-1);
  const take = (failure: FailedAction) => setFailures((stack) => stack.filter(({ id }) => id !== failure.id));
  const tryAgain = () => {
    if (!top) return;
    take(top);
    top.retry();
  };
  const dismiss = () => {
    if (!top) return;
    take(top);
    top.dismiss();
  };

  return (
    <ErrorDialogContext.Provider value={runWithRetry}>
      {children}
      {top && (
        <Suspense fallback={null}>
          <GenericErrorDialog
            title={text.title}
            body={text.body}
            button={text.button}
            onTryAgain={tryAgain}
            onClose={dismiss}
          />
        </Suspense>
      )}
    </ErrorDialogContext.Provider>
  );
}
