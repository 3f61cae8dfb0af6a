import { useContext } from 'react';
import { ErrorDialogContext, type RunWithRetry } from './error-dialog-context';

/**
 * The generic error dialog for actions the user can retry:
 * `const runWithRetry = useErrorDialog(); await runWithRetry(() => updateProperty(...))`.
 */
export function useErrorDialog(): RunWithRetry {
  const runWithRetry = useContext(ErrorDialogContext);
  if (!runWithRetry) throw new Error('useErrorDialog needs an ErrorDialogProvider');
  return runWithRetry;
}
