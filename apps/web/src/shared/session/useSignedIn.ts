import { useSyncExternalStore } from 'react';
import { onSessionChange, isMarkedSignedIn } from './signed-in-marker';

/** Whether a customer is signed in, updated when the token is saved or cleared (in any tab). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onSessionChange, () => isMarkedSignedIn());
}
