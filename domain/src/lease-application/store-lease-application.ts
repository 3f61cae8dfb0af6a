import type { AuditEntries } from '../application/audit-entry';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { LeaseApplication } from './lease-application';
import type { LeaseApplications } from './unit-of-work.port';

/**
 * Saves an application on the version it was read at, with the events its methods recorded as audit
 * entries of one actor, in the caller's transaction: the one writer of statuses and their trail.
 */
export async function storeLeaseApplication(
  // Any context's transaction will do (the customer's too): it needs only these two.
  tx: { leaseApplications: Pick<LeaseApplications, 'save'>; auditEntries: AuditEntries },
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
  return saved;
}
