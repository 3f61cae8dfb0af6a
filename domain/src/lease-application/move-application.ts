import { auditActor } from '../application/audit-entry';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { concurrentUpdate } from './concurrent-update';
import { LeaseApplication } from './lease-application';
import { refusedWithStaffMoves } from './move-application-options';
import type { JourneyActor, StatusTrack } from './status-transitions';
import type { PlainMover } from './step-entry';
import { storeLeaseApplication } from './store-lease-application';
import type { UnitOfWork } from './unit-of-work.port';

export interface MoveApplicationCommand {
  applicationId: string;
  track: StatusTrack;
  to: string;
  actor: JourneyActor;
  /** Who the actor is, for the audit trail: a user id, a staff id or a partner name. */
  actorId: string;
  reason: string;
  /** A plain move asked for by the customer or staff, checked against the step's work (decision 2000). */
  mover?: PlainMover;
  /** The version the caller's checks read; a different stored version is CONCURRENT_UPDATE. */
  expectedVersion?: number;
}

const AUDIT_ACTOR: Record<JourneyActor, (id: string) => string> = {
  primaryApplicant: auditActor.customer,
  secondaryApplicant: auditActor.customer,
  calculatorApplicant: auditActor.customer,
  staff: auditActor.staff,
  system: auditActor.partner,
};

/** Moves one status track of an application a step forward, with its audit entry, in one unit of work. */
export class MoveApplication {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
  ) {}

  execute(command: MoveApplicationCommand): Promise<Result<{ version: number }, DomainError>> {
    return this.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(command.applicationId);
      if (!stored) return fail(new DomainError('NOT_FOUND', 'Application not found.'));
      if (command.expectedVersion !== undefined && command.expectedVersion !== stored.version) {
        return fail(concurrentUpdate());
      }
      const application = LeaseApplication.of(stored);
      const { track, to, actor, reason, mover } = command;
      const moved = mover
        ? application.moveInto(mover, track, to, actor, reason)
        : application.advance(track, to, actor, reason);
      // Staff hear where the application stands and what they may do instead (decision 2114).
      if (!moved.ok)
        return mover === 'staff' ? fail(refusedWithStaffMoves(moved.error, stored.value, track)) : moved;
      // The application's last change is the move: support's search by date reads it.
      const at = this.now().toISOString();
      const saved = await storeLeaseApplication(
        tx,
        application,
        AUDIT_ACTOR[command.actor](command.actorId),
        at,
      );
      return ok({ version: saved.version });
    });
  }
}
