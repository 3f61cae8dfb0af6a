import type { Region } from '../shared/region';
import type { AddressCompletion, AddressParts } from './address';

/**
 * The address autocomplete service, shaped after Addressfinder (AU and NZ in one vendor): an
 * autocomplete per country, then the metadata of the chosen completion by its id. The adapter maps
 * the vendor's fields to the journey's parts (street_number_1 or number+alpha to streetNo, and so on).
 */
export interface AddressFinder {
  /** At most `max` completions in one country, best first. Throws DomainError PARTNER_UNAVAILABLE. */
  autocomplete(country: Region, query: string, max: number): Promise<AddressCompletion[]>;
  /** The parts of a completion of that country; undefined for an id the service does not know. */
  metadata(country: Region, id: string): Promise<Omit<AddressParts, 'id'> | undefined>;
}
export const ADDRESS_FINDER = Symbol('AddressFinder');
