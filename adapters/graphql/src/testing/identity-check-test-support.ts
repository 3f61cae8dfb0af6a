import { StartIdentityScan, type VehicleApplications } from '@lease-portal/domain';
import { FakeIdentityScan } from '@lease-portal/domain/src/identity-check/testing/fake-identity-scan';
import type { IdentityCheckDependencies } from '../identity-check-dependencies';

// Test support only: the identity check as the API receives it, on a fake identity-scan service.

export function identityCheckDependenciesOf(
  applications: Pick<VehicleApplications, 'ofId'> = { ofId: async () => undefined },
  identityScan = new FakeIdentityScan(),
): IdentityCheckDependencies {
  return { startIdentityScan: new StartIdentityScan({ applications, identityScan }) };
}
