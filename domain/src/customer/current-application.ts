import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';

/** Whether the user takes part in the application: its owner, primary or secondary applicant. */
export function takesPartIn(application: VehicleApplication, user: Pick<User, 'id' | 'orgId'>): boolean {
  if (application.orgId !== user.orgId) return false;
  return application.orgUserId === user.id || applicantRoleOf(application, user.id) !== 'none';
}

/**
 * getVehicleApplication: the signed-in user's current application, the newest one they own or are
 * primary or secondary applicant of, within their organisation; none when they have none. Never
 * anybody else's.
 */
export class GetCurrentApplication {
  constructor(private readonly applications: Pick<VehicleApplications, 'ofUser'>) {}

  async execute(user: Pick<User, 'id' | 'orgId'>): Promise<Versioned<VehicleApplication> | undefined> {
    const theirs = await this.applications.ofUser(user.id);
    return theirs.find(({ value }) => takesPartIn(value, user));
  }
}
