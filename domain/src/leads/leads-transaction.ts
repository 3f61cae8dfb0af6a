import type { AuditEntries } from '../application/audit-entry';
import type { JobQueue } from '../jobs/job-queue.port';
import type { UnitOfWorkOf } from '../shared/unit-of-work';
import type { Leads } from './leads.port';

/** What storing a lead writes in one transaction: the lead, its delivery jobs and the trail's entry. */
export interface LeadsTransaction {
  leads: Pick<Leads, 'add'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  auditEntries: AuditEntries;
}

export type LeadsUnitOfWork = UnitOfWorkOf<LeadsTransaction>;
