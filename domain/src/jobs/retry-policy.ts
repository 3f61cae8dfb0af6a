/** How often and how patiently a partner call is retried (decision 0920). */
export const JOB_RETRY = {
  maxAttempts: 12,
  firstDelayMs: 5_000,
  maxDelayMs: 30 * 60_000,
  /** A partner's Retry-After is honoured up to this long (decision 2104). */
  longestRetryAfterMs: 6 * 3_600_000,
} as const;

/**
 * How long a handler may keep answering "still deciding" (PollAgain) without using attempts: polls
 * at most every `leastDelayMs`, and the job is given up `maxWaitMs` after it was queued, so a partner
 * that never decides still ends (decision 2104).
 */
export const JOB_POLLING = {
  leastDelayMs: 1_000,
  maxWaitMs: 72 * 3_600_000,
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
