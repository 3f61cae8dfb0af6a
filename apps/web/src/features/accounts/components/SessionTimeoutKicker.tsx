import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { isMarkedSignedIn } from '../../../shared/session/signed-in-marker';
import { onDataCall, onUnauthenticated } from '../../../shared/session/session-activity';
import { useSignedIn } from '../../../shared/session/useSignedIn';
import { useSignOut } from '../hooks/useSignOut';
import { sessionTimings } from '../session-timing';
import type { SignedOutState } from '../../../shared/session/signed-out-reason';

const TIMED_OUT: SignedOutState = { signedOutBecause: 'inactivity' };
const SESSION_ENDED: SignedOutState = { signedOutBecause: 'sessionEnded' };

/**
 * Signs an inactive customer out (calculator §4 'After login'): every data call restarts the
 * timer; a minute before the end a dialog offers 'Stay signed in'; then /logout. An answer that
 * says the session is no longer valid signs out at once and shows the login.
 */
export function SessionTimeoutKicker() {
  const signedIn = useSignedIn();
  const { sessionTimeoutMinutes } = useAppConfig();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [warning, setWarning] = useState(false);
  const timers = useRef<number[]>([]);

  const stop = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);

  /** Starts the warning and sign-out timers afresh. */
  const schedule = useCallback(() => {
    stop();
    const { warnAfter, signOutAfter } = sessionTimings(sessionTimeoutMinutes);
    timers.current = [
      window.setTimeout(() => setWarning(true), warnAfter),
      window.setTimeout(() => {
        setWarning(false);
        // The login page then tells the customer why they were signed out.
        void navigate('/logout', { state: TIMED_OUT });
      }, signOutAfter),
    ];
  }, [navigate, sessionTimeoutMinutes, stop]);

  const restart = useCallback(() => {
    setWarning(false);
    schedule();
  }, [schedule]);

  useEffect(() => {
    if (!signedIn) {
      // The dialog shows only while signed in; a stale warning flag is reset by the next restart.
      stop();
      return;
    }
    schedule();
    const offDataCall = onDataCall(restart);
    const offUnauthenticated = onUnauthenticated(() => {
      if (!isMarkedSignedIn()) return;
      stop();
      setWarning(false);
      // Where the customer was, for the login to lead back to once they sign in again (decision 2084).
      const { pathname, search, hash } = window.location;
      const from = { pathname, search, hash };
      void signOut({ revoke: false }).then(() =>
        navigate('/login', { replace: true, state: { ...SESSION_ENDED, from } }),
      );
    });
    return () => {
      offDataCall();
      offUnauthenticated();
      stop();
    };
  }, [signedIn, schedule, restart, stop, signOut, navigate]);

  return (
    <Dialog
      isOpen={signedIn && warning}
      title="Are you still there?"
      icon="time"
      onClose={restart}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>You have been inactive for a while. For your security you will be logged out in a minute.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Logout" onClick={() => void navigate('/logout')} />
            <Button intent={Intent.PRIMARY} text="Stay signed in" onClick={restart} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}
