import type { AuditEntry, OrgProfile, User, VehicleApplication } from '@lease-portal/domain';

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
    applicationStatus: 'open',
    applicationType: 'standard',
    orgId: 'org-unset',
    orgUserId: uniqueId('owner'),
    scoreboard: { status: 'orderVerification', primaryApplicant: { firstName: 'Pat', lastName: 'Lee' } },
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
