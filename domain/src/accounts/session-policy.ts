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

/** When a session seen at `seenAt` ends: the inactivity timeout, capped by the maximum lifetime. */
export function sessionEndAfter(policy: SessionPolicy, createdAt: Date, seenAt: Date): Date {
  const idleEnd = seenAt.getTime() + policy.inactivityTimeoutMinutes * MINUTE_MS;
  const hardEnd = createdAt.getTime() + policy.maximumHours * 60 * MINUTE_MS;
  return new Date(Math.min(idleEnd, hardEnd));
}
