import type { AuditEntry } from '../../application/audit-entry';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import type { UnitOfWorkOf } from '../../shared/unit-of-work';
import type { LeaseApplicationTransaction } from '../unit-of-work.port';

// Test support only: a test's applications are written as the portal writes them, through a unit of work.

type Writes = UnitOfWorkOf<Pick<LeaseApplicationTransaction, 'leaseApplications' | 'auditEntries'>>;

/** Stores a new application at version 1 with its audit entry, in one unit of work. */
export function addApplication(
  unitOfWork: Writes,
  application: VehicleApplication,
  audit: AuditEntry,
): Promise<Versioned<VehicleApplication>> {
  return unitOfWork.run(async (tx) => {
    const added = await tx.leaseApplications.add(application);
    await tx.auditEntries.record(entryOf(audit, application));
    return added;
  });
}

/** Saves an application over the version it was read at, with its audit entry, in one unit of work. */
export function saveApplication(
  unitOfWork: Writes,
  application: VehicleApplication,
  expectedVersion: number,
  audit: AuditEntry,
): Promise<Versioned<VehicleApplication>> {
  return unitOfWork.run(async (tx) => {
    const saved = await tx.leaseApplications.save(application, expectedVersion);
    await tx.auditEntries.record(entryOf(audit, application));
    return saved;
  });
}

const entryOf = (audit: AuditEntry, application: VehicleApplication): AuditEntry => ({
  ...audit,
  applicationId: audit.applicationId ?? application.applicationId,
});
