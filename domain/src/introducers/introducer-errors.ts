import type { FieldErrors } from '../validation/field-rule';
import { DomainError } from '../shared/result';

/** The introducers' refusals (decision 2121): stable codes, and reasons a caller's developer can act on. */
export const introducerErrors = {
  keyMissing: () =>
    new DomainError('UNAUTHENTICATED', 'An introducer key is required: send your organisation’s key.', {
      reason: 'INTRODUCERS.KEY_MISSING',
    }),
  /** Unknown and revoked keys are refused alike: neither says anything about other keys. */
  keyRefused: () =>
    new DomainError('UNAUTHENTICATED', 'This introducer key is not valid: it is unknown or was revoked.', {
      reason: 'INTRODUCERS.KEY_REFUSED',
    }),
  otherOrganisation: (orgId: string) =>
    new DomainError('FORBIDDEN', `This introducer key does not send leads for organisation '${orgId}'.`, {
      reason: 'INTRODUCERS.OTHER_ORGANISATION',
    }),
  tooManyRequests: (perMinute: number) =>
    new DomainError(
      'RATE_LIMITED',
      `Too many leads have been sent with this key: at most ${perMinute} a minute. Please wait a minute and try again.`,
      { reason: 'INTRODUCERS.TOO_MANY_REQUESTS' },
    ),
  keyInvalid: (errors: FieldErrors<string>) =>
    new DomainError('BAD_INPUT', Object.values(errors)[0] ?? 'Field is required', {
      fields: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
    }),
  organisationNotFound: (orgId: string) =>
    new DomainError('NOT_FOUND', `No organisation has the id '${orgId}'.`),
  keyNotFound: (keyId: string) => new DomainError('NOT_FOUND', `No introducer key has the id '${keyId}'.`),
  alreadyRevoked: (keyId: string) =>
    new DomainError('NOT_ALLOWED', `The introducer key '${keyId}' was revoked already.`, {
      reason: 'INTRODUCERS.ALREADY_REVOKED',
    }),
};
