import type { StartIdentityScan } from '@lease-portal/domain';

/** The applicant's identity check (domain/src/identity-check): the scan journey's start. */
export interface IdentityCheckDependencies {
  startIdentityScan: Pick<StartIdentityScan, 'execute'>;
}
