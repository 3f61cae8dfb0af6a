import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from './staff-errors';

/** Long enough for what a colleague needs to read in the trail; a pasted e-mail thread is not. */
export const STAFF_REASON_MAX_LENGTH = 500;

/** A member's reason for a change, as the trail keeps it: trimmed, given, and at most 500 characters. */
export function staffReason(reason: string): Result<string, DomainError> {
  const trimmed = reason.trim();
  if (trimmed === '') return fail(staffErrors.reasonRequired());
  if ([...trimmed].length > STAFF_REASON_MAX_LENGTH)
    return fail(staffErrors.reasonTooLong(STAFF_REASON_MAX_LENGTH));
  return ok(trimmed);
}
