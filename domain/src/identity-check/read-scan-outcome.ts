import type { User } from '../accounts/user';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { identityCheckErrors } from './identity-check-errors';
import { scanningApplicant } from './identity-scan-access';
import {
  isDocumentSide,
  type DocumentSide,
  type IdentityScanJourney,
  type ScanImage,
} from './identity-scan-journey';
import type { IdentityScan } from './identity-scan.port';
import { referenceOf, scanOutcomeOf, type ScanOutcome } from './scan-outcome';

export interface ScanJourneyRequest {
  user: User;
  applicationId: string;
  journeyId: string;
}

type Deps = {
  applications: Pick<VehicleApplications, 'ofId'>;
  identityScan: Pick<IdentityScan, 'journey' | 'image'>;
};

/** The journey, when it is the signed-in applicant's own scan on this application; else one refusal. */
async function ownJourney(deps: Deps, request: ScanJourneyRequest): Promise<Result<IdentityScanJourney>> {
  const scanning = await scanningApplicant(deps.applications, request.user, request.applicationId);
  if (!scanning.ok) return scanning;
  try {
    const journey = await deps.identityScan.journey(request.journeyId);
    // Someone else's journey answers as an unknown one, so journey ids cannot be probed.
    if (!journey || referenceOf(journey) !== scanning.value.reference) {
      return fail(identityCheckErrors.journeyUnknown());
    }
    return ok(journey);
  } catch (error) {
    if (error instanceof DomainError) return fail(error);
    throw error;
  }
}

/**
 * What the signed-in applicant's scan gave (journey §4 'Identity check'): incomplete, failed with the
 * quality checks the alert lists, or passed with the fields read and the images' references. The
 * service's answer is read with the portal's credentials, never taken from the browser.
 */
export class ReadScanOutcome {
  constructor(private readonly deps: Deps) {}

  async execute(request: ScanJourneyRequest): Promise<Result<ScanOutcome>> {
    const journey = await ownJourney(this.deps, request);
    return journey.ok ? ok(scanOutcomeOf(journey.value)) : journey;
  }
}

/**
 * One side's licence image of the signed-in applicant's own scan, to keep with their application
 * (saveDrivingLicense) or show back to them: never to anyone else.
 */
export class ReadScanImage {
  constructor(private readonly deps: Deps) {}

  async execute(request: ScanJourneyRequest & { side: DocumentSide | string }): Promise<Result<ScanImage>> {
    if (!isDocumentSide(request.side)) return fail(identityCheckErrors.sideInvalid());
    const journey = await ownJourney(this.deps, request);
    if (!journey.ok) return journey;
    const side = request.side;
    const document = journey.value.ProcessedDocuments.filter((d) => d.DocumentSide === side).sort(
      (a, b) => b.Attempt - a.Attempt,
    )[0];
    const url = document?.DocumentImages[0]?.Url;
    try {
      const image = url && (await this.deps.identityScan.image(request.journeyId, url));
      return image ? ok(image) : fail(identityCheckErrors.journeyUnknown());
    } catch (error) {
      if (error instanceof DomainError) return fail(error);
      throw error;
    }
  }
}
