import type { User } from '../accounts/user';
import type { IdScanData } from '../application/application-journey';
import { licenceCheckOf } from '../application/licence-check';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { ACCEPTED_TYPES, MAX_FILE_BYTES } from '../files/file-kinds';
import { fileErrors } from '../files/file-errors';
import type { ContentSniffer, FileStorage } from '../files/file-storage.port';
import type { UploadedFiles } from '../files/uploaded-files.port';
import { withinFileLimit } from '../files/within-file-limit';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { identityCheckErrors } from './identity-check-errors';
import {
  applicantAtIdentityCheck,
  withApplicant,
  type ApplicantAtIdentityCheck,
} from './identity-check-step';
import { DOCUMENT_SIDES } from './identity-scan-journey';
import { licenceNameMatch, type OfficerName } from './licence-name-match';
import type { ReadScanImage, ReadScanOutcome } from './read-scan-outcome';
import { storeIdentityChange } from './store-identity-change';

export interface SaveDrivingLicenceRequest {
  user: User;
  applicationId: string;
  /** Whose licence the call says it is: it must be the caller's own part. */
  applicantType: string;
  /** Manual upload: the licence's front and back as saved files (getSignedUrl, PUT, saveFile). */
  fileUuids: readonly string[];
  /** A passed scan: the server reads its outcome and images from the service itself. */
  journeyId?: string;
}

export interface SaveDrivingLicenceDependencies {
  applications: Pick<VehicleApplications, 'ofId'>;
  unitOfWork: UnitOfWork;
  readScanOutcome: Pick<ReadScanOutcome, 'execute'>;
  readScanImage: Pick<ReadScanImage, 'execute'>;
  files: Pick<UploadedFiles, 'ofId' | 'recordUpload' | 'markSaved' | 'countSaved'>;
  storage: Pick<FileStorage, 'put'>;
  sniffer: ContentSniffer;
  ids: Ids;
  clock: Clock;
}

/** A licence to keep: what it gave, how it came, and whether a scan read the officer's own name. */
interface Licence {
  data: IdScanData;
  source: 'scan' | 'upload';
  nameMatched: boolean;
}

/** The front and back: a licence is two images, whichever way they came. */
const LICENCE_SIDES = DOCUMENT_SIDES.length;
const LICENCE_TYPES = ACCEPTED_TYPES.driversLicence;

/**
 * saveDrivingLicense (journey §4, §7): keeps the applicant's licence images with their own identity
 * check, as idScanData.fileUrls (the files' ids: each is served to its owner only, decision 1600).
 * After a passed scan the outcome and the images are read from the identity-scan service, never taken
 * from the browser; after a manual upload the two files must be licence images the caller saved to
 * this application. Nothing is stored when any check fails. A scanned licence must be in the officer's
 * name (decision 2080): one in another name is refused, only the trail noting it; a matched scan is
 * verified, while an upload, or a scan that read no name, waits for staff to check it ('ID to check').
 */
export class SaveDrivingLicence {
  constructor(private readonly deps: SaveDrivingLicenceDependencies) {}

  async execute(request: SaveDrivingLicenceRequest): Promise<Result<void, DomainError>> {
    const { user, applicationId } = request;
    const at = await applicantAtIdentityCheck(
      this.deps.applications,
      user,
      applicationId,
      request.applicantType,
    );
    if (!at.ok) return at;
    const saved = request.journeyId
      ? await this.fromScan(request, at.value, request.journeyId)
      : await this.fromUpload(request);
    if (!saved.ok) return saved;
    if (saved.value === 'nameMismatch') return this.refuseAnotherName(request, at.value);
    return this.store(request, at.value, saved.value);
  }

  /**
   * A scanned licence in another person's name (decision 2080): nothing of it is kept, the trail says
   * that this officer's scan did not match (never the names), and the officer is told so.
   */
  private async refuseAnotherName(
    request: SaveDrivingLicenceRequest,
    { version, role }: ApplicantAtIdentityCheck,
  ): Promise<Result<void, DomainError>> {
    const recorded = await storeIdentityChange(this.deps, {
      applicationId: request.applicationId,
      version,
      userId: request.user.id,
      change: (journey) => ok(journey),
      audit: [{ action: 'application.identity.licence-name-mismatch', details: { applicant: role } }],
    });
    return recorded.ok ? fail(identityCheckErrors.licenceNameMismatch()) : recorded;
  }

