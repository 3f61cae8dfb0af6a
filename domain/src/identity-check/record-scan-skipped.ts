import type { User } from '../accounts/user';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import type { Clock } from '../shared/clock';
import { ok, type DomainError, type Result } from '../shared/result';
import { applicantAtIdentityCheck, withApplicant } from './identity-check-step';
import { storeIdentityChange } from './store-identity-change';

export interface RecordScanSkippedRequest {
  user: User;
  applicationId: string;
  /** Whose count the call names: it must be the caller's own part. */
  applicantType: string;
}

/**
 * OK on the scan error alert (journey §4, §8): the applicant's idScan is marked skipped and their
 * error count goes up by one, counted here from the stored count (the browser only says it happened).
 * The dialog starts from this count: above 0 it goes straight to the manual upload.
 */
export class RecordScanSkipped {
  constructor(
    private readonly deps: {
      applications: Pick<VehicleApplications, 'ofId'>;
      unitOfWork: UnitOfWork;
      clock: Clock;
    },
  ) {}

  async execute({
    user,
    applicationId,
    applicantType,
  }: RecordScanSkippedRequest): Promise<Result<number, DomainError>> {
    const at = await applicantAtIdentityCheck(this.deps.applications, user, applicationId, applicantType);
    if (!at.ok) return at;
    const { role, applicant, version } = at.value;
    const errorCount = (applicant.idScanData?.idScan?.errorCount ?? 0) + 1;
    const stored = await storeIdentityChange(this.deps, {
      applicationId,
      version,
      userId: user.id,
      change: (journey) =>
        ok(
          withApplicant(journey, role, (record) => ({
            ...record,
            idScanData: {
              ...record.idScanData,
              idScan: { ...record.idScanData?.idScan, skipped: true, errorCount },
            },
          })),
        ),
      audit: [{ action: 'application.identity.scan-skipped', details: { applicant: role, errorCount } }],
    });
    return stored.ok ? ok(errorCount) : stored;
  }
}
