import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import type { Applicant } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { identityCheckErrors } from './identity-check-errors';
import { scanReference } from './scan-outcome';

export interface ScanningApplicant {
  application: VehicleApplication;
  role: 'primary' | 'secondary';
  applicant: Applicant | undefined;
  /** Whose scan a journey of this applicant is (`scanReference`). */
  reference: string;
}

/**
 * The identity check's guard: the signed-in user must be the application's primary or secondary
 * applicant, in their own organisation, and scans only for themselves. The owner who is neither does
 * not scan. An unknown application and someone else's answer the same.
 */
export async function scanningApplicant(
  applications: Pick<VehicleApplications, 'ofId'>,
  user: User,
  applicationId: string,
): Promise<Result<ScanningApplicant, DomainError>> {
  const found = await applications.ofId(applicationId);
  if (!found || found.value.orgId !== user.orgId) return fail(identityCheckErrors.notAnApplicant());
  const application = found.value;
  const role = applicantRoleOf(application, user.id);
  if (role === 'none') return fail(identityCheckErrors.notAnApplicant());
  const applicant =
    role === 'primary' ? application.journey.primaryApplicant : application.journey.secondaryApplicant;
  return ok({ application, role, applicant, reference: scanReference(applicationId, role, user.id) });
}
