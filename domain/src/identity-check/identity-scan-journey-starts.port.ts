/**
 * How many identity-scan journeys each applicant has started for an application (decision 2045),
 * counted in the portal's own storage whatever the service: a real service cannot be asked.
 */
export interface IdentityScanJourneyStarts {
  /**
   * Counts one more journey for the scan's reference, atomically, only while fewer than `maximum`
   * were started: of parallel starts, exactly the ones within the maximum count. False once reached.
   */
  take(reference: string, maximum: number): Promise<boolean>;
  /** Takes back a start the service did not make (it was unreachable), never below zero. */
  giveBack(reference: string): Promise<void>;
}
export const IDENTITY_SCAN_JOURNEY_STARTS = Symbol('IdentityScanJourneyStarts');
