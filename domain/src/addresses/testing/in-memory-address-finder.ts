import type { Region } from '../../shared/region';
import { DomainError } from '../../shared/result';
import { COUNTRY_NAMES, type AddressCompletion, type AddressParts } from '../address';
import type { AddressFinder } from '../address-finder.port';

// Test support only: a few addresses, matched by words contained, and a fault switch.

type Stored = Omit<AddressParts, 'id'> & { partnerId: string };

export const SOME_ADDRESSES: readonly Stored[] = [
  {
    partnerId: 'au-1',
    fullAddress: '120 Collins Street, Melbourne VIC 3000',
    streetNo: '120',
    streetName: 'Collins Street',
    suburb: 'Melbourne',
    state: 'vic',
    postCode: '3000',
    country: COUNTRY_NAMES.AU,
    countryCode: 'AU',
  },
  {
    partnerId: 'au-2',
    fullAddress: 'Unit 4, 12 Queen Street, Brisbane City QLD 4000',
    subPremise: 'Unit 4',
    streetNo: '12',
    streetName: 'Queen Street',
    suburb: 'Brisbane City',
    state: 'qld',
    postCode: '4000',
    country: COUNTRY_NAMES.AU,
    countryCode: 'AU',
  },
  {
    partnerId: 'nz-1',
    fullAddress: '12 Queen Street, Auckland Central, Auckland 1010',
    streetNo: '12',
    streetName: 'Queen Street',
    suburb: 'Auckland Central',
    state: 'Auckland',
    postCode: '1010',
    country: COUNTRY_NAMES.NZ,
    countryCode: 'NZ',
  },
];

export class InMemoryAddressFinder implements AddressFinder {
  failNext = false;
  constructor(private readonly addresses: readonly Stored[] = SOME_ADDRESSES) {}

  async autocomplete(country: Region, query: string, max: number): Promise<AddressCompletion[]> {
    this.faultIfSwitchedOn();
    const words = query.toLowerCase().split(/\s+/);
    return this.addresses
      .filter((a) => a.countryCode === country && words.every((w) => a.fullAddress.toLowerCase().includes(w)))
      .slice(0, max)
      .map((a) => ({ id: a.partnerId, fullAddress: a.fullAddress }));
  }

  async metadata(country: Region, id: string): Promise<Omit<AddressParts, 'id'> | undefined> {
    this.faultIfSwitchedOn();
    const found = this.addresses.find((a) => a.countryCode === country && a.partnerId === id);
    if (!found) return undefined;
    const { partnerId: _partnerId, ...parts } = found;
    return parts;
  }

  private faultIfSwitchedOn() {
    if (this.failNext) {
      this.failNext = false;
      throw new DomainError('PARTNER_UNAVAILABLE', 'The address service could not be reached.');
    }
  }
}
