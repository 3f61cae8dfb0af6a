import type { Users } from '../accounts/users.port';
import type { AuditEntries } from '../application/audit-entry';
import type { JobQueue } from '../jobs/job-queue.port';
import type { LeaseApplications } from '../lease-application/unit-of-work.port';
import type { UnitOfWorkOf } from '../shared/unit-of-work';

/**
 * What the customer's own writes need in one transaction: a new user with their first application,
 * or a change of their application, each with its audit entry. Applications are written only here,
 * through the unit of work, as every other context writes them (decision 2071).
 */
export interface CustomerTransaction {
  /** `add` throws DomainError BAD_INPUT when the organisation has the address meanwhile. */
  users: Pick<Users, 'add'>;
  leaseApplications: Pick<LeaseApplications, 'ofId' | 'add' | 'save'>;
  auditEntries: AuditEntries;
  /** Where a saved change queues the milestone mails it reached (decision 2082). */
  jobs: Pick<JobQueue, 'enqueue'>;
}

export type CustomerUnitOfWork = UnitOfWorkOf<CustomerTransaction>;
