import type { VehicleApplication, Versioned } from './vehicle-application';

export interface ApplicationSearch {
  orgId?: string;
  /** Matches applicant names, e-mail addresses, company names and business numbers. */
  text?: string;
  status?: string;
  limit?: number;
}

/**
 * The vehicle applications as read outside a transaction, each with the version it was stored at. They
 * are written in one place only: a unit of work's `leaseApplications` (`add`, and `save` on the version
 * read, failing with CONCURRENT_UPDATE when someone else saved in between), with their audit entries
 * in the same transaction (decision 2071).
 */
export interface VehicleApplications {
  ofId(applicationId: string): Promise<Versioned<VehicleApplication> | undefined>;
  /** Applications where the user is the owner, the primary or the secondary applicant, newest first. */
  ofUser(userId: string): Promise<Versioned<VehicleApplication>[]>;
  search(criteria: ApplicationSearch): Promise<Versioned<VehicleApplication>[]>;
}
export const VEHICLE_APPLICATIONS = Symbol('VehicleApplications');
