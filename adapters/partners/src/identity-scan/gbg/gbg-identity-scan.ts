import {
  DOCUMENT_SIDES,
  EXTRACTED_FIELD_NAMES,
  QUALITY_CHECK_NAMES,
  identityCheckErrors,
  isDocumentSide,
  type DocumentSide,
  type ExtractedField,
  type ExtractedFieldName,
  type HighLevelResult,
  type IdentityScan,
  type IdentityScanJourney,
  type ProcessedDocument,
  type QualityCheckDetail,
  type ScanImage,
  type SubmitDocumentRequest,
  type SubmittedSide,
} from '@lease-portal/domain';
import type { PartnerHttp } from '../../partner-http/partner-http';
import {
  IMAGE_FORMATS,
  JOURNEY_PATH,
  QUALITY_PATH,
  QUALITY_STATE_FAILED,
  UPLOAD_PATH,
  errorWire,
  journeyWire,
  qualityWire,
  uploadAnswerWire,
  type GbgJourney,
  type GbgProcessedDocument,
  type GbgQualityAnswer,
  type GbgUploadRequest,
} from './gbg-wire';

/** The identity-scan service's name in the partner layer's logs, counts and errors. */
export const GBG_PARTNER = 'identity-scan service';

export interface GbgApis {
  /** Uploads, authorised with the account's `scanning` token. */
  scanning: PartnerHttp;
  /** Reads, authorised with the account's `investigation` token. */
  investigation: PartnerHttp;
  /** The service's base URL, read at each call: an image's URL is followed there only. */
  baseUrl: () => string;
  /** What an image's bytes are, by their content. */
  typeOf: (bytes: Uint8Array) => Promise<string | undefined>;
  close: () => Promise<void>;
}

/**
 * The identity-scan port on GBG IDscan Enterprise's web API (decision 2119). The portal alone holds
 * the account's tokens: each side travels as base64 JSON to `journey/upload`, the first starting a
 * journey and the back continuing it by `JourneyID`; then the journey's quality checks and the
 * journey itself are read with the investigation token and mapped onto the domain's journey. An
 * image is fetched at the service's own address only, so the token never goes anywhere else.
 */
export class GbgIdentityScan implements IdentityScan {
  constructor(private readonly apis: GbgApis) {}

  async submitDocument(request: SubmitDocumentRequest): Promise<SubmittedSide> {
    if (!isDocumentSide(request.side)) throw identityCheckErrors.sideInvalid();
    const type = await this.apis.typeOf(request.image);
    const format = type && IMAGE_FORMATS[type];
    if (!format) throw identityCheckErrors.imageNotReadable();
    const body: GbgUploadRequest = {
      ...(request.journeyId ? { JourneyID: request.journeyId } : {}),
      InputImages: [
        { Name: 'WhiteImage', ImageFormat: format, Data: Buffer.from(request.image).toString('base64') },
      ],
      IsDocumentExtracted: false,
      Source: 2,
      ...(request.journeyId
        ? {}
        : {
            AdditionalData: [
              { Name: 'reference', Value: request.reference },
              { Name: 'region', Value: request.region },
            ],
          }),
    };
    const uploaded = await this.apis.scanning.call({
      operation: 'journey.upload',
      method: 'POST',
      path: UPLOAD_PATH,
      json: body,
      answer: uploadAnswerWire,
      accept: [400, 404, 409, 413, 415, 422],
      // A repeated first upload would start a second journey: never repeated in-call.
      retry: false,
    });
    if (uploaded.status >= 400) throw refusalOf(uploaded.status, uploaded.body);
    const journeyId = uploadAnswerWire.parse(uploaded.body).JourneyID;
    const [quality, journey] = await Promise.all([this.quality(journeyId), this.read(journeyId)]);
    if (!journey) throw identityCheckErrors.journeyUnknown();
    const mapped = journeyOf(journey, quality);
    const latest = latestOf(mapped.ProcessedDocuments, request.side);
    const checks = latest?.QualityCheckDetails ?? allChecks(failedChecksOf(journey, quality));
    return {
      journeyId,
      side: request.side,
      accepted: checks.every((check) => check.State === 'Good'),
      QualityCheckDetails: checks,
      journey: mapped,
    };
  }

  async journey(journeyId: string): Promise<IdentityScanJourney | undefined> {
    const journey = await this.read(journeyId);
    return journey && journeyOf(journey, await this.quality(journeyId));
  }

