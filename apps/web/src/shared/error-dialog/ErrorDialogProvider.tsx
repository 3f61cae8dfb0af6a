import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { genericErrorDialog } from '@lease-portal/domain';
import { useBrand } from '../organisation/useBrand';
import { ErrorDialogContext, type RunWithRetry } from './error-dialog-context';
import { firstErrorMessage } from './first-error-message';

/** One failed action waiting for the user: retry runs it again, dismiss gives up on it. */
interface FailedAction {
  id: number;
  retry: () => void;
  dismiss: () => void;
}

/** Stacks failed actions; the dialog stays open until every stacked failure is retried or dismissed. */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const [failures, setFailures] = useState<FailedAction[]>([]);
  const nextId = useRef(0);

  const runWithRetry = useCallback<RunWithRetry>(
    <T,>(action: () => Promise<T>) =>
      new Promise<T | undefined>((resolve) => {
        const attempt = () => {
          action().then(resolve, (error: unknown) => {
            console.error(firstErrorMessage(error), error);
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
      <Dialog isOpen={top !== undefined} title={text.title} onClose={dismiss} icon="error">
        <DialogBody>
          <p>{text.body}</p>
        </DialogBody>
        <DialogFooter
          actions={<Button intent={Intent.PRIMARY} text={text.button} onClick={tryAgain} autoFocus />}
        />
      </Dialog>
    </ErrorDialogContext.Provider>
  );
}
