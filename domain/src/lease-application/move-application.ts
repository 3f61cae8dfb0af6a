import { auditActor } from '../application/audit-entry';
import type { ApplicationStatus, SecondaryStatus } from '../application/scoreboard';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { concurrentUpdate } from './concurrent-update';
import { checkTransition, type JourneyActor, type StatusTrack } from './status-transitions';
import type { UnitOfWork } from './unit-of-work.port';

export interface MoveApplicationCommand {
  applicationId: string;
  track: StatusTrack;
  to: string;
  actor: JourneyActor;
  /** Who the actor is, for the audit trail: a user id, a staff id or a partner name. */
  actorId: string;
  reason: string;
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
    return this.unitOfWork.run(async ({ leaseApplications, auditEntries }) => {
      const stored = await leaseApplications.ofId(command.applicationId);
      if (!stored) return fail(new DomainError('NOT_FOUND', 'Application not found.'));
      if (command.expectedVersion !== undefined && command.expectedVersion !== stored.version) {
        return fail(concurrentUpdate());
      }
      const scoreboard = stored.value.scoreboard;
      const from = command.track === 'secondary' ? scoreboard.statusSecondary : scoreboard.status;
      const allowed = checkTransition(command.track, from, command.to, command.actor);
      if (!allowed.ok) return allowed;
      const moved =
        command.track === 'secondary'
          ? { ...scoreboard, statusSecondary: command.to as SecondaryStatus }
          : { ...scoreboard, status: command.to as ApplicationStatus };
      // The application's last change is the move: support's search by date reads it.
      const at = this.now().toISOString();
      const saved = await leaseApplications.save(
        { ...stored.value, scoreboard: moved, updatedAt: at },
        stored.version,
      );
      await auditEntries.record({
        actor: AUDIT_ACTOR[command.actor](command.actorId),
        action: 'application.status.changed',
        applicationId: command.applicationId,
        at,
        details: { track: command.track, from: from ?? null, to: command.to, reason: command.reason },
      });
      return ok({ version: saved.version });
    });
  }
}
