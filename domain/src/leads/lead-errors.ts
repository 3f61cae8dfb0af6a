import type { FieldErrors } from '../validation/field-rule';
import { DomainError } from '../shared/result';

/** The reason of a lead id (an introducer's Idempotency-Key) sent again with another lead. */
export const LEAD_ID_TAKEN_REASON = 'INTRODUCERS.IDEMPOTENCY_KEY_REUSED';

/** The leads context's errors: stable codes from shared/result, messages in one place. */
export const leadErrors = {
  /** Bad input: the first field's message, and every field's message for the form. */
  invalidForm: (errors: FieldErrors<string>) => {
    const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
    const first = Object.values(errors)[0] ?? 'Field is required';
    return new DomainError('BAD_INPUT', first, { fields });
  },
  partnerUnavailable: (partner: string, details?: Record<string, unknown>) =>
    new DomainError('PARTNER_UNAVAILABLE', `The ${partner} could not be reached.`, { partner, ...details }),
  /** An online account belongs to an organisation: an address that is no organisation's portal has none. */
  noOrganisation: () =>
    new DomainError(
      'NOT_ALLOWED',
      'Online accounts are opened on your organisation’s portal. Please use the address your provider gave you.',
    ),
  notFound: (id: string) => new DomainError('NOT_FOUND', `No lead has the id '${id}'.`),
  /** An introducer's Idempotency-Key sent again with another lead (decision 2121). */
  leadIdTaken: (id: string) =>
    new DomainError(
      'BAD_INPUT',
      `Lead ${id} was received under this Idempotency-Key with other details; send a new lead under a new key.`,
      { reason: LEAD_ID_TAKEN_REASON },
    ),
};
