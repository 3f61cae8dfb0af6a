import { DomainError } from '../shared/result';

/** The addresses context's errors: stable codes from shared/result, messages in one place. */
export const addressErrors = {
  finderUnavailable: (details?: Record<string, unknown>) =>
    new DomainError('PARTNER_UNAVAILABLE', 'The address service could not be reached.', details),
};
