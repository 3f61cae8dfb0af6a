import { DomainError } from '../shared/result';
import { LEASE_APPLICATION_REASONS } from './lease-application-errors';

/** The business-details sections' stable reasons (decision 1247), beside the context's own. */
export const BUSINESS_DETAILS_REASONS = {
  sectionInvalid: LEASE_APPLICATION_REASONS.propertyValueInvalid,
  businessNotFound: 'LEASE_APPLICATION.BUSINESS_NOT_FOUND',
  businessNotConfirmed: 'LEASE_APPLICATION.BUSINESS_NOT_CONFIRMED',
  entityTypeNotAllowed: 'LEASE_APPLICATION.ENTITY_TYPE_NOT_ALLOWED',
} as const;

/** Field messages keyed by their place in createOrUpdateProperty's params ('value.streetNo'). */
export type SectionErrors = Record<string, string>;

export const businessDetailsErrors = {
  /** The first field's message leads; every field's message travels in `fields`, as class-validator's do. */
  sectionInvalid: (errors: SectionErrors) => {
    const [field, message] = Object.entries(errors)[0] ?? ['value', 'Field is invalid'];
    return new DomainError('BAD_INPUT', `${field}: ${message}`, {
      reason: BUSINESS_DETAILS_REASONS.sectionInvalid,
      fields: Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, [text]])),
    });
  },
  businessNotFound: () =>
    new DomainError('BAD_INPUT', 'entityObj.abn: The business register has no business with this number.', {
      reason: BUSINESS_DETAILS_REASONS.businessNotFound,
      fields: { 'entityObj.abn': ['The business register has no business with this number.'] },
    }),
  businessNotConfirmed: () =>
    new DomainError('NOT_ALLOWED', 'Confirm the business before its details.', {
      reason: BUSINESS_DETAILS_REASONS.businessNotConfirmed,
    }),
  entityTypeNotAllowed: () =>
    new DomainError(
      'NOT_ALLOWED',
      "Due to the business's entity type, our team will be in contact to progress the application.",
      { reason: BUSINESS_DETAILS_REASONS.entityTypeNotAllowed },
    ),
};
