import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import { useSignOut } from '../hooks/useSignOut';

/** Sign-out (/logout): revokes the session on the server, forgets it here, then shows the login. */
export default function LogoutPage() {
  const signOut = useSignOut();
  // Why the portal signed the customer out, if it did, for the login page to say.
  const { state } = useLocation() as { state: unknown };
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut({ revoke: true }).finally(() => setDone(true));
  }, [signOut]);
  return done ? <Navigate to="/login" replace state={state} /> : <Spinner aria-label="Signing out" />;
}
