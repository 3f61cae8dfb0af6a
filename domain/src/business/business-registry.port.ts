import type { Region } from '../shared/region';
import type { BusinessLookupRow } from './business-lookup-row';

/** What to look a business up by: its registered number (digits only) or words of its name. */
export type BusinessQuery = { by: 'number'; number: string } | { by: 'name'; name: string };

/** The business register of each region (ABR in AU, NZBN register in NZ). */
export interface BusinessRegistry {
  /** Matching rows in the registry's order. Throws DomainError PARTNER_UNAVAILABLE when it cannot answer. */
  search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]>;
}
export const BUSINESS_REGISTRY = Symbol('BusinessRegistry');
