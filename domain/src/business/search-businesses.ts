import type { Region } from '../shared/region';
import { DomainError } from '../shared/result';
import { businessErrors } from './business-errors';
import type { BusinessLookupRow } from './business-lookup-row';
import {
  BUSINESS_LOOKUP_MAXIMUM_ROWS,
  CALCULATOR_LOOKUP_MINIMUM_LENGTH,
  businessQueryOf,
} from './business-query';
import type { BusinessRegistry } from './business-registry.port';

export interface SearchBusinessesRequest {
  param: string;
  region: Region;
  /** Characters needed before the registry is asked; the calculator's 2 unless the caller says otherwise. */
  minimumLength?: number;
}

/**
 * Always a list to show. When the registry failed the list is empty and the outcome carries the error,
 * so the caller logs it and chooses how to tell the user (calculator §8: an empty list; journey §8: a
 * notification with retry). See docs/decisions/0500-business-search-outcome.md.
 */
export type BusinessSearchOutcome =
  { failed: false; rows: BusinessLookupRow[] } | { failed: true; rows: []; error: DomainError };

/** The business lookup of the enquiry form and of the journey's Company Lookup dialog (getBusinessInfo). */
export class SearchBusinesses {
  constructor(private readonly registry: BusinessRegistry) {}

  async execute(request: SearchBusinessesRequest): Promise<BusinessSearchOutcome> {
    const minimumLength = request.minimumLength ?? CALCULATOR_LOOKUP_MINIMUM_LENGTH;
    const query = businessQueryOf(request.param, request.region, minimumLength);
    if (query === undefined) return { failed: false, rows: [] };
    try {
      const rows = await this.registry.search(query, request.region);
      return { failed: false, rows: rows.slice(0, BUSINESS_LOOKUP_MAXIMUM_ROWS) };
    } catch (error) {
      return { failed: true, rows: [], error: asDomainError(error) };
    }
  }
}

function asDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  return businessErrors.registryUnavailable({
    cause: error instanceof Error ? error.message : String(error),
  });
}
