import type { Users } from '../accounts/users.port';
import type { AuditEntries } from '../application/audit-entry';
import type { UnitOfWorkOf } from '../shared/unit-of-work';
import type { JobQueue } from '../jobs/job-queue.port';
import type { Leads } from '../leads/leads.port';
import type { OverrideProposalsInTransaction } from '../staff/override-proposals.port';
import type { StaffMembersInTransaction } from '../staff/staff-members.port';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';

/** The lease applications as seen inside one transaction (`leaseApplications.ofId(id)`). */
export interface LeaseApplications {
  ofId(applicationId: string): Promise<Versioned<VehicleApplication> | undefined>;
  /** Throws DomainError CONCURRENT_UPDATE when `expectedVersion` is not the stored version. */
  save(application: VehicleApplication, expectedVersion: number): Promise<Versioned<VehicleApplication>>;
  /**
   * Stores a new application at version 1. Throws DomainError BAD_INPUT (reason
   * LEASE_APPLICATION.QUOTE_REFERENCE_TAKEN) when the organisation has the quote reference meanwhile.
   */
  add(application: VehicleApplication): Promise<Versioned<VehicleApplication>>;
  /** The organisation's application issued with this quote reference, compared case-insensitively. */
  ofQuoteReference(orgId: string, quoteReference: string): Promise<VehicleApplication | undefined>;
}

/** The repositories one transaction writes through; more join here, not as new ports. */
export interface LeaseApplicationTransaction {
  leaseApplications: LeaseApplications;
  auditEntries: AuditEntries;
  /** The organisation's users; `add` throws DomainError BAD_INPUT for an address taken meanwhile. */
  users: Pick<Users, 'ofEmail' | 'add'>;
  /** A lead stored together with the partner jobs that deliver it (decision 0920). */
  leads: Pick<Leads, 'add'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Staff overrides proposed and decided with the change they make (maker-checker, decision 1830). */
  overrides: OverrideProposalsInTransaction;
  /** The desk's members, changed by an approved enrolment or promotion with its decision (decision 2040). */
  staffMembers: StaffMembersInTransaction;
}

/** The lease applications' unit of work: the transaction that holds every repository below. */
export type UnitOfWork = UnitOfWorkOf<LeaseApplicationTransaction>;
export const UNIT_OF_WORK = Symbol('UnitOfWork');
