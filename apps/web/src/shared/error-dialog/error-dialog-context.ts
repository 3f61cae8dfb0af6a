import { createContext } from 'react';

/** Runs an action; if it fails, the error dialog offers Try Again. Resolves with the first success, or undefined if dismissed. */
export type RunWithRetry = <T>(action: () => Promise<T>) => Promise<T | undefined>;

export const ErrorDialogContext = createContext<RunWithRetry | undefined>(undefined);
