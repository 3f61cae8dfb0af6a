/**
 * Tells every replica that an application's credit decision was stored, so the waiting screen that
 * replica serves hears it at once (decision 1660). Best effort: listeners also read the stored
 * decision on a short poll, so a lost announcement only delays the screen.
 */
export interface CreditDecisionSignal {
  announce(applicationId: string): Promise<void>;
}
export const CREDIT_DECISION_SIGNAL = Symbol('CreditDecisionSignal');

/** Where a replica waits for an announced decision (decision 1660). */
export interface CreditDecisionListener {
  /**
   * Resolves when a decision for the application is announced, after `withinMs` at the latest, or at
   * once when `leaving` is aborted: the screen that waited has gone, and nothing may wait on for it.
   */
  announcedOrAfter(applicationId: string, withinMs: number, leaving?: AbortSignal): Promise<void>;
}