  async image(journeyId: string, url: string): Promise<ScanImage | undefined> {
    const at = this.sameService(url);
    if (!at) return undefined;
    // Only an image the journey names: another journey's URL answers as unknown.
    const journey = await this.journey(journeyId);
    const named = journey?.ProcessedDocuments.some((d) => d.DocumentImages.some((i) => i.Url === url));
    if (!named) return undefined;
    const answer = await this.apis.investigation.call({
      operation: 'journey.image',
      method: 'GET',
      path: at.path,
      query: at.query,
      binary: true,
      accept: [404],
    });
    if (answer.status === 404 || !answer.bytes) return undefined;
    const contentType = (await this.apis.typeOf(answer.bytes)) ?? answer.headers.get('content-type') ?? '';
    return { contentType, bytes: answer.bytes };
  }

  close(): Promise<void> {
    return this.apis.close();
  }

  private async read(journeyId: string): Promise<GbgJourney | undefined> {
    const answer = await this.apis.investigation.call({
      operation: 'journey.get',
      method: 'GET',
      path: JOURNEY_PATH,
      query: { journeyID: journeyId },
      answer: journeyWire,
      accept: [404],
    });
    return answer.status === 404 ? undefined : answer.body;
  }

  private async quality(journeyId: string): Promise<GbgQualityAnswer> {
    const answer = await this.apis.investigation.call({
      operation: 'journey.quality',
      method: 'GET',
      path: QUALITY_PATH,
      query: { id: journeyId },
      answer: qualityWire,
      accept: [404],
    });
    return answer.status === 404 || !answer.body ? { QualityCheckDetails: [] } : answer.body;
  }

  /** The URL's path and query when it is on the service's own origin (or a path on it); else undefined. */
  private sameService(url: string): { path: string; query: Record<string, string> } | undefined {
    const base = new URL(this.apis.baseUrl());
    let target: URL;
    try {
      target = new URL(url, base);
    } catch {
      return undefined;
    }
    if (target.origin !== base.origin) return undefined;
    const basePath = base.pathname.replace(/\/+$/, '');
    const path = target.pathname.startsWith(`${basePath}/`)
      ? target.pathname.slice(basePath.length)
      : target.pathname;
    return { path, query: Object.fromEntries(target.searchParams) };
  }
}

/** An upload refused: by its status, in the identity check's words (GBG documents no error body). */
function refusalOf(status: number, body: unknown) {
  const error = errorWire.safeParse(body);
  const reason = error.success ? error.data.Reason : undefined;
  if (status === 404) return identityCheckErrors.journeyUnknown();
  if (status === 413) return identityCheckErrors.imageTooLarge();
  if (status === 409) {
    return reason === 'ATTEMPTS_EXHAUSTED'
      ? identityCheckErrors.attemptsExhausted(3)
      : identityCheckErrors.journeyFinished();
  }
  return identityCheckErrors.imageNotReadable();
}

const HIGH_LEVEL_RESULTS: readonly HighLevelResult[] = [
  'Passed',
  'Refer',
  'Expired',
  'NotAccepted',
  'NotSupported',
  'Undefined',
];

/** GBG's result in the domain's words: `Aborted` is not accepted, anything unknown is referred. */
export function highLevelResultOf(value: string | null | undefined): HighLevelResult {
  if (value === 'Aborted') return 'NotAccepted';
  return HIGH_LEVEL_RESULTS.find((result) => result === value) ?? 'Refer';
}

const CHECK_NAMES = Object.values(QUALITY_CHECK_NAMES);

/** The checks the journey failed: a failed state in its evaluated checks, or `…CHECK:FAILED` in its details. */
export function failedChecksOf(journey: GbgJourney | undefined, quality: GbgQualityAnswer): Set<string> {
  const failed = new Set<string>();
  for (const check of quality.QualityCheckDetails) {
    if (check.State === QUALITY_STATE_FAILED) failed.add(check.Name);
  }
  for (const detail of journey?.HighLevelResultDetails ?? []) {
    const [name, state] = detail.split(':');
    const check = CHECK_NAMES.find((c) => c.toUpperCase() === name?.toUpperCase());
    if (check && state?.toUpperCase() === 'FAILED') failed.add(check);
  }
  return failed;
}

function allChecks(failed: Set<string>): QualityCheckDetail[] {
  return CHECK_NAMES.map((Name) => ({ Name, State: failed.has(Name) ? 'Bad' : 'Good' }));
}

const ALL_GOOD = allChecks(new Set());

const latestOf = (documents: ProcessedDocument[], side: DocumentSide) =>
  documents.filter((d) => d.DocumentSide === side).sort((a, b) => b.Attempt - a.Attempt)[0];

