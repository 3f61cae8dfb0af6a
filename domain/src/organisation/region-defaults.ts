import type { Region } from '../shared/region';

/*
 * What changes with the region when no organisation profile says otherwise (journey §9,
 * calculator §2 and §9). Contacts and links are the provider's own (decision 0100).
 */

/** The provider's name, shown where no introducer name is configured. */
export const PROVIDER_NAME = 'Lease Portal';

export interface RegionContacts {
  phoneNumber: string;
  email: string;
  termsLink: string;
  privacyLink: string;
}

export interface RegionDefaults {
  contacts: RegionContacts;
  /** What every lease includes, in the order the 'Lease inclusions' dialog lists them. */
  leaseInclusions: readonly string[];
  /** What a business needs to be eligible, one criterion a line. */
  eligibility: readonly string[];
  /** The tax note beside prices, where the organisation enables it. */
  gstLabel: string;
  /** The suffix of a monthly price. */
  monthlyPriceLabel: string;
  /** The enquiry form's years-trading choices; the first is the default. */
  yearsTradingOptions: readonly string[];
  /** The heading of the calculator's landing page. */
  landingIntro: string;
  /** The heading of the driver's licence section of the ID form. */
  licenceHeading: string;
  /** What the business registration number is called. */
  businessNumberLabel: 'ABN' | 'NZBN';
}

const LONGER_TRADING = ['2 - 5 years', '5 - 10 years', 'More than 10 years'] as const;

const AU: RegionDefaults = {
  contacts: {
    phoneNumber: '1300 666 001',
    email: 'support@leaseportal.com.au',
    termsLink: 'https://www.leaseportal.com.au/terms-of-use',
    privacyLink: 'https://www.leaseportal.com.au/privacy-policy',
  },
  leaseInclusions: [
    'Scheduled Servicing and Maintenance',
    'Replacement Tyres',
    'Annual Registration',
    '24/7 Roadside Assistance',
    'Infringement and Toll Management',
    'Accident Management',
    'Fuel Cards or EV Charging',
    'Relief Vehicle',
  ],
  eligibility: [
    'An active ABN for 2 or more years',
    'Registered for GST',
    'An annual turnover over $125,000',
  ],
  gstLabel: '(incl. gst)',
  monthlyPriceLabel: '/m (inc GST)',
  yearsTradingOptions: ['Minimum 2 years', ...LONGER_TRADING],
  landingIntro: 'Business leasing calculator',
  licenceHeading: "Australian Driver's Licence",
  businessNumberLabel: 'ABN',
};

const NZ: RegionDefaults = {
  contacts: {
    phoneNumber: '0800 438 435',
    email: 'support@leaseportal.co.nz',
    termsLink: 'https://www.leaseportal.co.nz/terms-of-use',
    privacyLink: 'https://www.leaseportal.co.nz/privacy-policy',
  },
  // New Zealand has next to no toll roads: the toll part of the AU item is dropped (decision 0100).
  leaseInclusions: [
    'Scheduled Servicing and Maintenance',
    'Replacement Tyres',
    'Annual Registration',
    '24/7 Roadside Assistance',
    'Infringement Management',
    'Accident Management',
    'Discounted Fuel Cards or EV Charging',
    'Relief Vehicle',
  ],
  eligibility: ['An NZBN, trading for 12 months or more', 'Registered for GST'],
  gstLabel: '(ex. gst)',
  monthlyPriceLabel: '/m (ex GST)',
  yearsTradingOptions: ['Minimum 1 year', ...LONGER_TRADING],
  landingIntro: 'Quickly calculate your business vehicle lease cost!',
  licenceHeading: "New Zealand Driver's Licence",
  businessNumberLabel: 'NZBN',
};

const DEFAULTS: Readonly<Record<Region, RegionDefaults>> = { AU, NZ };

export function regionDefaults(region: Region): RegionDefaults {
  return DEFAULTS[region];
}
