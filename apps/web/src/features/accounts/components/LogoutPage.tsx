import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import { useSignOut } from '../hooks/useSignOut';

/** Sign-out (/logout): revokes the session on the server, forgets it here, then shows the login. */
export default function LogoutPage() {
  const signOut = useSignOut();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut({ revoke: true }).finally(() => setDone(true));
  }, [signOut]);
  return done ? <Navigate to="/login" replace /> : <Spinner aria-label="Signing out" />;
}
