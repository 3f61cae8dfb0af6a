import {
  DOCUMENT_SIDES,
  identityCheckErrors,
  isDocumentSide,
  type Clock,
  type DocumentSide,
  type HighLevelResult,
  type IdentityScan,
  type IdentityScanJourney,
  type IdentityScanTokens,
  type Ids,
  type ProcessedDocument,
  type SandboxIdentityScanStore,
  type SandboxScanJourney,
  type SandboxScanSide,
  type ScanImage,
  type SecretTokens,
  type StartJourneyRequest,
  type SubmitDocumentRequest,
  type SubmittedSide,
  MAX_FILE_BYTES,
} from '@lease-portal/domain';
import { FaultSwitch } from '../partner-http/fault-switch';
import { measureScanImage, qualityCheckDetails } from './scan-image-quality';
import { SpecimenCatalogue } from './specimen-catalogue';

/** Each side can be captured this many times in a journey (the service's "triple scan"). */
export const MAX_ATTEMPTS_PER_SIDE = 3;
/** The journey-size limit the journey's uploads have (journey §9: 10,240,000 bytes a file). */
export const MAX_SCAN_IMAGE_BYTES = MAX_FILE_BYTES;
/** The sandbox's journey definitions, one per region, as a real account configures them. */
export const SANDBOX_JOURNEY_DEFINITIONS = {
  AU: 'sandbox-au-driver-licence',
  NZ: 'sandbox-nz-driver-licence',
} as const;

/** Where the service serves a side's image (to its own credentials): the portal reads it through the port. */
export const sandboxScanImageUrl = (journeyId: string, imageId: string): string =>
  `/sandbox/identity-scan/journeys/${journeyId}/images/${imageId}`;

const passes = (side: SandboxScanSide) => side.qualityChecks.every((check) => check.State === 'Good');

/**
 * The embedded sandbox identity-scan service (decision 1630), shaped after GBG IDscan's IEOS journeys:
 * journeys and images kept in the portal's database, the quality checks computed on each image's
 * pixels, and the specimen licences recognised and read. Any other usable image gives no fields.
 * It logs nothing: names, numbers and images are personal data.
 */
export class SandboxIdentityScan implements IdentityScan {
  readonly faults = new FaultSwitch<'startJourney' | 'submitDocument' | 'journey' | 'image'>(
    'identity-scan service',
  );

  constructor(
    private readonly store: SandboxIdentityScanStore,
    private readonly tokens: SecretTokens,
    private readonly ids: Ids,
    private readonly clock: Clock,
    private readonly specimens = new SpecimenCatalogue(),
  ) {}

  async startJourney(request: StartJourneyRequest): Promise<IdentityScanTokens> {
    this.faults.check('startJourney');
    const scanning = this.tokens.generate();
    const investigation = this.tokens.generate();
    const journey: SandboxScanJourney = {
      journeyId: this.ids.next(),
      reference: request.reference,
      region: request.region,
      journeyDefinitionId: SANDBOX_JOURNEY_DEFINITIONS[request.region],
      scanningTokenDigest: scanning.digest,
      investigationTokenDigest: investigation.digest,
      initiatedAt: this.clock.now().toISOString(),
    };
    await this.store.addJourney(journey);
    return {
      journeyId: journey.journeyId,
      scanningToken: scanning.token,
      investigationToken: investigation.token,
      journeyDefinitionId: journey.journeyDefinitionId,
    };
  }

  async submitDocument(request: SubmitDocumentRequest): Promise<SubmittedSide> {
    this.faults.check('submitDocument');
    if (!isDocumentSide(request.side)) throw identityCheckErrors.sideInvalid();
    const journey = await this.store.journeyOf(request.journeyId);
    if (!journey || this.tokens.digestOf(request.scanningToken) !== journey.scanningTokenDigest) {
      throw identityCheckErrors.journeyUnknown();
    }
    if (request.image.byteLength > MAX_SCAN_IMAGE_BYTES) throw identityCheckErrors.imageTooLarge();
    // Refused before decoding anything: a finished journey, or a side captured as often as it may be.
    this.refuseAnotherImage(await this.store.sidesOf(journey.journeyId), request.side);
    const quality = await measureScanImage(request.image);
    const details = qualityCheckDetails(quality.checks);
    const usable = details.every((check) => check.State === 'Good');
    const specimen = usable ? await this.specimens.recognise(quality, request.side) : undefined;

    // Two images of the same side racing: the store keeps one per attempt number; the other tries next.
    for (let tries = 0; tries < MAX_ATTEMPTS_PER_SIDE; tries++) {
      const sides = await this.store.sidesOf(journey.journeyId);
      const attempt = this.refuseAnotherImage(sides, request.side);
      const kept: SandboxScanSide = {
        journeyId: journey.journeyId,
        side: request.side,
        attempt,
        imageId: this.ids.next(),
        contentType: quality.measures.contentType,
        qualityChecks: details,
        specimenId: specimen?.id,
        submittedAt: this.clock.now().toISOString(),
      };
      if (await this.store.putSide(kept, request.image)) {
        return {
          journeyId: journey.journeyId,
          side: request.side,
          accepted: usable,
          QualityCheckDetails: details,
          journey: await this.journeyOf(journey),
        };
      }
    }
    throw identityCheckErrors.attemptsExhausted(MAX_ATTEMPTS_PER_SIDE);
  }

