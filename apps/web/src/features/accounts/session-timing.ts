/** Used when the page's configuration names no inactivity limit (decision 1020). */
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
/** The warning comes this long before the sign-out. */
export const WARNING_BEFORE_MS = 60_000;

/** When to warn and when to sign out, in ms after the last data call. Short limits warn at half time. */
export function sessionTimings(timeoutMinutes: number | undefined): {
  warnAfter: number;
  signOutAfter: number;
} {
  const signOutAfter = (timeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES) * 60_000;
  const warnAfter = Math.max(signOutAfter - WARNING_BEFORE_MS, signOutAfter / 2);
  return { warnAfter, signOutAfter };
}
