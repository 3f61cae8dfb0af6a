import type { AuditEntry, Enquiry, Lead, OrgProfile, User, VehicleApplication } from '@lease-portal/domain';

// Test data builders: every call gets fresh ids so tests sharing one database never collide.
let sequence = 0;
export const uniqueId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export function anOrgProfile(overrides: Partial<OrgProfile> & { domains?: string[] } = {}): OrgProfile {
  const orgId = overrides.orgId ?? uniqueId('org');
  const { domains = [`${orgId}.example.com`], ...rest } = overrides;
  return {
    orgId,
    name: `Fleet Co ${orgId}`,
    region: 'AU',
    whiteLabel: { region: 'AU', enableWhiteLabel: true, domains },
    calculator: {
      headerLinks: [{ menuTitle: 'Home', menuUrl: 'https://example.com' }],
      headerColour: '#003366',
    },
    pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
    theme: { primaryColour: '#003366' },
    loginLogos: {},
    ...rest,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? uniqueId('user');
  return {
    id,
    orgId: 'org-unset',
    firstName: 'Alex',
    lastName: 'Driver',
    email: `${id}@example.com`,
    region: 'AU',
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<VehicleApplication> = {}): VehicleApplication {
  return {
    applicationId: uniqueId('app'),
    applicationType: 'standard',
    orgId: 'org-unset',
    orgUserId: uniqueId('owner'),
    journey: { status: 'reviewQuote', primaryApplicant: { firstName: 'Pat', lastName: 'Lee' } },
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    actor: 'customer:user-1',
    action: 'application.saved',
    at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const anEnquiry = (): Enquiry => ({
  enquireType: 'register',
  customer: { name: 'Harbour Freight Co', abn: '51824753556', entityType: 'PRV' },
  contact: {
    firstName: 'Alex',
    lastName: 'Driver',
    phone: '0491570156',
    email: 'Alex@Fleetco.example',
    postCode: '2000',
  },
  fleetSize: 12,
  yearsTrading: '5 - 10 years',
  shortlists: [
    { catalogVehicleId: 'V-1', distance: 15000, distanceUnit: 'km', duration: 48, durationUnit: 'month' },
  ],
});

/** An online-account lead, pending. */
export const aLead = (orgId: string, overrides: Partial<Lead> = {}): Lead =>
  ({
    id: uniqueId('lead'),
    kind: 'online-account',
    enquiry: anEnquiry(),
    orgId,
    region: 'AU',
    status: 'pending',
    references: {},
    receivedAt: '2026-05-04T09:00:00.000Z',
    updatedAt: '2026-05-04T09:00:00.000Z',
    ...overrides,
  }) as Lead;
