import { auditActor } from '../application/audit-entry';
import type { ApplicationJourney, UploadedFileRef } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { Region } from '../shared/region';
import { type DomainError, fail, ok, type Result } from '../shared/result';
import { businessDetailsErrors, type SectionErrors } from './business-details-errors';
import { STATEMENT_NOT_YOURS_MESSAGE } from './business-sections';
import { businessChoiceOf, mayApplyOnline, withConfirmedBusiness } from './confirmed-business';
import { concurrentUpdate } from './concurrent-update';
import { entityDetailsStepOf } from './entity-details-step';
import { financeStepOf, isSoleTraderApplication } from './finance-step';
import { LeaseApplication } from './lease-application';
import { storeLeaseApplication } from './store-lease-application';
import type { LeaseApplicationTransaction } from './unit-of-work.port';
import type { BusinessSection } from './writable-properties';
import type {
  PropertyWritten,
  WriteApplicationPropertyCommand,
  WriteApplicationPropertyDependencies,
} from './write-application-property';

type SectionDependencies = Pick<
  WriteApplicationPropertyDependencies,
  'unitOfWork' | 'searchBusinesses' | 'industries' | 'uploadedFiles' | 'clock'
>;

/**
 * The business-details step's sections (decisions 1247, 1550): confirm the business against the
 * register, the entity details, and the finance details whose completion moves the application on.
 */
export class BusinessSectionWrites {
  constructor(private readonly deps: SectionDependencies) {}

  /** The business-details sections (decision 1247): each read whole, stored whole, in one unit of work. */
  async write(
    section: BusinessSection,
    command: WriteApplicationPropertyCommand,
    application: VehicleApplication,
    version: number,
    role: 'primary' | 'secondary',
    region: Region,
  ): Promise<Result<{ message?: PropertyWritten['message'] }, DomainError>> {
    if (section === 'confirmBusiness') return this.confirmBusiness(command, version, region);

    // The steps after it need a confirmed business that may apply online.
    const entity = application.journey.entityDetails;
    if (!entity?.abn) return fail(businessDetailsErrors.businessNotConfirmed());
    if (!mayApplyOnline(region, { entityType: entity.entityType ?? '' })) {
      return fail(businessDetailsErrors.entityTypeNotAllowed());
    }

    if (section === 'businessEntityDetails') {
      const read = entityDetailsStepOf(command.value, region);
      if ('errors' in read) return fail(businessDetailsErrors.sectionInvalid(read.errors));
      return this.store(command, version, 'businessDetails.entityDetails', (journey) => ({
        ...journey,
        businessDetails: {
          ...journey.businessDetails,
          entityDetails: {
            ...read.details,
            // The name is the register's, set when the business was confirmed.
            companyLegalName: journey.businessDetails?.entityDetails?.companyLegalName ?? entity.entityName,
          },
        },
      }));
    }

    const lease = application.journey.leaseDetails;
    const read = financeStepOf(command.sections?.financeDetails, {
      soleTrader: isSoleTraderApplication(application.journey),
      driveAwayPrice: lease?.driveAwayPrice ?? lease?.fiscalValue,
    });
    if ('errors' in read) return fail(businessDetailsErrors.sectionInvalid(read.errors));
    const files = await this.statementsOf(command, read.step.fileUuids);
    if ('errors' in files) return fail(businessDetailsErrors.sectionInvalid(files.errors));
    const { finance, completed } = read.step;
    return this.store(
      command,
      version,
      'businessDetails.financeDetails',
      (journey) => ({
        ...journey,
        businessDetails: {
          ...journey.businessDetails,
          financeDetails: { ...finance, fileUrls: files.refs },
        },
      }),
      // Next ends the section: the application moves on to approvals, through the transition table.
      completed ? { to: 'approvals', role } : undefined,
    );
  }

  /** Confirm business: the register's row for the number, stored with the industry; NOT_ALLOWED types alert the team. */
  private async confirmBusiness(
    command: WriteApplicationPropertyCommand,
    version: number,
    region: Region,
  ): Promise<Result<{ message: PropertyWritten['message'] }, DomainError>> {
    const read = businessChoiceOf(command.sections ?? {}, this.deps.industries);
    if ('errors' in read) return fail(businessDetailsErrors.sectionInvalid(read.errors));
    const found = await this.deps.searchBusinesses.execute({
      param: read.choice.number,
      region,
      minimumLength: 1,
    });
    if (found.failed) return fail(found.error);
    const row = found.rows.find((candidate) => candidate.abn === read.choice.number);
    if (!row) return fail(businessDetailsErrors.businessNotFound());
    const allowed = mayApplyOnline(region, row);
    const stored = await this.store(
      command,
      version,
      'entityDetails',
      (journey) => withConfirmedBusiness(journey, row, read.choice.industry, region),
      undefined,
      // The trail's entry is the team's alert: which application, and the entity type that needs them.
      {
        action: allowed ? 'application.business.confirmed' : 'application.business.not-allowed',
        details: { entityType: row.entityType, registerStatus: row.status, region },
      },
    );
    return stored.ok ? ok({ message: allowed ? 'OK' : 'NOT_ALLOWED' }) : stored;
  }

  /** The statements as stored: each must be a saved financial statement the caller uploaded to this application. */
  private async statementsOf(
    command: WriteApplicationPropertyCommand,
    uuids: readonly string[],
  ): Promise<{ refs: UploadedFileRef[] } | { errors: SectionErrors }> {
    const refs: UploadedFileRef[] = [];
    for (const uuid of uuids) {
      const file = await this.deps.uploadedFiles.ofId(uuid);
      const yours =
        file !== undefined &&
        file.ownerUserId === command.user.id &&
        file.orgId === command.user.orgId &&
        file.applicationId === command.applicationId &&
        file.kind === 'financialStatement' &&
        file.savedAt !== undefined &&
        file.fileName !== undefined;
      if (!yours) return { errors: { 'financeDetails.fileUrls': STATEMENT_NOT_YOURS_MESSAGE } };
      refs.push({ uuid, fileName: file.fileName!, mimeType: file.contentType });
    }
    return { refs };
  }

  /**
   * Stores a section in one unit of work with its audit entry (the path only, keeping personal data out
   * of the trail), and the status move when there is one; a save meanwhile is CONCURRENT_UPDATE.
   */
  private store(
    command: WriteApplicationPropertyCommand,
    version: number,
    property: string,
    change: (journey: ApplicationJourney) => ApplicationJourney,
    move?: { to: 'approvals'; role: 'primary' | 'secondary' },
    audit: { action: string; details: Record<string, unknown> } = {
      action: 'application.property.changed',
      details: { property },
    },
  ): Promise<Result<{ message?: undefined }, DomainError>> {
    const { applicationId, user } = command;
    return this.deps.unitOfWork.run(async (tx: LeaseApplicationTransaction) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored || stored.version !== version) return fail(concurrentUpdate());
      const application = LeaseApplication.of(stored);
      application.change(change, audit);
      const track = application.primaryTrack;
      if (move && application.statusOn(track) !== move.to) {
        const moved = application.advance(
          track,
          move.to,
          application.actorFor(move.role),
          'createOrUpdateProperty',
        );
        if (!moved.ok) return moved;
      }
      const at = this.deps.clock.now().toISOString();
      await storeLeaseApplication(tx, application, auditActor.customer(user.id), at);
      return ok({});
    });
  }
}
