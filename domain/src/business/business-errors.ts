import { DomainError } from '../shared/result';

/** The business context's errors: stable codes from shared/result, messages in one place. */
export const businessErrors = {
  invalidAbn: (reason: string) => new DomainError('BAD_INPUT', 'Field needs to be a valid ABN', { reason }),
  invalidAcn: (reason: string) => new DomainError('BAD_INPUT', 'Field needs to be a valid ACN', { reason }),
  invalidNzbn: (reason: string) => new DomainError('BAD_INPUT', 'Field needs to be a valid NZBN', { reason }),
  registryUnavailable: (details?: Record<string, unknown>) =>
    new DomainError('PARTNER_UNAVAILABLE', 'The business registry could not be searched.', details),
};
