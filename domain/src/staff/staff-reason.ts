import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from './staff-errors';

/** Long enough to say why in a few words ("x" or "ok" tells a colleague nothing). */
export const STAFF_REASON_MIN_LENGTH = 8;
/** Long enough for what a colleague needs to read in the trail; a pasted e-mail thread is not. */
export const STAFF_REASON_MAX_LENGTH = 500;

/**
 * A member's reason for a change, as the trail keeps it: trimmed, given, at least 8 characters and at
 * most 500.
 */
export function staffReason(reason: string): Result<string, DomainError> {
  const trimmed = reason.trim();
  if (trimmed === '') return fail(staffErrors.reasonRequired());
  const length = [...trimmed].length;
  if (length < STAFF_REASON_MIN_LENGTH) return fail(staffErrors.reasonTooShort(STAFF_REASON_MIN_LENGTH));
  if (length > STAFF_REASON_MAX_LENGTH) return fail(staffErrors.reasonTooLong(STAFF_REASON_MAX_LENGTH));
  return ok(trimmed);
}

/** An optional note on a decision: trimmed and at most 500 characters; absent when blank. */
export function staffNote(note: string | undefined): Result<string | undefined, DomainError> {
  const trimmed = note?.trim();
  if (!trimmed) return ok(undefined);
  if ([...trimmed].length > STAFF_REASON_MAX_LENGTH)
    return fail(staffErrors.reasonTooLong(STAFF_REASON_MAX_LENGTH));
  return ok(trimmed);
}
