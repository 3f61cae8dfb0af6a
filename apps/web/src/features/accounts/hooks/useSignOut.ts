import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { markSignedOut } from '../../../shared/session/signed-in-marker';
import { clearSignedInState } from '../../../shared/session/signed-in-state';
import { useShortlist } from '../../shortlist-state';
import { Logout } from '../graphql/logout';

/**
 * Forgets the session in this browser: the token, the stored user and application, the shortlist
 * (the next visitor of a shared computer must not see it; the server keeps the customer's copy), and
 * everything the API answered with it. With `revoke`, the server ends the session first; sign-out goes ahead
 * even when that call fails, since the customer asked to leave.
 */
export function useSignOut(): (options: { revoke: boolean }) => Promise<void> {
  const client = useApolloClient();
  const { clear: clearShortlist } = useShortlist();
  return useCallback(
    async ({ revoke }) => {
      if (revoke) {
        try {
          await client.mutate({ mutation: Logout });
        } catch {
          // Already ended, or the server is unreachable: the local sign-out still happens.
        }
      }
      markSignedOut();
      clearSignedInState();
      // After the session is gone, so clearing is not sent to the server as the customer's new list.
      clearShortlist();
      await client.clearStore();
    },
    [client, clearShortlist],
  );
}
