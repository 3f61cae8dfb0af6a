import { CheckOfficerIdentity, type Clock, type UnitOfWork } from '@lease-portal/domain';
import { madeOnUse } from '../made-on-use';

export interface IdentityCheckStaffPorts {
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/**
 * The staff check of an officer's licence that waits for them, 'ID to check' (decision 2080), wired
 * once in the way paperSigningCheckUseCases is (decision 2071): lease-admin's `application
 * check-identity` runs it, and a staff API would bind the same.
 */
export function identityCheckStaffUseCases(ports: IdentityCheckStaffPorts) {
  return madeOnUse({
    checkOfficerIdentity: () =>
      new CheckOfficerIdentity({ unitOfWork: ports.unitOfWork, clock: ports.clock }),
  });
}
