import { applicantRoleOf } from '../application/applicant-role';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { accountErrors } from './account-errors';
import type { User } from './user';

/** How the signed-in user takes part in the application they may act on. */
export type ApplicantAccess = 'owner' | 'primary' | 'secondary';

export interface AuthorisedApplication {
  application: Versioned<VehicleApplication>;
  access: ApplicantAccess;
}

/**
 * The guard of every application-scoped operation: the user must be the application's owner, its
 * primary or its secondary applicant, within their own organisation. An unknown application and
 * someone else's give the same FORBIDDEN, so ids cannot be probed. Support staff use the CLI instead.
 */
export class AuthoriseApplicant {
  constructor(private readonly applications: Pick<VehicleApplications, 'ofId'>) {}

  async execute(user: User, applicationId: string): Promise<Result<AuthorisedApplication, DomainError>> {
    const found = await this.applications.ofId(applicationId);
    const access = found && found.value.orgId === user.orgId ? accessOf(found.value, user.id) : undefined;
    if (!found || !access) return fail(accountErrors.forbidden());
    return ok({ application: found, access });
  }
}

function accessOf(application: VehicleApplication, userId: string): ApplicantAccess | undefined {
  const role = applicantRoleOf(application, userId);
  if (role !== 'none') return role;
  return application.orgUserId === userId ? 'owner' : undefined;
}
