import type { Users } from '../../accounts/users.port';
import type { AuditTrail } from '../../application/audit-entry';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import { DomainError } from '../../shared/result';
import type { LeaseApplicationTransaction, UnitOfWork } from '../unit-of-work.port';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';

/**
 * Test support only: a unit of work over another world's application map and audit trail (and its
 * users, when given), so the guard and the queries of that world see what the unit committed, and
 * nothing it rolled back.
 */
export class SharedStoreUnitOfWork implements UnitOfWork {
  /** When set, the next unit throws it after its work, before committing: a transaction that failed. */
  failNext: Error | undefined;

  constructor(
    private readonly applications: Map<string, Versioned<VehicleApplication>>,
    private readonly audit: Pick<AuditTrail, 'record'>,
    private readonly users?: Pick<Users, 'ofEmail' | 'add'>,
  ) {}

  async run<T>(work: (tx: LeaseApplicationTransaction) => Promise<T>): Promise<T> {
    const unit = new InMemoryUnitOfWork();
    const before = new Map(this.applications);
    unit.applications = before;
    const failure = this.failNext;
    this.failNext = undefined;
    const result = await unit.run(async (tx) => {
      const done = await work(this.users ? { ...tx, users: this.sharedUsers(tx.users) } : tx);
      if (failure) throw failure;
      return done;
    });
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
    for (const user of unit.users.values()) await this.users?.add(user);
    return result;
  }

  /** The unit's new users, refused as the database refuses them when the world has the address. */
  private sharedUsers(unit: LeaseApplicationTransaction['users']): LeaseApplicationTransaction['users'] {
    const shared = this.users!;
    return {
      ofEmail: async (orgId, email) => (await unit.ofEmail(orgId, email)) ?? shared.ofEmail(orgId, email),
      add: async (user) => {
        if (await shared.ofEmail(user.orgId, user.email)) {
          throw new DomainError('BAD_INPUT', 'A user with this e-mail address already exists.');
        }
        await unit.add(user);
      },
    };
  }
}
