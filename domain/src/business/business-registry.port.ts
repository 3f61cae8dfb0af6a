import type { Region } from '../shared/region';
import type { BusinessLookupRow } from './business-lookup-row';

/**
 * What to look a business up by: its business number (ABN, NZBN; digits only), an AU company's ACN
 * (ASIC's number, which the ABR also finds), or words of its name.
 */
export type BusinessQuery =
  { by: 'number'; number: string } | { by: 'company number'; number: string } | { by: 'name'; name: string };

/**
 * The business register of each region (ABR in AU, NZBN register in NZ). A register gives the
 * business's name, number, entity type and status; what else it holds differs (the ABR a state and
 * postcode, the NZBN register a registered address and what the business chose to publish), so a
 * row's contact details are whatever it gave, often nothing (decision 2110).
 */
export interface BusinessRegistry {
  /** Matching rows in the registry's order. Throws a DomainError (PARTNER_UNAVAILABLE) when it cannot answer. */
  search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]>;
}
export const BUSINESS_REGISTRY = Symbol('BusinessRegistry');
