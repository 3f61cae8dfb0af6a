import { auditActor } from '../application/audit-entry';
import type { ApplicationJourney } from '../application/application-journey';
import { concurrentUpdate } from '../lease-application/concurrent-update';
import { LeaseApplication } from '../lease-application/lease-application';
import type { JourneyActor, StatusTrack } from '../lease-application/status-transitions';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import type { LeaseApplicationTransaction, UnitOfWork } from '../lease-application/unit-of-work.port';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';

export interface IdentityChange {
  applicationId: string;
  /** The version the checks read: a save meanwhile answers CONCURRENT_UPDATE and writes nothing. */
  version: number;
  userId: string;
  change: (journey: ApplicationJourney) => Result<ApplicationJourney, DomainError>;
  /** The status move the change completes, recorded after the change's own entries. */
  move?: { track: StatusTrack; to: string; actor: JourneyActor; reason: string };
  /** The trail's entries: what happened and to whose check, never a name, number, date or image. */
  audit: IdentityAuditEntry[];
  /** What the change sets off in the same unit of work (a credit submission), with its own entries. */
  follow?: (
    tx: LeaseApplicationTransaction,
    journey: ApplicationJourney,
    at: Date,
  ) => Promise<{ journey: ApplicationJourney; audit: IdentityAuditEntry[] }>;
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
  { applicationId, version, userId, change, move, audit, follow }: IdentityChange,
): Promise<Result<void, DomainError>> {
  try {
    return await deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored || stored.version !== version) return fail(concurrentUpdate());
      const application = LeaseApplication.of(stored);
      const changed = change(application.journey);
      if (!changed.ok) return changed;
      application.change(() => changed.value);
      audit.forEach((entry) => application.record(entry));
      if (move) {
        const moved = application.advance(move.track, move.to, move.actor, move.reason);
        if (!moved.ok) return moved;
      }
      const now = deps.clock.now();
      if (follow) {
        const followed = await follow(tx, application.journey, now);
        application.change(() => followed.journey);
        followed.audit.forEach((entry) => application.record(entry));
      }
      await storeLeaseApplication(tx, application, auditActor.customer(userId), now.toISOString());
      return ok(undefined);
    });
  } catch (error) {
    // Two saves that read the same version meet at the update: the later one is an expected refusal.
    if (error instanceof DomainError && error.code === 'CONCURRENT_UPDATE') return fail(error);
    throw error;
  }
}
