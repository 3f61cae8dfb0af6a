import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import type { Applicant, ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { identityCheckReopened } from '../application/licence-check';
import { identityCheckErrors } from './identity-check-errors';
import { IDENTITY_VERIFIED } from '../application/applicant-role';

export type IdentityApplicantRole = 'primary' | 'secondary';

/** The applicant whose identity check a write changes, with the version every check read. */
export interface ApplicantAtIdentityCheck {
  application: VehicleApplication;
  version: number;
  role: IdentityApplicantRole;
  applicant: Applicant;
}

/** Where each applicant's record lives in the journey. */
export const APPLICANT_KEY = {
  primary: 'primaryApplicant',
  secondary: 'secondaryApplicant',
} as const satisfies Record<IdentityApplicantRole, keyof ApplicationJourney>;

/**
 * The identity check's write guard (journey §4, §6): the signed-in user writes only their own check
 * (`claimed`, when the call names the applicant, must be their own part), on their own application,
 * while it is open: the primary at `status` approvals, the secondary at `statusSecondary` approvals,
 * and not once it is completed; or, wherever the officer stands before the lease is finished, once
 * staff rejected their licence, which reopens their check. An unknown application and someone else's answer alike.
 */
export async function applicantAtIdentityCheck(
  applications: Pick<VehicleApplications, 'ofId'>,
  user: Pick<User, 'id' | 'orgId'>,
  applicationId: string,
  claimed?: string,
): Promise<Result<ApplicantAtIdentityCheck, DomainError>> {
  const found: Versioned<VehicleApplication> | undefined = await applications.ofId(applicationId);
  if (!found || found.value.orgId !== user.orgId) return fail(identityCheckErrors.notAnApplicant());
  const role = applicantRoleOf(found.value, user.id);
  if (role === 'none') return fail(identityCheckErrors.notAnApplicant());
  if (claimed !== undefined && claimed !== role) return fail(identityCheckErrors.notYourCheck());
  const journey = found.value.journey;
  const applicant = journey[APPLICANT_KEY[role]] ?? {};
  if (applicant.identityVerificationStatus === IDENTITY_VERIFIED) {
    return fail(identityCheckErrors.alreadyVerified());
  }
  const step = role === 'primary' ? journey.status : journey.statusSecondary;
  const open =
    step === 'approvals' ||
    (identityCheckReopened(applicant) && step !== FINISHED && journey.status !== FINISHED);
  if (!open) return fail(identityCheckErrors.notAtThisStep());
  return ok({ application: found.value, version: found.version, role, applicant });
}

const FINISHED = 'finished';

/** The journey with one applicant's record changed. */
export function withApplicant(
  journey: ApplicationJourney,
  role: IdentityApplicantRole,
  change: (applicant: Applicant) => Applicant,
): ApplicationJourney {
  const key = APPLICANT_KEY[role];
  return { ...journey, [key]: change(journey[key] ?? {}) };
}
