import type { VehicleApplication } from '../application/vehicle-application';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import type { StatusTrack } from './status-transitions';
import {
  creditDecided,
  financeDetailsCompleted,
  quoteSigned,
  secondaryIdentityChecked,
} from './step-work-done';

/**
 * Support moves an application forward only when it is stuck: the step's work is done but the status
 * did not move on (decision 1830). Finished comes only from the signing's own completion.
 */
export function staffMayMoveForward(
  application: VehicleApplication,
  track: StatusTrack,
  to: string,
): Result<void, DomainError> {
  const s = application.scoreboard;
  if (to === 'finished') return fail(leaseApplicationErrors.finishedBySigningOnly());
  const refuse = (missing: string) => fail(leaseApplicationErrors.stepWorkNotDone(to, missing));
  if (track === 'secondary') {
    if (to === 'reviewAndSignContract' && secondaryIdentityChecked(s)) return ok(undefined);
    return refuse(
      to === 'reviewAndSignContract'
        ? "Authorised Officer (2)'s ID check is not completed."
        : 'the portal moves this step itself when Authorised Officer (2) is nominated.',
    );
  }
  switch (to) {
    case 'businessDetails':
      // A calculator application leaves its shortlist only by the customer's own choice.
      if (track === 'calculator') return refuse('the customer has not chosen from their shortlist.');
      return quoteSigned(s)
        ? ok(undefined)
        : refuse('the quote is not signed (nor set to be signed on paper).');
    case 'approvals':
      return financeDetailsCompleted(s) ? ok(undefined) : refuse('the credit application is not completed.');
    case 'reviewAndSignContract':
      return creditDecided(s) ? ok(undefined) : refuse('no credit decision is recorded.');
    default:
      return refuse('the portal moves this step itself when the customer opens the application.');
  }
}
