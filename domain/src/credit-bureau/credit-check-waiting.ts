import type { CreditCheckStatus } from '../application/application-journey';

/** The waiting screen asks at once and then every 10 s, three times at most (journey §4, §9). */
export const CREDIT_CHECK_POLL = { intervalMs: 10_000, maximumChecks: 3 } as const;

/**
 * How long the waiting screen keeps waiting after its last check while the server can still push the
 * decision (decision 1660): a slow service is not a reason to log anyone out, a silent one is.
 */
export const CREDIT_DECISION_PUSH_PATIENCE_MS = 5 * 60_000;

/** The waiting screen's text (journey §2). */
export const CREDIT_CHECK_WAITING_TEXT =
  'Thank you for completing the application. Please wait while we submit your application, this will only take a few seconds.';

export type WaitingOutcome =
  | { next: 'keepWaiting' }
  | { next: 'reviewAndSignContract'; statusCreditCheck?: CreditCheckStatus }
  | { next: 'logout' };

/**
 * What the waiting screen does after a check (journey §4 'Waiting screen'): any approved result
 * approves the application and opens signing; other results still open the review-and-sign route
 * (which shows the referral); with no result after the last check the user is logged out. A
 * decision pushed by the server ends the wait at once, so the logout is only the fallback.
 */
export function waitingOutcome(results: readonly { result?: string }[], checksMade: number): WaitingOutcome {
  if (results.some((entry) => entry.result === 'approved')) {
    return { next: 'reviewAndSignContract', statusCreditCheck: 'approved' };
  }
  if (results.length > 0) return { next: 'reviewAndSignContract' };
  return checksMade >= CREDIT_CHECK_POLL.maximumChecks ? { next: 'logout' } : { next: 'keepWaiting' };
}
