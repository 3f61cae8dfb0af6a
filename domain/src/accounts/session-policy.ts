/** Calculator §4: the inactivity timer restarts on every data call; 30 minutes unless configured (decision 0700). */
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;

/** However active, a session ends this long after sign-in (decision 0700). */
export const SESSION_MAXIMUM_HOURS = 12;

export interface SessionPolicy {
  inactivityTimeoutMinutes: number;
  maximumHours: number;
}

export function sessionPolicy(inactivityTimeoutMinutes = DEFAULT_SESSION_TIMEOUT_MINUTES): SessionPolicy {
  if (!Number.isFinite(inactivityTimeoutMinutes) || inactivityTimeoutMinutes <= 0) {
    throw new Error(
      `The session timeout must be a positive number of minutes, got ${inactivityTimeoutMinutes}`,
    );
  }
  return { inactivityTimeoutMinutes, maximumHours: SESSION_MAXIMUM_HOURS };
}

const MINUTE_MS = 60_000;

/**
 * Activity is written at most this often: the timeout slides without a database write on every call
 * of a busy page.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * When a session whose activity was written at `seenAt` ends. Calls within a touch interval after it
 * are not written, so the timeout counts from the end of that interval: a session never ends sooner
 * than the inactivity timeout after its last call (at most one interval later). The maximum lifetime
 * caps it either way.
 */
export function sessionEndAfter(policy: SessionPolicy, createdAt: Date, seenAt: Date): Date {
  const idleEnd = seenAt.getTime() + SESSION_TOUCH_INTERVAL_MS + policy.inactivityTimeoutMinutes * MINUTE_MS;
  const hardEnd = createdAt.getTime() + policy.maximumHours * 60 * MINUTE_MS;
  return new Date(Math.min(idleEnd, hardEnd));
}