  /** The capture's upload as the scan dialog makes it: the scanning token alone names its journey. */
  async submitWithScanningToken(
    scanningToken: string,
    side: string,
    image: Uint8Array,
  ): Promise<SubmittedSide> {
    const journey = await this.store.journeyOfScanningToken(this.tokens.digestOf(scanningToken));
    if (!journey) throw identityCheckErrors.journeyUnknown();
    return this.submitDocument({
      journeyId: journey.journeyId,
      scanningToken,
      side: side as DocumentSide,
      image,
    });
  }

  /** The attempt number the side's next image would have; throws when the journey takes no more. */
  private refuseAnotherImage(sides: SandboxScanSide[], side: DocumentSide): number {
    if (DOCUMENT_SIDES.every((needed) => sides.some((s) => s.side === needed && passes(s)))) {
      throw identityCheckErrors.journeyFinished();
    }
    const attempt = (sides.find((s) => s.side === side)?.attempt ?? 0) + 1;
    if (attempt > MAX_ATTEMPTS_PER_SIDE) throw identityCheckErrors.attemptsExhausted(MAX_ATTEMPTS_PER_SIDE);
    return attempt;
  }

  async journey(journeyId: string): Promise<IdentityScanJourney | undefined> {
    this.faults.check('journey');
    const journey = await this.store.journeyOf(journeyId);
    return journey && this.journeyOf(journey);
  }

  /**
   * The REST read (journey §7 `journey/get`) as the browser's holder of the investigation token makes
   * it: the token opens its own journey only; a wrong token and an unknown journey look alike.
   */
  async journeyWithToken(journeyId: string, investigationToken: string): Promise<IdentityScanJourney> {
    this.faults.check('journey');
    const journey = await this.store.journeyOf(journeyId);
    if (!journey || this.tokens.digestOf(investigationToken) !== journey.investigationTokenDigest) {
      throw identityCheckErrors.journeyUnknown();
    }
    return this.journeyOf(journey);
  }

  /** A side's image read with the journey's investigation token; undefined for anything else. */
  async imageWithToken(
    journeyId: string,
    imageId: string,
    investigationToken: string,
  ): Promise<ScanImage | undefined> {
    this.faults.check('image');
    const journey = await this.store.journeyOf(journeyId);
    const opens = journey && this.tokens.digestOf(investigationToken) === journey.investigationTokenDigest;
    return opens ? this.store.imageOf(journeyId, imageId) : undefined;
  }

  async image(journeyId: string, url: string): Promise<ScanImage | undefined> {
    this.faults.check('image');
    const sides = await this.store.sidesOf(journeyId);
    const side = sides.find((s) => sandboxScanImageUrl(journeyId, s.imageId) === url);
    return side && this.store.imageOf(journeyId, side.imageId);
  }

  private async journeyOf(journey: SandboxScanJourney): Promise<IdentityScanJourney> {
    const sides = await this.store.sidesOf(journey.journeyId);
    const documents = sides.map((side) => this.processed(side));
    const missing = DOCUMENT_SIDES.find((side) => !sides.some((s) => s.side === side));
    const failedChecks = documents.flatMap((d) =>
      d.QualityCheckDetails.filter((c) => c.State !== 'Good').map((c) => `${c.Name.toUpperCase()}:FAILED`),
    );
    const unrecognised = documents.some((d) => d.DocumentCategory === 'Unknown');
    const result: HighLevelResult = failedChecks.length
      ? 'NotAccepted'
      : missing
        ? 'Undefined'
        : unrecognised
          ? 'Refer'
          : 'Passed';
    return {
      JourneyId: journey.journeyId,
      HighLevelResult: result,
      HighLevelResultDetails: [
        ...new Set([...failedChecks, ...(result === 'Refer' ? ['DOCUMENTRECOGNITION:FAILED'] : [])]),
      ],
      InitiatedDateTime: journey.initiatedAt,
      ...(missing && !failedChecks.length ? { RequiredAction: missing === 'Front' ? 'FRONT' : 'BACK' } : {}),
      AdditionalData: [{ Name: 'reference', Value: journey.reference }],
      ProcessedDocuments: documents,
    };
  }

  private processed(side: SandboxScanSide): ProcessedDocument {
    const usable = passes(side);
    const specimen = usable && side.specimenId ? this.specimens.byId(side.specimenId) : undefined;
    return {
      DocumentSide: side.side as DocumentSide,
      DocumentCategory: specimen ? 'DrivingLicence' : 'Unknown',
      ...(specimen && {
        DocumentName: specimen.documentName,
        IssuingCountryCode: specimen.issuingCountryCode,
        ...(specimen.issuingStateName && { IssuingStateName: specimen.issuingStateName }),
      }),
      HighLevelResult: !usable ? 'NotAccepted' : specimen ? 'Passed' : 'Refer',
      ScanDateTime: side.submittedAt,
      Attempt: side.attempt,
      QualityCheckDetails: side.qualityChecks,
      ExtractedFields: specimen ? structuredClone(specimen.fields[side.side]) : [],
      DocumentImages: [{ Role: 'WhiteImage', Url: sandboxScanImageUrl(side.journeyId, side.imageId) }],
    };
  }
}
