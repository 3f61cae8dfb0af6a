/** How often and how patiently a partner call is retried (decision 0920). */
export const JOB_RETRY = {
  maxAttempts: 12,
  firstDelayMs: 5_000,
  maxDelayMs: 30 * 60_000,
} as const;

/**
 * When a job that failed its `attempts`-th attempt is due again: exponential backoff from five seconds,
 * capped at half an hour, with up to a fifth of jitter so that many failed jobs do not retry at once;
 * undefined once the attempts are used up.
 */
export function retryAfter(attempts: number, at: Date, random: () => number = Math.random): Date | undefined {
  if (attempts >= JOB_RETRY.maxAttempts) return undefined;
  const base = Math.min(JOB_RETRY.firstDelayMs * 2 ** (attempts - 1), JOB_RETRY.maxDelayMs);
  return new Date(at.getTime() + Math.round(base * (1 + random() * 0.2)));
}
