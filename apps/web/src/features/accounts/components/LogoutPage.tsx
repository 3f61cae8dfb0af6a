import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import { clearAuthToken } from '../../../shared/session/auth-token';
import { useSignedIn } from '../../../shared/session/useSignedIn';

/** Sign-out (/logout): forgets the session and everything fetched with it, then shows the login. */
export default function LogoutPage() {
  const client = useApolloClient();
  const signedIn = useSignedIn();
  useEffect(() => {
    clearAuthToken();
    void client.clearStore();
  }, [client]);
  return signedIn ? <Spinner aria-label="Signing out" /> : <Navigate to="/login" replace />;
}
