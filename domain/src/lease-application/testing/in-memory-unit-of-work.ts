import type { AuditEntry } from '../../application/audit-entry';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import { DomainError } from '../../shared/result';
import { isFailedResult, type LeaseApplicationTransaction, type UnitOfWork } from '../unit-of-work.port';

/**
 * A unit of work over plain maps: work runs on a copy that replaces the committed state only when the
 * work neither throws nor returns a failed result, as a database transaction would.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  applications = new Map<string, Versioned<VehicleApplication>>();
  audit: AuditEntry[] = [];

  async run<T>(work: (tx: LeaseApplicationTransaction) => Promise<T>): Promise<T> {
    const applications = new Map(this.applications);
    const audit = [...this.audit];
    const result = await work({
      leaseApplications: {
        ofId: async (id) => structuredClone(applications.get(id)),
        save: async (application, expectedVersion) => {
          const stored = applications.get(application.applicationId);
          if ((stored?.version ?? 0) !== expectedVersion) {
            throw new DomainError('CONCURRENT_UPDATE', 'Someone else saved this application meanwhile.');
          }
          const saved = { value: structuredClone(application), version: expectedVersion + 1 };
          applications.set(application.applicationId, saved);
          return structuredClone(saved);
        },
      },
      auditEntries: { record: async (entry) => void audit.push(entry) },
    });
    if (isFailedResult(result)) return result;
    this.applications = applications;
    this.audit = audit;
    return result;
  }

  /** Seeds an application outside any unit of work. */
  given(application: VehicleApplication, version = 1): this {
    this.applications.set(application.applicationId, { value: structuredClone(application), version });
    return this;
  }
}
