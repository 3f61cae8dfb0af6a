import type { AuditEntry } from './audit-entry';
import type { VehicleApplication, Versioned } from './vehicle-application';

export interface ApplicationSearch {
  orgId?: string;
  /** Matches applicant names, e-mail addresses, company names and business numbers. */
  text?: string;
  status?: string;
  limit?: number;
}

/**
 * The vehicle applications. The scoreboard is stored whole with a version number: `update` names the
 * version it read and fails with CONCURRENT_UPDATE when someone else saved in between, so that two
 * saves can never silently overwrite each other. Each change is written with its audit entry, atomically.
 */
export interface VehicleApplications {
  ofId(applicationId: string): Promise<Versioned<VehicleApplication> | undefined>;
  /** Applications where the user is the owner, the primary or the secondary applicant, newest first. */
  ofUser(userId: string): Promise<Versioned<VehicleApplication>[]>;
  search(criteria: ApplicationSearch): Promise<Versioned<VehicleApplication>[]>;
  add(application: VehicleApplication, audit: AuditEntry): Promise<Versioned<VehicleApplication>>;
  /** Throws DomainError CONCURRENT_UPDATE when `expectedVersion` is not the stored version. */
  update(
    application: VehicleApplication,
    expectedVersion: number,
    audit: AuditEntry,
  ): Promise<Versioned<VehicleApplication>>;
}
export const VEHICLE_APPLICATIONS = Symbol('VehicleApplications');
