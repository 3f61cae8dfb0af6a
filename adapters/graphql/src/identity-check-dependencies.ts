import type { ConfirmIdDetails, RecordScanSkipped, SaveDrivingLicence } from '@lease-portal/domain';

/** The applicant's identity check (domain/src/identity-check): the licence, the count and the details (the scan's upload is the portal's own route, decision 2119). */
export interface IdentityCheckDependencies {
  saveDrivingLicence: Pick<SaveDrivingLicence, 'execute'>;
  recordScanSkipped: Pick<RecordScanSkipped, 'execute'>;
  confirmIdDetails: Pick<ConfirmIdDetails, 'execute'>;
}