  /** The scan's passed outcome, and its two images copied into the applicant's own licence files. */
  private async fromScan(
    request: SaveDrivingLicenceRequest,
    { applicant }: ApplicantAtIdentityCheck,
    journeyId: string,
  ): Promise<Result<Licence | 'nameMismatch', DomainError>> {
    const { user, applicationId } = request;
    if (request.fileUuids.length > 0) return fail(identityCheckErrors.licenceFilesInvalid());
    const outcome = await this.deps.readScanOutcome.execute({ user, applicationId, journeyId });
    if (!outcome.ok) return outcome;
    if (outcome.value.status !== 'passed') return fail(identityCheckErrors.scanNotPassed());
    // The officer is the name the application gives them, else their account's.
    const officer: OfficerName =
      applicant.firstName && applicant.lastName
        ? applicant
        : { firstName: user.firstName, lastName: user.lastName };
    const match = licenceNameMatch(officer, outcome.value.data);
    if (match === 'doesNotMatch') return ok('nameMismatch');
    const room = await withinFileLimit(
      this.deps.files,
      { applicationId, kind: 'driversLicence', ownerUserId: user.id },
      LICENCE_SIDES,
    );
    if (!room.ok) return room;
    const uuids: string[] = [];
    for (const side of DOCUMENT_SIDES) {
      const image = await this.deps.readScanImage.execute({ user, applicationId, journeyId, side });
      if (!image.ok) return image;
      const { bytes } = image.value;
      if (bytes.length > MAX_FILE_BYTES) return fail(fileErrors.tooLarge());
      // The service's image is checked by its content like any upload: an image type a licence may be.
      const detected = await this.deps.sniffer.typeOf(bytes);
      const type = LICENCE_TYPES.find((accepted) => accepted.detectedAs === detected);
      if (!type) return fail(fileErrors.typeNotAccepted());
      const uuid = this.deps.ids.next();
      const now = this.deps.clock.now().toISOString();
      await this.deps.storage.put(uuid, bytes);
      await this.deps.files.recordUpload({
        uuid,
        ownerUserId: user.id,
        orgId: user.orgId,
        applicationId,
        kind: 'driversLicence',
        contentType: type.detectedAs,
        sizeBytes: bytes.length,
        uploadedAt: now,
      });
      await this.deps.files.markSaved(uuid, `licence-${side.toLowerCase()}.${type.extensions[0]}`, now);
      uuids.push(uuid);
    }
    return ok({
      data: { ...outcome.value.data, fileUrls: uuids },
      source: 'scan',
      nameMatched: match === 'matches',
    });
  }

  /** The front and back the applicant uploaded: two different licence files of theirs, saved, for this application. */
  private async fromUpload(request: SaveDrivingLicenceRequest): Promise<Result<Licence, DomainError>> {
    const uuids = request.fileUuids;
    if (uuids.length !== LICENCE_SIDES || new Set(uuids).size !== uuids.length) {
      return fail(identityCheckErrors.licenceFilesInvalid());
    }
    for (const uuid of uuids) {
      const file = await this.deps.files.ofId(uuid);
      const yours =
        file !== undefined &&
        file.ownerUserId === request.user.id &&
        file.orgId === request.user.orgId &&
        file.applicationId === request.applicationId &&
        file.kind === 'driversLicence' &&
        file.savedAt !== undefined;
      if (!yours) return fail(identityCheckErrors.licenceFilesInvalid());
    }
    return ok({ data: { fileUrls: [...uuids] }, source: 'upload', nameMatched: false });
  }

  private store(
    request: SaveDrivingLicenceRequest,
    { version, role, applicant }: ApplicantAtIdentityCheck,
    { data, source, nameMatched }: Licence,
  ): Promise<Result<void, DomainError>> {
    // A new licence replaces what an earlier one gave; the scan's error count stays.
    const idScan = { ...applicant.idScanData?.idScan, ...data.idScan };
    // Verified by its name, or waiting for staff to check it (decision 2080).
    const licenceCheck = licenceCheckOf(source, nameMatched);
    return storeIdentityChange(this.deps, {
      applicationId: request.applicationId,
      version,
      userId: request.user.id,
      change: (journey) =>
        ok(
          withApplicant(journey, role, (stored) => ({
            ...stored,
            idScanData: { ...data, idScan },
            licenceCheck,
          })),
        ),
      audit: [
        {
          action: 'application.identity.licence-saved',
          details: { applicant: role, source, licenceCheck: licenceCheck.status },
        },
      ],
    });
  }
}