/**
 * GBG's journey as the domain reads it. The journey's quality checks are its latest document's: an
 * earlier one was accepted, or the journey would not have asked for another side.
 */
export function journeyOf(journey: GbgJourney, quality: GbgQualityAnswer): IdentityScanJourney {
  const failed = failedChecksOf(journey, quality);
  const attempts = new Map<DocumentSide, number>();
  const documents = (journey.ProcessedDocuments ?? [])
    .filter((d): d is GbgProcessedDocument & { DocumentSide: DocumentSide } => isDocumentSide(d.DocumentSide))
    .map((document, index, all) => {
      const attempt = document.Attempt ?? (attempts.get(document.DocumentSide) ?? 0) + 1;
      attempts.set(document.DocumentSide, attempt);
      return processedOf(document, attempt, index === all.length - 1 ? allChecks(failed) : ALL_GOOD, journey);
    });
  const required = journey.RequiredAction?.toUpperCase();
  const reference = journey.AdditionalData?.find((d) => d.Name === 'reference')?.Value;
  return {
    JourneyId: journey.JourneyId,
    HighLevelResult: highLevelResultOf(journey.HighLevelResult),
    HighLevelResultDetails: journey.HighLevelResultDetails ?? [],
    InitiatedDateTime: journey.InitiatedDateTime ?? '',
    ...(required === 'FRONT' || required === 'BACK' ? { RequiredAction: required } : {}),
    AdditionalData: reference ? [{ Name: 'reference', Value: reference }] : [],
    ProcessedDocuments: DOCUMENT_SIDES.flatMap((side) => documents.filter((d) => d.DocumentSide === side)),
  };
}

function processedOf(
  document: GbgProcessedDocument & { DocumentSide: DocumentSide },
  attempt: number,
  checks: QualityCheckDetail[],
  journey: GbgJourney,
): ProcessedDocument {
  const usable = checks.every((c) => c.State === 'Good');
  const recognised = usable && /driv/i.test(document.DocumentCategory ?? '');
  const country = document.IssuingCountryCode;
  const result = highLevelResultOf(document.HighLevelResult);
  return {
    DocumentSide: document.DocumentSide,
    DocumentCategory: recognised ? 'DrivingLicence' : 'Unknown',
    ...(recognised && document.DocumentName ? { DocumentName: document.DocumentName } : {}),
    ...(recognised && (country === 'AUS' || country === 'NZL') ? { IssuingCountryCode: country } : {}),
    ...(recognised && document.IssuingStateName ? { IssuingStateName: document.IssuingStateName } : {}),
    HighLevelResult: !usable ? 'NotAccepted' : result === 'Undefined' ? 'Refer' : result,
    ScanDateTime: document.ScanDateTime ?? '',
    Attempt: attempt,
    QualityCheckDetails: checks,
    ExtractedFields: recognised ? fieldsOf(document) : [],
    DocumentImages: imagesOf(document, attempt, journey),
  };
}

const DATE_FIELDS: readonly ExtractedFieldName[] = ['BirthDate', 'ExpiryDate'];

/** The fields the domain knows; dates as YYYY-MM-DD (GBG may add a time, or write DD/MM/YYYY). */
export function fieldsOf(document: GbgProcessedDocument): ExtractedField[] {
  return (document.ExtractedFields ?? []).flatMap((field) => {
    const name = EXTRACTED_FIELD_NAMES.find((known) => known === field.Name);
    const raw = (field.Value?.trim() || field.OCRValue?.trim()) ?? '';
    if (!name || !raw) return [];
    const value = DATE_FIELDS.includes(name) ? isoDateOf(raw) : raw;
    return value ? [{ Name: name, Value: value }] : [];
  });
}

function isoDateOf(value: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : undefined;
}

/** The side's white-light image: the document's own `DocumentImages`, or the journey's `JourneyImages`. */
function imagesOf(
  document: GbgProcessedDocument & { DocumentSide: DocumentSide },
  attempt: number,
  journey: GbgJourney,
): ProcessedDocument['DocumentImages'] {
  const own = (document.DocumentImages ?? []).filter((i) => i.Role === 'WhiteImage');
  if (own.length) return own.map((i) => ({ Role: 'WhiteImage', Url: i.Url }));
  const side = document.DocumentSide.toLowerCase();
  const image = (journey.JourneyImages ?? []).find(
    (i) =>
      /whiteimage/i.test(i.ImageRole) &&
      (i.StepName ?? '').toLowerCase().includes(side) &&
      (i.Attempt ?? attempt) === attempt,
  );
  return image ? [{ Role: 'WhiteImage', Url: image.ImageUrl }] : [];
}
