import { isFailedResult, type LeaseApplicationTransaction, type UnitOfWork } from '@lease-portal/domain';
import type { Database, SqlSession, TransactionSession } from './database';
import { enqueueJobIn } from './jobs/postgres-job-queue';
import { insertLeadIn } from './leads/postgres-leads';
import { appendAuditEntry } from './postgres-audit-trail';
import { insertUser, refusingTakenEmail, userOfEmailIn } from './postgres-users';
import { overrideProposalsIn } from './staff/postgres-override-proposals';
import { staffMembersIn } from './staff/postgres-staff-members';
import {
  applicationIn,
  applicationOfQuoteReferenceIn,
  insertApplicationIn,
  updateApplicationIn,
} from './postgres-vehicle-applications';

/**
 * The transaction's session for a statement that only reads: one that comes before every write runs
 * before the transaction begins, so work that finds nothing to change costs one round trip (decision 2134).
 */
const readsOf = (session: TransactionSession): SqlSession => ({
  query: (sql, params) => session.read(sql, params),
  executeScript: (sql) => session.executeScript(sql),
});

/** Carries a failed result out of the transaction, so that the transaction rolls back. */
class RolledBack {
  constructor(readonly result: unknown) {}
}

/**
 * One database transaction per unit of work: what the work writes commits together, or nothing
 * does when it throws or returns a failed result (decision 1200).
 */
export class PostgresUnitOfWork implements UnitOfWork {
  /** `jobsQueued` is told after a commit that queued jobs, so a worker need not wait for its next poll. */
  constructor(
    private readonly db: Database,
    private readonly jobsQueued: () => void = () => undefined,
  ) {}

  async run<T>(work: (tx: LeaseApplicationTransaction) => Promise<T>): Promise<T> {
    let queued = false;
    try {
      const committed = await this.db.transaction(async (session) => {
        const result = await work({
          leaseApplications: {
            ofId: (applicationId) => applicationIn(readsOf(session), applicationId),
            save: (application, expectedVersion) =>
              updateApplicationIn(session, application, expectedVersion),
            add: (application) => insertApplicationIn(session, application),
            ofQuoteReference: (orgId, quoteReference) =>
              applicationOfQuoteReferenceIn(session, orgId, quoteReference),
          },
          auditEntries: { record: (entry) => appendAuditEntry(session, entry) },
          users: {
            ofEmail: (orgId, email) => userOfEmailIn(session, orgId, email),
            add: (user) => refusingTakenEmail(() => insertUser(session, user)),
          },
          leads: { add: (lead) => insertLeadIn(session, lead) },
          jobs: {
            enqueue: async (job, at) => {
              queued = true;
              return enqueueJobIn(session, job, at);
            },
          },
          overrides: overrideProposalsIn(session),
          staffMembers: staffMembersIn(session),
        });
        if (isFailedResult(result)) throw new RolledBack(result);
        return result;
      });
      if (queued) this.jobsQueued();
      return committed;
    } catch (error) {
      if (error instanceof RolledBack) return error.result as T;
      throw error;
    }
  }
}
