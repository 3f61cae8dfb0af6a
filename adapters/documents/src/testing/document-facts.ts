import type { LeaseDocumentFacts } from '@lease-portal/domain';

/** An AU company with two officers leasing one vehicle: facts every document can be checked against. */
export function anAustralianCompany(overrides: Partial<LeaseDocumentFacts> = {}): LeaseDocumentFacts {
  return {
    region: 'AU',
    lessor: {
      name: 'Harbour Fleet Leasing',
      businessNumber: '51 824 753 556',
      brandColour: '#0b5394',
      phone: '1300 666 001',
      email: 'leasing@harbourfleet.example',
    },
    customer: {
      businessName: 'Coastal Plumbing Services Pty Ltd',
      businessNumber: '53 004 085 616',
      entityType: 'Australian Private Company',
      address: '12 Wharf Street, Newcastle NSW 2300',
    },
    primary: { name: 'Priya Raman', email: 'priya@coastalplumbing.example', role: 'Director' },
    secondary: { name: 'Tom Avery', email: 'tom@coastalplumbing.example', role: 'Secretary' },
    vehicle: { description: 'Toyota HiLux SR 4x4 Double Cab', driveAwayPrice: 61_990 },
    lease: { termMonths: 48, monthlyRental: 1_234, quoteReference: 'Q-20931', creditLimit: 150_000 },
    issuedOn: '2026-11-23',
    ...overrides,
  };
}

/** An NZ sole trader with one officer and a light brand colour. */
export function aNewZealandSoleTrader(overrides: Partial<LeaseDocumentFacts> = {}): LeaseDocumentFacts {
  return {
    region: 'NZ',
    lessor: {
      name: 'Kiwi Fleet',
      brandColour: '#ffd400',
      phone: '0800 438 435',
      email: 'hello@kiwifleet.example',
    },
    customer: {
      businessName: 'Aroha Landscaping',
      businessNumber: '9429041234567',
      entityType: 'Sole Trader',
    },
    primary: { name: 'Aroha Ngata', email: 'aroha@landscaping.example' },
    vehicle: { description: 'Ford Ranger XLT', driveAwayPrice: 58_500 },
    lease: { termMonths: 36, monthlyRental: 1_480 },
    issuedOn: '2026-11-23',
    ...overrides,
  };
}
