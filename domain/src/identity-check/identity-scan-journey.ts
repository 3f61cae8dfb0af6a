/**
 * The identity-scan service's journey, in the shape its REST API answers (journey §7,
 * `GET /idscanenterprisesvc/journey/get?journeyId={id}`, modelled on GBG IDscan IEOS): the service's
 * own field names, so an HTTP client can pass its answer through and the sandbox emits the same.
 */

export const DOCUMENT_SIDES = ['Front', 'Back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

export function isDocumentSide(value: unknown): value is DocumentSide {
  return typeof value === 'string' && (DOCUMENT_SIDES as readonly string[]).includes(value);
}

/**
 * The journey's overall result (IEOS HighLevelResult). `Undefined`: not finished, `RequiredAction`
 * names the side still needed. `NotAccepted`: an image failed its quality checks. `Refer`: both
 * sides are usable but the document was not recognised, so nothing was read from it.
 */
export type HighLevelResult = 'Passed' | 'Refer' | 'Expired' | 'NotAccepted' | 'NotSupported' | 'Undefined';

/** The service's names for the three quality checks of journey §5 (IEOS QualityCheckDetails). */
export const QUALITY_CHECK_NAMES = {
  blur: 'BlurCheck',
  fullDocumentInView: 'FullDocumentInViewCheck',
  lowResolution: 'LowResolutionCheck',
} as const;
export type QualityCheckName = (typeof QUALITY_CHECK_NAMES)[keyof typeof QUALITY_CHECK_NAMES];

export interface QualityCheckDetail {
  Name: QualityCheckName;
  /** `Good` passes; anything else fails the check (journey §5). */
  State: 'Good' | 'Bad';
}

/**
 * The names of the fields a licence yields (ExtractedFields[].Name). Dates are YYYY-MM-DD; AU cards
 * give the issuing state's code and the card number, NZ licences their version.
 */
export const EXTRACTED_FIELD_NAMES = [
  'FirstName',
  'MiddleName',
  'LastName',
  'BirthDate',
  'ExpiryDate',
  'DocumentNumber',
  'CardNumber',
  'IssuingStateCode',
  'LicenceVersion',
  'Address',
] as const;
export type ExtractedFieldName = (typeof EXTRACTED_FIELD_NAMES)[number];

export interface ExtractedField {
  Name: ExtractedFieldName;
  Value: string;
}

/** The image the service keeps of a side; `WhiteImage` is the document under white light. */
export interface DocumentImage {
  Role: 'WhiteImage';
  /** Where the service serves the image, to its own credentials only. */
  Url: string;
}

/** One side of one document as the service processed it. */
export interface ProcessedDocument {
  DocumentSide: DocumentSide;
  /** `DrivingLicence` when the service recognised a licence; `Unknown` otherwise. */
  DocumentCategory: 'DrivingLicence' | 'Unknown';
  DocumentName?: string;
  /** `AUS` or `NZL`, when recognised. */
  IssuingCountryCode?: 'AUS' | 'NZL';
  /** AU only, when recognised. */
  IssuingStateName?: string;
  HighLevelResult: Exclude<HighLevelResult, 'Undefined'>;
  ScanDateTime: string;
  /** Which attempt at this side this is (1 for the first image). */
  Attempt: number;
  QualityCheckDetails: QualityCheckDetail[];
  /** Empty when the image failed a quality check or the document was not recognised. */
  ExtractedFields: ExtractedField[];
  DocumentImages: DocumentImage[];
}

export interface IdentityScanJourney {
  JourneyId: string;
  HighLevelResult: HighLevelResult;
  /** e.g. `DOCUMENTRECOGNITION:FAILED`, `BLURCHECK:FAILED`. */
  HighLevelResultDetails: string[];
  InitiatedDateTime: string;
  /** While the journey is unfinished: the side still needed, `FRONT` or `BACK`. */
  RequiredAction?: 'FRONT' | 'BACK';
  /** Our reference for whose scan this is, given when the journey started. */
  AdditionalData: { Name: 'reference'; Value: string }[];
  /** The latest attempt at each side, front first. */
  ProcessedDocuments: ProcessedDocument[];
}

/** The answer to one submitted side: its quality checks, and whether the journey can go on. */
export interface SubmittedSide {
  journeyId: string;
  side: DocumentSide;
  accepted: boolean;
  QualityCheckDetails: QualityCheckDetail[];
  /** The journey after this side: `RequiredAction` says which side comes next, if any. */
  journey: IdentityScanJourney;
}

/** An image the service keeps, read back by its URL. */
export interface ScanImage {
  contentType: string;
  bytes: Uint8Array;
}
