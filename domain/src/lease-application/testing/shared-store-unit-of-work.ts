import type { AuditTrail } from '../../application/audit-entry';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import { DomainError } from '../../shared/result';
import type { LeaseApplicationTransaction, UnitOfWork } from '../unit-of-work.port';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';

/**
 * Test support only: a unit of work over another world's application map and audit trail, so the
 * guard and the queries of that world see what the unit committed, and nothing it rolled back.
 */
export class SharedStoreUnitOfWork implements UnitOfWork {
  constructor(
    private readonly applications: Map<string, Versioned<VehicleApplication>>,
    private readonly audit: Pick<AuditTrail, 'record'>,
  ) {}

  async run<T>(work: (tx: LeaseApplicationTransaction) => Promise<T>): Promise<T> {
    const unit = new InMemoryUnitOfWork();
    const before = new Map(this.applications);
    unit.applications = before;
    const result = await unit.run(work);
    // The in-memory unit replaces its map only when it commits.
    if (unit.applications !== before) {
      const changed = [...unit.applications].filter(([id, stored]) => before.get(id) !== stored);
      // As a database would: a unit committed meanwhile on the same application wins, this one fails.
      if (changed.some(([id]) => this.applications.get(id)?.version !== before.get(id)?.version)) {
        throw new DomainError('CONCURRENT_UPDATE', 'Someone else saved this application meanwhile.');
      }
      for (const [id, stored] of changed) this.applications.set(id, stored);
      for (const entry of unit.audit) await this.audit.record(entry);
    }
    return result;
  }
}
