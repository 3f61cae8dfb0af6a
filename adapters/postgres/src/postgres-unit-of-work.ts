import { isFailedResult, type LeaseApplicationTransaction, type UnitOfWork } from '@lease-portal/domain';
import type { Database } from './database';
import { appendAuditEntry } from './postgres-audit-trail';
import { applicationIn, updateApplicationIn } from './postgres-vehicle-applications';

/** Carries a failed result out of the transaction, so that the transaction rolls back. */
class RolledBack {
  constructor(readonly result: unknown) {}
}

/**
 * One database transaction per unit of work: what the work writes commits together, or nothing
 * does when it throws or returns a failed result (decision 1200).
 */
export class PostgresUnitOfWork implements UnitOfWork {
  constructor(private readonly db: Database) {}

  async run<T>(work: (tx: LeaseApplicationTransaction) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (session) => {
        const result = await work({
          leaseApplications: {
            ofId: (applicationId) => applicationIn(session, applicationId),
            save: (application, expectedVersion) =>
              updateApplicationIn(session, application, expectedVersion),
          },
          auditEntries: { record: (entry) => appendAuditEntry(session, entry) },
        });
        if (isFailedResult(result)) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as T;
      throw error;
    }
  }
}
