import type { VehicleApplications } from '@lease-portal/domain';
import { FakeIdentityScan } from '@lease-portal/domain/src/identity-check/testing/fake-identity-scan';
import {
  anIdentityCheckWorld,
  type IdentityCheckWorld,
} from '@lease-portal/domain/src/identity-check/testing/identity-check-world';
import type { IdentityCheckDependencies } from '../identity-check-dependencies';

// Test support only: the identity check as the API receives it, on a fake identity-scan service.

/** The identity check's use cases of one world, as the API receives them. */
export function identityCheckWorldDependencies(world: IdentityCheckWorld): IdentityCheckDependencies {
  return {
    saveDrivingLicence: world.saveDrivingLicence,
    recordScanSkipped: world.recordScanSkipped,
    confirmIdDetails: world.confirmIdDetails,
  };
}

/** The identity check guarding the given applications (writes go to an in-memory store of their own). */
export function identityCheckDependenciesOf(
  applications: Pick<VehicleApplications, 'ofId'> = { ofId: async () => undefined },
  identityScan = new FakeIdentityScan(),
): IdentityCheckDependencies {
  return identityCheckWorldDependencies(anIdentityCheckWorld([], undefined, applications, identityScan));
}
