import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import { auditActor } from '../application/audit-entry';
import type { VehicleApplication } from '../application/vehicle-application';
import type { SearchBusinesses } from '../business/search-businesses';
import type { UploadedFiles } from '../files/uploaded-files.port';
import type { IndustryClassification } from '../industry-classification/industry-classification';
import type { Clock } from '../shared/clock';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { businessDetailsErrors } from './business-details-errors';
import { UNKNOWN_FIELD_MESSAGE, type PropertySections } from './business-sections';
import { concurrentUpdate } from './concurrent-update';
import { leaseApplicationErrors } from './lease-application-errors';
import { regionOf } from './officers';
import { LeaseApplication } from './lease-application';
import { BusinessSectionWrites } from './business-section-writes';
import { storeLeaseApplication } from './store-lease-application';
import type { MoveApplication } from './move-application';
import type { SetCreditLimit } from './set-credit-limit';
import type { UnitOfWork } from './unit-of-work.port';
import {
  dottedPath,
  INVALID_VALUE_MESSAGE,
  writablePropertyAt,
  type BusinessSection,
  type PropertyPath,
  type WritableProperty,
} from './writable-properties';

export interface WriteApplicationPropertyCommand {
  user: User;
  applicationId: string;
  path: PropertyPath;
  value: unknown;
  /** The typed sections of the params (entityObj, entityDetails, financeDetails), for the section paths. */
  sections?: PropertySections;
}

export interface WriteApplicationPropertyDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  unitOfWork: UnitOfWork;
  moveApplication: Pick<MoveApplication, 'execute'>;
  setCreditLimit: Pick<SetCreditLimit, 'execute'>;
  /** The business register, read again when a business is confirmed: the browser's row is not trusted. */
  searchBusinesses: Pick<SearchBusinesses, 'execute'>;
  industries: Pick<IndustryClassification, 'problemWith' | 'normalised'>;
  /** The applicant's uploads: the finance step's statements must be the caller's own. */
  uploadedFiles: Pick<UploadedFiles, 'ofId'>;
  /** The organisation's region decides the rules (journey §6), as for the officers. */
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  clock: Clock;
}

/** What a write answers: its path and, for a confirmed business, whether it may apply online. */
export interface PropertyWritten {
  path: string;
  /** Confirm business only: 'OK', or 'NOT_ALLOWED' for an entity type our team takes on (decision 1247). */
  message?: 'OK' | 'NOT_ALLOWED';
}

/** Which of the params' parts each section path takes; anything else sent with it is refused. */
const SECTION_PARTS: Record<BusinessSection, readonly (keyof PropertySections | 'value')[]> = {
  confirmBusiness: ['entityObj', 'entityDetails'],
  businessEntityDetails: ['value'],
  financeDetails: ['financeDetails'],
};

/**
 * createOrUpdateProperty (journey §7): writes one path of the allow-list (decision 1220) when the
 * caller's part and the application's step allow it, through the use case the path names, in one
 * unit of work with its audit entry. Every check reads one version; a write meanwhile answers
 * CONCURRENT_UPDATE, so two officers at once never overwrite each other silently.
 */
export class WriteApplicationProperty {
  constructor(private readonly deps: WriteApplicationPropertyDependencies) {
    this.sections = new BusinessSectionWrites(deps);
  }

  private readonly sections: BusinessSectionWrites;

  async execute(command: WriteApplicationPropertyCommand): Promise<Result<PropertyWritten, DomainError>> {
    const entry = writablePropertyAt(command.path);
    if (!entry) return fail(leaseApplicationErrors.propertyUnknown(printable(command.path)));
    const sent = partsSent(command);
    if (entry.write.kind !== 'section' && sent.some((part) => part !== 'value')) {
      return fail(leaseApplicationErrors.propertyUnknown(printable(command.path)));
    }

    const access = await this.deps.authoriseApplicant.execute(command.user, command.applicationId);
    if (!access.ok) return access;
    const { value: application, version } = access.value.application;

    const role = applicantRoleOf(application, command.user.id);
    if (role === 'none' || !entry.writers.includes(role)) {
      return fail(leaseApplicationErrors.propertyNotYours(entry.path));
    }
    const status = application.journey.status;
    if (entry.during !== 'transitionTable' && !(status && entry.during.includes(status))) {
      return fail(leaseApplicationErrors.propertyNotAtThisStep(entry.path, status));
    }
    const region = regionOf(application, await this.deps.orgProfiles.ofId(application.orgId));
    if (entry.write.kind === 'section') {
      const allowed = SECTION_PARTS[entry.write.section];
      const stray = sent.filter((part) => !allowed.includes(part));
      if (stray.length > 0) {
        return fail(
          businessDetailsErrors.sectionInvalid(
            Object.fromEntries(stray.map((part) => [part, UNKNOWN_FIELD_MESSAGE])),
          ),
        );
      }
    } else {
      const problem = isScalar(command.value) ? entry.rule(region)(command.value) : INVALID_VALUE_MESSAGE;
      if (problem !== undefined)
        return fail(leaseApplicationErrors.propertyValueInvalid(entry.path, problem));
    }

    try {
      const written =
        entry.write.kind === 'section'
          ? await this.sections.write(entry.write.section, command, application, version, role, region)
          : await this.apply(entry, command, application, version, role);
      if (!written.ok) return written;
      const message = (written.value as { message?: PropertyWritten['message'] } | undefined)?.message;
      return ok({ path: entry.path, ...(message ? { message } : {}) });
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
        if (application.journey[write.track] === value) return ok(undefined);
        // A customer only opens a step; the steps that need work are entered by the use case doing it.
        const read = LeaseApplication.of({ value: application, version });
        return this.deps.moveApplication.execute({
          applicationId,
          track: write.track === 'statusSecondary' ? 'secondary' : read.primaryTrack,
          to: String(value),
          actor: read.actorFor(role),
          actorId: user.id,
          reason: 'createOrUpdateProperty',
          mover: 'customer',
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
      case 'section':
        throw new Error('sections are applied by applySection');
      case 'field':
        return this.deps.unitOfWork.run(async (tx) => {
          const stored = await tx.leaseApplications.ofId(applicationId);
          if (!stored || stored.version !== version) return fail(concurrentUpdate());
          const application = LeaseApplication.of(stored);
          // The path only: contact numbers and the like stay out of the trail.
          application.change((journey) => write.set(journey, String(value).trim()), {
            action: 'application.property.changed',
            details: { property: entry.path },
          });
          const at = this.deps.clock.now().toISOString();
          await storeLeaseApplication(tx, application, auditActor.customer(user.id), at);
          return ok(undefined);
        });
    }
  }
}

/** The parts of the params the browser filled in. */
function partsSent(command: WriteApplicationPropertyCommand): (keyof PropertySections | 'value')[] {
  const sections = command.sections ?? {};
  const parts = (['entityObj', 'entityDetails', 'financeDetails'] as const).filter(
    (part) => sections[part] !== undefined && sections[part] !== null,
  );
  return command.value === undefined || command.value === null ? parts : ['value', ...parts];
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const printable = (path: PropertyPath): string =>
  dottedPath(path) ??
  [path.propertyFirst, path.propertySecond, path.propertyThird].map((level) => level ?? '').join('.');
