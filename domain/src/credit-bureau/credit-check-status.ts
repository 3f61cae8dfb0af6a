import type { CreditCheckStatus } from '../application/application-journey';

/**
 * The application's credit status after a submission (journey §4 'Credit check', decision 2073):
 * no answer yet awaits the decision; approved and declined are kept; 'secondary_idscan_not_complete'
 * waits for Authorised Officer (2); anything else is referred to a person.
 */
export function creditCheckStatusOf(result: string | undefined): CreditCheckStatus {
  if (result === undefined) return 'awaitingDecision';
  if (result === 'approved' || result === 'declined') return result;
  if (result === 'secondary_idscan_not_complete') return 'waitingForSecondary';
  return 'referred';
}

/** Where the primary goes after submitting: on hold while the secondary's ID check is missing. */
export function routeAfterCreditSubmission(
  status: CreditCheckStatus,
): 'application-on-hold' | 'approvals-waiting' {
  return status === 'waitingForSecondary' ? 'application-on-hold' : 'approvals-waiting';
}
