import type { User } from '../accounts/user';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { officersVerified } from '../credit-bureau/credit-submission';
import { startCreditSubmission } from '../credit-bureau/start-credit-submission';
import { regionOf } from '../lease-application/officers';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { idDetailsOf } from './id-details-of';
import { identityCheckErrors } from './identity-check-errors';
import { applicantAtIdentityCheck, withApplicant } from './identity-check-step';
import { IDENTITY_VERIFIED } from '../application/applicant-role';
import { storeIdentityChange } from './store-identity-change';

export interface ConfirmIdDetailsRequest {
  user: User;
  applicationId: string;
  /** Whose details the call names: it must be the caller's own part. */
  applicantType: string;
  /** The ID form as sent (idScanResult). */
  form: unknown;
}

/** Where a secondary applicant goes once their identity is checked (journey §4). */
const SECONDARY_AFTER_IDENTITY = 'reviewAndSignContract';

/**
 * Confirm on 'Are you sure your details are correct?' (journey §4 'Identity check'): the applicant's
 * own details, checked by the ID form's rules (journey §5) for the organisation's region, are kept as
 * idScanResult and their identityVerificationStatus becomes completed. A licence must have been saved
 * first. For Authorised Officer (2) statusSecondary moves on to reviewAndSignContract in the same unit
 * of work, through the transition table. When the credit check waits for this very check (the last
 * officer's), the same unit of work makes the credit submission and its job, as submitCreditCheck's
 * resubmission does (decision 1660), so the enquiry never depends on what a page read earlier. The
 * trail records whose check it was, never the details.
 */
export class ConfirmIdDetails {
  constructor(
    private readonly deps: {
      applications: Pick<VehicleApplications, 'ofId'>;
      orgProfiles: Pick<OrgProfiles, 'ofId'>;
      unitOfWork: UnitOfWork;
      clock: Clock;
    },
  ) {}

  async execute({
    user,
    applicationId,
    applicantType,
    form,
  }: ConfirmIdDetailsRequest): Promise<Result<void, DomainError>> {
    const at = await applicantAtIdentityCheck(this.deps.applications, user, applicationId, applicantType);
    if (!at.ok) return at;
    const { application, applicant, role, version } = at.value;
    if (!applicant.idScanData?.fileUrls?.length) return fail(identityCheckErrors.licenceMissing());
    const region = regionOf(application, await this.deps.orgProfiles.ofId(application.orgId));
    const read = idDetailsOf(form, { region, today: this.deps.clock.now() });
    if ('errors' in read) return fail(identityCheckErrors.detailsInvalid(read.errors));

    // A check reopened by a rejected licence (decision 2080) leaves the officer where they stand.
    const moving = role === 'secondary' && application.journey.statusSecondary === 'approvals';
    return storeIdentityChange(this.deps, {
      applicationId,
      version,
      userId: user.id,
      change: (journey) =>
        ok(
          withApplicant(journey, role, (record) => ({
            ...record,
            idScanResult: read.details,
            identityVerificationStatus: IDENTITY_VERIFIED,
          })),
        ),
      ...(moving
        ? {
            move: {
              track: 'secondary',
              to: SECONDARY_AFTER_IDENTITY,
              actor: 'secondaryApplicant',
              reason: 'identityConfirmed',
            },
          }
        : {}),
      follow: async (tx, journey, at) => {
        const waitingForThisCheck =
          journey.statusCreditCheck === 'waitingForSecondary' && officersVerified({ journey });
        if (!waitingForThisCheck) return { journey, audit: [] };
        const started = await startCreditSubmission(tx, applicationId, journey, at);
        return {
          journey: started.journey,
          audit: [
            {
              action: 'application.credit-check.submitted',
              details: { ...started.details, by: role, reason: 'identityConfirmed' },
            },
          ],
        };
      },
      audit: [{ action: 'application.identity.confirmed', details: { applicant: role } }],
    });
  }
}
