import type {
  ConfirmIdDetails,
  RecordScanSkipped,
  SaveDrivingLicence,
  StartIdentityScan,
} from '@lease-portal/domain';

/** The applicant's identity check (domain/src/identity-check): the scan, the licence, the count and the details. */
export interface IdentityCheckDependencies {
  startIdentityScan: Pick<StartIdentityScan, 'execute'>;
  saveDrivingLicence: Pick<SaveDrivingLicence, 'execute'>;
  recordScanSkipped: Pick<RecordScanSkipped, 'execute'>;
  confirmIdDetails: Pick<ConfirmIdDetails, 'execute'>;
}
