import { DomainError } from '../shared/result';

/** The customer context's expected failures, with stable codes (mapped once at the API). */
export const customerErrors = {
  badInput: (message: string, fields?: Record<string, string[]>) =>
    new DomainError('BAD_INPUT', message, fields ? { fields } : undefined),
  noApplication: () => new DomainError('NOT_FOUND', 'No vehicle application found'),
  noOpportunity: () => new DomainError('NOT_FOUND', 'No sales opportunity was found for this application.'),
};
