import type { Region } from '../shared/region';

/** One completion of the address autocomplete, as the partner answers it within one country. */
export interface AddressCompletion {
  /** The partner's id of the address within its country. */
  id: string;
  fullAddress: string;
}

/** One suggestion shown under the address field: its id names the country too. */
export interface AddressSuggestion {
  id: string;
  fullAddress: string;
  country: Region;
}

export const COUNTRY_NAMES: Record<Region, 'Australia' | 'New Zealand'> = {
  AU: 'Australia',
  NZ: 'New Zealand',
};

/**
 * An address's parts as the business-details and identity forms store them (journey §3). AU states
 * are the lower-case codes of journey §5 (nsw, qld, sa, tas, vic, wa, act, nt); NZ gives its region.
 */
export interface AddressParts {
  id: string;
  fullAddress: string;
  subPremise?: string;
  streetNo?: string;
  streetName?: string;
  suburb?: string;
  state?: string;
  postCode?: string;
  country: (typeof COUNTRY_NAMES)[Region];
  countryCode: Region;
}
