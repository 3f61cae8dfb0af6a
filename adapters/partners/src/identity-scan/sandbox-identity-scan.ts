import {
  DOCUMENT_SIDES,
  identityCheckErrors,
  isDocumentSide,
  type Clock,
  type DocumentSide,
  type HighLevelResult,
  type IdentityScan,
  type IdentityScanJourney,
  type Ids,
  type ProcessedDocument,
  type SandboxIdentityScanStore,
  type SandboxScanJourney,
  type SandboxScanSide,
  type ScanImage,
  type Region,
  type SecretTokens,
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

/**
 * Where the service serves a side's image, to its investigation token: a path on the service, as GBG's
 * `Journey/GetImage` (decision 2119); the adapter reads it at the service's own address only.
 */
export const sandboxScanImageUrl = (journeyId: string, imageId: string): string =>
  `/idscanenterprisesvc/Journey/GetImage?journeyID=${encodeURIComponent(journeyId)}&id=${encodeURIComponent(imageId)}&role=WhiteImage`;

const passes = (side: SandboxScanSide) => side.qualityChecks.every((check) => check.State === 'Good');

/**
 * The embedded sandbox identity-scan service (decisions 1630, 2119): what GBG IDscan Enterprise does
 * with a journey, the portal's router speaking its web API over it. Journeys and images kept in the
 * portal's database, the quality checks computed on each image's pixels, and the specimen licences
 * recognised and read. Any other usable image gives no fields. The first image starts a journey, as
 * GBG's first upload does; the journey has no token of its own (the account's tokens open them all,
 * so the store's token digests are of tokens nobody holds). It logs nothing: names, numbers and
 * images are personal data.
 */
export class SandboxIdentityScan implements IdentityScan {
  readonly faults = new FaultSwitch<'submitDocument' | 'journey' | 'image'>('identity-scan service');

  constructor(
    private readonly store: SandboxIdentityScanStore,
    private readonly tokens: SecretTokens,
    private readonly ids: Ids,
    private readonly clock: Clock,
    private readonly specimens = new SpecimenCatalogue(),
  ) {}

  async submitDocument(request: SubmitDocumentRequest): Promise<SubmittedSide> {
    this.faults.check('submitDocument');
    if (!isDocumentSide(request.side)) throw identityCheckErrors.sideInvalid();
    const known = request.journeyId ? await this.store.journeyOf(request.journeyId) : undefined;
    if (request.journeyId && !known) throw identityCheckErrors.journeyUnknown();
    if (request.image.byteLength > MAX_SCAN_IMAGE_BYTES) throw identityCheckErrors.imageTooLarge();
    // Refused before decoding anything: a finished journey, or a side captured as often as it may be.
    if (known) this.refuseAnotherImage(await this.store.sidesOf(known.journeyId), request.side);
    const quality = await measureScanImage(request.image);
    // An image that is not one starts no journey.
    const journey = known ?? (await this.newJourney(request.reference, request.region));
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

  /** A journey kept before its first image is: the upload that starts it is its first side. */
  private async newJourney(reference: string, region: Region): Promise<SandboxScanJourney> {
    const journey: SandboxScanJourney = {
      journeyId: this.ids.next(),
      reference,
      region,
      journeyDefinitionId: SANDBOX_JOURNEY_DEFINITIONS[region],
      scanningTokenDigest: this.tokens.generate().digest,
      investigationTokenDigest: this.tokens.generate().digest,
      initiatedAt: this.clock.now().toISOString(),
    };
    await this.store.addJourney(journey);
    return journey;
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

  /** An image of the journey by the id its URL names; undefined for another journey's. */
  async imageById(journeyId: string, imageId: string): Promise<ScanImage | undefined> {
    this.faults.check('image');
    return this.store.imageOf(journeyId, imageId);
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
