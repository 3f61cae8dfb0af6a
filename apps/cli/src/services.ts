import type { AuditTrail, OrgProfiles, VehicleApplications } from '@lease-portal/domain';

/** What the commands use, resolved from the portal's container only when a command runs. */
export interface CliServices {
  orgProfiles: OrgProfiles;
  applications: VehicleApplications;
  auditTrail: AuditTrail;
}

export type OpenServices = () => Promise<CliServices>;
