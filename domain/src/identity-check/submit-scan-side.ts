import type { User } from '../accounts/user';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { IdScanResult } from '../application/application-journey';
import { IDENTITY_VERIFIED } from '../application/applicant-role';
import { MAX_FILE_BYTES } from '../files/file-kinds';
import type { ContentSniffer } from '../files/file-storage.port';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { identityCheckErrors } from './identity-check-errors';
import { scanningApplicant } from './identity-scan-access';
import { isDocumentSide, type DocumentSide } from './identity-scan-journey';
import type { IdentityScanJourneyStarts } from './identity-scan-journey-starts.port';
import type { IdentityScan } from './identity-scan.port';
import { failedQualityChecks, type ScanQualityCheck } from './scan-quality';
import { qualityReportOf, referenceOf, scanOutcomeOf } from './scan-outcome';

/**
 * Identity-scan journeys one applicant may start for one application (decision 2045). A journey takes
 * up to six images (three tries a side), so this bounds the images kept of them at sixty; a customer
 * who could not scan their licence in ten tries is better helped by the manual upload or by support.
 */
export const MAX_IDENTITY_SCAN_JOURNEYS = 10;

/** The images the scan takes, by their content: what the capture gives and a phone's photo library. */
export const SCAN_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface SubmitScanSideRequest {
  user: User;
  applicationId: string;
  /** The journey the front's upload started; absent for the front, whose upload starts a journey. */
  journeyId?: string;
  side: DocumentSide | string;
  image: Uint8Array;
}

/**
 * What the applicant's browser learns of a side it uploaded (decision 2119): the journey's id, to
 * send the back with, the checks the side failed and what the journey gives so far. Nothing of the
 * service's own: no credential, no address of its images, no field it read but the ID form's.
 */
export interface ScanSideAnswer {
  journeyId: string;
  side: DocumentSide;
  accepted: boolean;
  failedChecks: ScanQualityCheck[];
  outcome:
    | { status: 'incomplete'; requiredSide: DocumentSide }
    | { status: 'failed'; failedChecks: ScanQualityCheck[] }
    | { status: 'passed'; recognised: boolean; details: IdScanResult };
}

/**
 * The scan's upload through the portal (journey §7; decision 2119): the signed-in applicant's own
 * licence, for their own check on this application, an image by its content and size. The front
 * starts a journey with the service, taking one of the applicant's ten (decision 2045); the back
 * continues their own journey only. The service is called with the portal's credentials; an
 * unreachable one is PARTNER_UNAVAILABLE, which the journey shows with a retry (journey §8).
 */
export class SubmitScanSide {
  constructor(
    private readonly deps: {
      applications: Pick<VehicleApplications, 'ofId'>;
      identityScan: Pick<IdentityScan, 'submitDocument' | 'journey'>;
      journeyStarts: IdentityScanJourneyStarts;
      sniffer: ContentSniffer;
    },
  ) {}

  async execute(request: SubmitScanSideRequest): Promise<Result<ScanSideAnswer>> {
    const { user, applicationId, journeyId, side, image } = request;
    if (!isDocumentSide(side)) return fail(identityCheckErrors.sideInvalid());
    const scanning = await scanningApplicant(this.deps.applications, user, applicationId);
    if (!scanning.ok) return scanning;
    if (scanning.value.applicant?.identityVerificationStatus === IDENTITY_VERIFIED) {
      return fail(identityCheckErrors.alreadyVerified());
    }
    if (image.byteLength > MAX_FILE_BYTES) return fail(identityCheckErrors.imageTooLarge());
    const type = await this.deps.sniffer.typeOf(image);
    if (!type || !SCAN_IMAGE_TYPES.includes(type)) return fail(identityCheckErrors.imageNotReadable());
    const { reference } = scanning.value;
    try {
      if (journeyId === undefined) {
        if (!(await this.deps.journeyStarts.take(reference, MAX_IDENTITY_SCAN_JOURNEYS))) {
          return fail(identityCheckErrors.tooManyJourneys(MAX_IDENTITY_SCAN_JOURNEYS));
        }
        try {
          return ok(answerOf(await this.submit({ reference, region: user.region, side, image })));
        } catch (error) {
          // The service made no journey: the applicant keeps their try.
          await this.deps.journeyStarts.giveBack(reference);
          throw error;
        }
      }
      // Someone else's journey answers as an unknown one, so journey ids cannot be probed.
      const journey = await this.deps.identityScan.journey(journeyId);
      if (!journey || referenceOf(journey) !== reference) return fail(identityCheckErrors.journeyUnknown());
      return ok(answerOf(await this.submit({ journeyId, reference, region: user.region, side, image })));
    } catch (error) {
      if (error instanceof DomainError) return fail(error);
      throw error;
    }
  }

  private submit(request: Parameters<IdentityScan['submitDocument']>[0]) {
    return this.deps.identityScan.submitDocument(request);
  }
}

function answerOf(submitted: Awaited<ReturnType<IdentityScan['submitDocument']>>): ScanSideAnswer {
  const outcome = scanOutcomeOf(submitted.journey);
  return {
    journeyId: submitted.journeyId,
    side: submitted.side,
    accepted: submitted.accepted,
    failedChecks: failedQualityChecks(qualityReportOf(submitted.QualityCheckDetails)),
    outcome:
      outcome.status === 'passed'
        ? { status: 'passed', recognised: outcome.recognised, details: outcome.details }
        : outcome,
  };
}
