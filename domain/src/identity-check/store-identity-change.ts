import { auditActor } from '../application/audit-entry';
import type { Scoreboard } from '../application/scoreboard';
import { concurrentUpdate } from '../lease-application/concurrent-update';
import type { LeaseApplicationTransaction, UnitOfWork } from '../lease-application/unit-of-work.port';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';

export interface IdentityChange {
  applicationId: string;
  /** The version the checks read: a save meanwhile answers CONCURRENT_UPDATE and writes nothing. */
  version: number;
  userId: string;
  change: (scoreboard: Scoreboard) => Result<Scoreboard, DomainError>;
  /** The trail's entries: what happened and to whose check, never a name, number, date or image. */
  audit: IdentityAuditEntry[];
  /** What the change sets off in the same unit of work (a credit submission), with its own entries. */
  follow?: (
    tx: LeaseApplicationTransaction,
    scoreboard: Scoreboard,
    at: Date,
  ) => Promise<{ scoreboard: Scoreboard; audit: IdentityAuditEntry[] }>;
}

export interface IdentityAuditEntry {
  action: string;
  details: Record<string, unknown>;
}

/**
 * Writes one identity-check change and its audit entries in one unit of work, on the version read. A
 * save meanwhile answers CONCURRENT_UPDATE: the check of the version, or the database at the update.
 */
export async function storeIdentityChange(
  deps: { unitOfWork: UnitOfWork; clock: Clock },
  { applicationId, version, userId, change, audit, follow }: IdentityChange,
): Promise<Result<void, DomainError>> {
  try {
    return await deps.unitOfWork.run(async (tx) => {
      const { leaseApplications, auditEntries } = tx;
      const stored = await leaseApplications.ofId(applicationId);
      if (!stored || stored.version !== version) return fail(concurrentUpdate());
      const changed = change(stored.value.scoreboard);
      if (!changed.ok) return changed;
      const now = deps.clock.now();
      const at = now.toISOString();
      const followed = follow
        ? await follow(tx, changed.value, now)
        : { scoreboard: changed.value, audit: [] };
      await leaseApplications.save(
        { ...stored.value, scoreboard: followed.scoreboard, updatedAt: at },
        version,
      );
      for (const entry of [...audit, ...followed.audit]) {
        await auditEntries.record({ actor: auditActor.customer(userId), applicationId, at, ...entry });
      }
      return ok(undefined);
    });
  } catch (error) {
    // Two saves that read the same version meet at the update: the later one is an expected refusal.
    if (error instanceof DomainError && error.code === 'CONCURRENT_UPDATE') return fail(error);
    throw error;
  }
}
