/**
 * The signed-in customer's token, kept in local storage (calculator §3, 'Client-held state').
 * Accounts come later; until then a stored token is what 'signed in' means.
 */
export const AUTH_TOKEN_KEY = 'leasePortal.authToken';

/** Same-tab listeners: the browser's 'storage' event only reaches other tabs. */
const SESSION_CHANGED = 'lease-portal:session-changed';

export function readAuthToken(): string | undefined {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY) ?? undefined;
  } catch {
    // Storage can be blocked (private mode, policies): treat as signed out.
    return undefined;
  }
}

export function saveAuthToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

export function clearAuthToken(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
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
