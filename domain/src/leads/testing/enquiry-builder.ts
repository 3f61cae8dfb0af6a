import type { Region } from '../../shared/region';
import type { Enquiry, RequestCallback } from '../enquiry';

// Test support only: enquiries that pass the form's rules of each region, with overrides.

export function anEnquiry(region: Region = 'AU', overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    enquireType: 'call',
    customer: { name: 'Lygon Street Espresso', abn: '51824753556', entityType: 'IND' },
    contact: {
      firstName: 'Alex',
      lastName: 'Driver',
      phone: region === 'AU' ? '0491570156' : '021234567',
      email: 'alex@fleetco.example',
      ...(region === 'AU' ? { postCode: '3053' } : { location: 'Auckland' }),
    },
    fleetSize: 4,
    yearsTrading: region === 'AU' ? '2 - 5 years' : 'Minimum 1 year',
    description: 'Two utes before June, please.',
    shortlists: [
      {
        catalogVehicleId: 'TOY-HILUX-2026',
        distance: 15000,
        distanceUnit: 'km',
        duration: 36,
        durationUnit: 'month',
      },
    ],
    ...overrides,
  };
}

export function aCallbackRequest(overrides: Partial<RequestCallback> = {}): RequestCallback {
  return {
    firstName: 'Sam',
    lastName: 'Rider',
    contactNumber: '+64 21 234 567',
    email: 'sam@fleetco.example',
    message: 'After 3pm is best.',
    domain: 'lease.fleetco.com.au',
    ...overrides,
  };
}
