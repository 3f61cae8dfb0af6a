import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import { auditActor } from '../application/audit-entry';
import type { VehicleApplication } from '../application/vehicle-application';
import type { Clock } from '../shared/clock';
import { JOURNEY_DEFAULT_REGION } from '../shared/region';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { concurrentUpdate } from './concurrent-update';
import { leaseApplicationErrors } from './lease-application-errors';
import type { MoveApplication } from './move-application';
import type { SetCreditLimit } from './set-credit-limit';
import type { JourneyActor, StatusTrack } from './status-transitions';
import type { UnitOfWork } from './unit-of-work.port';
import {
  dottedPath,
  INVALID_VALUE_MESSAGE,
  writablePropertyAt,
  type PropertyPath,
  type WritableProperty,
} from './writable-properties';

export interface WriteApplicationPropertyCommand {
  user: User;
  applicationId: string;
  path: PropertyPath;
  value: unknown;
}

export interface WriteApplicationPropertyDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  unitOfWork: UnitOfWork;
  moveApplication: Pick<MoveApplication, 'execute'>;
  setCreditLimit: Pick<SetCreditLimit, 'execute'>;
  clock: Clock;
}

/**
 * createOrUpdateProperty (journey §7): writes one path of the allow-list (decision 1220) when the
 * caller's part and the application's step allow it, through the use case the path names, in one
 * unit of work with its audit entry. Every check reads one version; a write meanwhile answers
 * CONCURRENT_UPDATE, so two officers at once never overwrite each other silently.
 */
export class WriteApplicationProperty {
  constructor(private readonly deps: WriteApplicationPropertyDependencies) {}

  async execute(command: WriteApplicationPropertyCommand): Promise<Result<{ path: string }, DomainError>> {
    const entry = writablePropertyAt(command.path);
    if (!entry) return fail(leaseApplicationErrors.propertyUnknown(printable(command.path)));

    const access = await this.deps.authoriseApplicant.execute(command.user, command.applicationId);
    if (!access.ok) return access;
    const { value: application, version } = access.value.application;

    const role = applicantRoleOf(application, command.user.id);
    if (role === 'none' || !entry.writers.includes(role)) {
      return fail(leaseApplicationErrors.propertyNotYours(entry.path));
    }
    const status = application.scoreboard.status;
    if (entry.during !== 'transitionTable' && !(status && entry.during.includes(status))) {
      return fail(leaseApplicationErrors.propertyNotAtThisStep(entry.path, status));
    }
    const region = application.scoreboard.currentUser?.region ?? JOURNEY_DEFAULT_REGION;
    const problem = isScalar(command.value) ? entry.rule(region)(command.value) : INVALID_VALUE_MESSAGE;
    if (problem !== undefined) return fail(leaseApplicationErrors.propertyValueInvalid(entry.path, problem));

    try {
      const written = await this.apply(entry, command, application, version, role);
      return written.ok ? ok({ path: entry.path }) : written;
    } catch (error) {
      // Storage notices a save meanwhile only at commit; that is an expected answer, not a fault.
      if (error instanceof DomainError && error.code === 'CONCURRENT_UPDATE') return fail(error);
      throw error;
    }
  }

  private async apply(
    entry: WritableProperty,
    command: WriteApplicationPropertyCommand,
    application: VehicleApplication,
    version: number,
    role: 'primary' | 'secondary',
  ): Promise<Result<unknown, DomainError>> {
    const { applicationId, user, value } = command;
    const write = entry.write;
    switch (write.kind) {
      case 'move': {
        // Proceed pressed twice asks for the step the application already stands at: nothing to do.
        if (application.scoreboard[write.track] === value) return ok(undefined);
        return this.deps.moveApplication.execute({
          applicationId,
          track: trackOf(write.track, application),
          to: String(value),
          actor: actorOf(role, application),
          actorId: user.id,
          reason: 'createOrUpdateProperty',
          expectedVersion: version,
        });
      }
      case 'creditLimit':
        return this.deps.setCreditLimit.execute({
          applicationId,
          userId: user.id,
          limit: value as number,
          expectedVersion: version,
        });
      case 'field':
        return this.deps.unitOfWork.run(async ({ leaseApplications, auditEntries }) => {
          const stored = await leaseApplications.ofId(applicationId);
          if (!stored || stored.version !== version) return fail(concurrentUpdate());
          const at = this.deps.clock.now().toISOString();
          const scoreboard = write.set(stored.value.scoreboard, String(value).trim());
          await leaseApplications.save({ ...stored.value, scoreboard, updatedAt: at }, version);
          // The path only: contact numbers and the like stay out of the trail.
          await auditEntries.record({
            actor: auditActor.customer(user.id),
            action: 'application.property.changed',
            applicationId,
            at,
            details: { property: entry.path },
          });
          return ok(undefined);
        });
    }
  }
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const printable = (path: PropertyPath): string =>
  dottedPath(path) ??
  [path.propertyFirst, path.propertySecond, path.propertyThird].map((level) => level ?? '').join('.');

function trackOf(track: 'status' | 'statusSecondary', application: VehicleApplication): StatusTrack {
  if (track === 'statusSecondary') return 'secondary';
  return application.applicationType === 'calculator' ? 'calculator' : 'primary';
}

/** The transition table's name for the caller: a calculator application's primary is its calculator applicant. */
function actorOf(role: 'primary' | 'secondary', application: VehicleApplication): JourneyActor {
  if (role === 'secondary') return 'secondaryApplicant';
  return application.applicationType === 'calculator' ? 'calculatorApplicant' : 'primaryApplicant';
}
