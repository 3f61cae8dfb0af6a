import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { clearAuthToken } from '../../../shared/session/auth-token';
import { clearSignedInState } from '../../../shared/session/signed-in-state';
import { Logout } from '../graphql/logout';

/**
 * Forgets the session in this browser: the token, the stored user and application, and everything
 * the API answered with it. With `revoke`, the server ends the session first; sign-out goes ahead
 * even when that call fails, since the customer asked to leave.
 */
export function useSignOut(): (options: { revoke: boolean }) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async ({ revoke }) => {
      if (revoke) {
        try {
          await client.mutate({ mutation: Logout });
        } catch {
          // Already ended, or the server is unreachable: the local sign-out still happens.
        }
      }
      clearAuthToken();
      clearSignedInState();
      await client.clearStore();
    },
    [client],
  );
}
