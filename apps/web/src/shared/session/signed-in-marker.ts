/**
 * Whether this browser is signed in (calculator §3, 'Client-held state'). The session's token is in an
 * HttpOnly cookie that no script on the page can read (decision 0711); this marker holds no secret,
 * only what the pages need to show the signed-in header and guard routes. The server decides.
 */
export const SIGNED_IN_KEY = 'leasePortal.signedIn';

/** Same-tab listeners: the browser's 'storage' event only reaches other tabs. */
const SESSION_CHANGED = 'lease-portal:session-changed';

export function isMarkedSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === 'yes';
  } catch {
    // Storage can be blocked (private mode, policies): treat as signed out.
    return false;
  }
}

export function markSignedIn(): void {
  window.localStorage.setItem(SIGNED_IN_KEY, 'yes');
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

export function markSignedOut(): void {
  window.localStorage.removeItem(SIGNED_IN_KEY);
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SESSION_CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}
