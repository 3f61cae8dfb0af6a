import { auditActor } from '../application/audit-entry';
import { IDENTITY_REOPENED } from '../application/applicant-role';
import type { Applicant } from '../application/application-journey';
import type { LicenceCheck } from '../application/licence-check';
import { concurrentUpdate } from '../lease-application/concurrent-update';
import { LeaseApplication } from '../lease-application/lease-application';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { mayAct, type StaffMember } from '../staff/staff-member';
import { staffReason } from '../staff/staff-reason';
import { identityCheckErrors } from './identity-check-errors';
import { APPLICANT_KEY, withApplicant, type IdentityApplicantRole } from './identity-check-step';

/** Staff accept the officer's licence as theirs, or reject it. */
export type IdentityCheckVerdict = 'accept' | 'reject';

/** The officers as staff and customers name them. */
export const OFFICER_NAMES: Record<IdentityApplicantRole, string> = {
  primary: 'Authorised Officer (1)',
  secondary: 'Authorised Officer (2)',
};

export interface OfficerIdentityCheck {
  applicationId: string;
  officer: IdentityApplicantRole;
  licenceCheck: LicenceCheck['status'];
}

/**
 * The officer's ID check reopened by a rejected licence: the licence and what it gave are no longer
 * theirs to go on with (the images stay among their files, the scan's error count stays), their
 * identity is not verified but reopened, and the licence check keeps the rejection for them and for staff. The
 * details they confirmed stay, to fill the form again.
 */
function reopened(record: Applicant, checked: LicenceCheck): Applicant {
  const { idScanData, ...rest } = record;
  const idScan = idScanData?.idScan;
  return {
    ...rest,
    identityVerificationStatus: IDENTITY_REOPENED,
    ...(idScan ? { idScanData: { idScan } } : {}),
    licenceCheck: checked,
  };
}

/**
 * Staff check an officer's licence that waits for them, 'ID to check' (decision 2080): one uploaded by
 * hand, or scanned without a name the scan could read. A member who may advance applications looks at
 * it and accepts it as the officer's, or rejects it; their staff id, the moment and their reason are
 * kept with the licence check, and the trail records the check as the member's. A rejection reopens
 * the officer's ID check: they are asked for their licence again, and the lease waits for it. Only a licence that
 * waits is checked; when the member read the application before deciding, a change since then is not
 * theirs to judge.
 */
export class CheckOfficerIdentity {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(
    member: StaffMember,
    command: {
      applicationId: string;
      officer: IdentityApplicantRole;
      verdict: IdentityCheckVerdict;
      reason: string;
      /** The version the member read before deciding. */
      expectedVersion?: number;
    },
  ): Promise<Result<OfficerIdentityCheck, DomainError>> {
    if (!mayAct(member, 'advanceApplication')) return fail(staffErrors.notPermitted('advanceApplication'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const { applicationId, officer, verdict } = command;
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return fail(leaseApplicationErrors.applicationNotFound(applicationId));
      if (command.expectedVersion !== undefined && stored.version !== command.expectedVersion)
        return fail(concurrentUpdate());
      const applicant = stored.value.journey[APPLICANT_KEY[officer]];
      if (!applicant) return fail(identityCheckErrors.noSuchOfficer(OFFICER_NAMES[officer]));
      const check = applicant.licenceCheck;
      if (check?.status !== 'toCheck') {
        return fail(identityCheckErrors.nothingToCheck(OFFICER_NAMES[officer], check?.status ?? 'not sent'));
      }
      const at = this.deps.clock.now().toISOString();
      const status = verdict === 'accept' ? 'accepted' : 'rejected';
      const checked: LicenceCheck = {
        ...check,
        status,
        checkedBy: member.staffId,
        checkedAt: at,
        reason: reason.value,
      };
      const application = LeaseApplication.of(stored);
      application.change(
        (journey) =>
          withApplicant(journey, officer, (record) =>
            status === 'accepted' ? { ...record, licenceCheck: checked } : reopened(record, checked),
          ),
        {
          action: `application.identity.licence-${status}`,
          details: { applicant: officer, source: check.source, reason: reason.value },
        },
      );
      await storeLeaseApplication(tx, application, auditActor.staff(member.staffId), at);
      return ok({ applicationId, officer, licenceCheck: status });
    });
  }
}
