import type { AuditEntries } from '../application/audit-entry';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { LeaseApplication } from './lease-application';
import type { JobQueue } from '../jobs/job-queue.port';
import { enqueueMilestoneMails } from '../milestone-mails/milestone-mail-jobs';
import type { LeaseApplications } from './unit-of-work.port';
import { envelopeWorkOf } from './envelope-work';

/**
 * Saves an application on the version it was read at, with the events its methods recorded as audit
 * entries of one actor, in the caller's transaction: the one writer of statuses and their trail. The
 * milestone mails the change reached are queued in the same transaction, once (decision 2082), and so
 * are the envelopes it made needed or withdrew (decision 2109).
 */
export async function storeLeaseApplication(
  // Any context's transaction will do (the customer's too): it needs only these three. The job queue
  // is required so that no caller can drop the milestone mails by passing a narrower transaction.
  tx: {
    leaseApplications: Pick<LeaseApplications, 'save'>;
    auditEntries: AuditEntries;
    jobs: Pick<JobQueue, 'enqueue'>;
  },
  application: LeaseApplication,
  actor: string,
  at: string,
): Promise<Versioned<VehicleApplication>> {
  const saved = await tx.leaseApplications.save({ ...application.state, updatedAt: at }, application.version);
  const applicationId = application.state.applicationId;
  for (const event of application.pullEvents()) {
    await tx.auditEntries.record({
      actor,
      action: event.action,
      applicationId,
      at,
      details: event.details ?? {},
    });
  }
  if (tx.jobs) {
    await enqueueMilestoneMails(
      tx.jobs,
      {
        applicationId,
        version: saved.version,
        before: application.journeyAsRead,
        after: saved.value.journey,
      },
      new Date(at),
    );
    // The envelopes the change made needed, or withdrew, are sent or voided by jobs (decision 2109).
    for (const job of envelopeWorkOf(application)) await tx.jobs.enqueue(job, new Date(at));
  }
  return saved;
}
