import { z } from 'zod';

/**
 * The subset of GBG IDscan Enterprise's web API (IEOS) the portal speaks (decision 2119), described
 * once here and read by the adapter and the portal's GBG sandbox alike, in GBG's own names. Every path
 * is under the service's base, e.g. https://sydney.idscan.cloud (the AU region's host).
 */

/** The token endpoint: form-encoded `grant_type=password`, `username`, `password`, `area`. */
export const TOKEN_PATH = '/idscanenterprisesvc/token';
/** The upload: one side's image as base64 JSON; without `JourneyID` it starts a journey. */
export const UPLOAD_PATH = '/idscanenterprisesvc/journey/upload';
/** The journey read back: `?journeyID={guid}`, with the investigation token. */
export const JOURNEY_PATH = '/idscanenterprisesvc/Journey/Get';
/** The journey's quality checks: `?id={journeyId}`, with the investigation token. */
export const QUALITY_PATH = '/idscanenterprisesvc/Search/GetEvaluatedPersonEntryValidationResults';

/** The two areas a service account signs in to: uploads need `scanning`, reads `investigation`. */
export type GbgArea = 'scanning' | 'investigation';

/** The token answer. GBG's is OAuth-like; its expiry is read when given, else the token is kept 20 min. */
export const tokenWire = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().int().positive().optional(),
});
export type GbgTokenAnswer = z.infer<typeof tokenWire>;

/** The image's format as GBG names it. */
export const IMAGE_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The upload's body: the image under white light, and our reference and region as additional data. */
export const uploadRequestWire = z.object({
  JourneyID: z.string().min(1).optional(),
  InputImages: z
    .array(
      z.object({
        Name: z.literal('WhiteImage'),
        ImageFormat: z.string().min(1),
        Data: z.string().min(1),
      }),
    )
    .length(1),
  IsDocumentExtracted: z.boolean().optional(),
  Source: z.number().int().optional(),
  AdditionalData: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
});
export type GbgUploadRequest = z.infer<typeof uploadRequestWire>;

/** What an upload answers: the journey's id, what it needs next and its result so far. */
export const uploadAnswerWire = z.object({
  JourneyID: z.string().min(1),
  /** `FRONT`, `BACK`, …; `NONE` (or absent) once the journey needs nothing more. */
  RequiredAction: z.string().nullish(),
  HighLevelResult: z.string().nullish(),
  HighLevelResultDetails: z.array(z.string()).nullish(),
});
export type GbgUploadAnswer = z.infer<typeof uploadAnswerWire>;

const extractedFieldWire = z.object({
  Name: z.string(),
  Value: z.string().nullish(),
  OCRValue: z.string().nullish(),
  LocalValue: z.string().nullish(),
  OCRLocalValue: z.string().nullish(),
});

const documentImageWire = z.object({ Role: z.string(), Url: z.string().min(1) });

/** One processed document, in the fields GBG documents (and `DocumentImages`, the sandbox's shape). */
export const processedDocumentWire = z.object({
  IssuingCountryCode: z.string().nullish(),
  IssuingStateName: z.string().nullish(),
  DocumentCategory: z.string().nullish(),
  DocumentType: z.string().nullish(),
  DocumentName: z.string().nullish(),
  DocumentSide: z.string(),
  IsValidated: z.boolean().nullish(),
  ScanDateTime: z.string().nullish(),
  HighLevelResult: z.string().nullish(),
  Attempt: z.number().int().positive().nullish(),
  ExtractedFields: z.array(extractedFieldWire).nullish(),
  DocumentImages: z.array(documentImageWire).nullish(),
});
export type GbgProcessedDocument = z.infer<typeof processedDocumentWire>;

/** The journey as `Journey/Get` answers it. */
export const journeyWire = z.object({
  JourneyId: z.string().min(1),
  HighLevelResult: z.string().nullish(),
  HighLevelResultDetails: z.array(z.string()).nullish(),
  InitiatedDateTime: z.string().nullish(),
  RequiredAction: z.string().nullish(),
  ReferenceNumber: z.string().nullish(),
  LastDecision: z.unknown().optional(),
  AdditionalData: z.array(z.object({ Name: z.string(), Value: z.string().nullish() })).nullish(),
  ProcessedDocuments: z.array(processedDocumentWire).nullish(),
  /** The journey's images as GBG's reporting answers them; `ImageUrl` read with the token. */
  JourneyImages: z
    .array(
      z.object({
        StepName: z.string().nullish(),
        ImageRole: z.string(),
        Attempt: z.number().int().nullish(),
        ImageUrl: z.string().min(1),
      }),
    )
    .nullish(),
});
export type GbgJourney = z.infer<typeof journeyWire>;

/** A quality check's state: 2 is failed; any other the check passed. */
export const QUALITY_STATE_FAILED = 2;

/** The journey's evaluated quality checks. */
export const qualityWire = z.object({
  QualityCheckDetails: z
    .array(z.object({ Name: z.string(), State: z.number().int() }))
    .nullish()
    .transform((checks) => checks ?? []),
});
export type GbgQualityAnswer = z.infer<typeof qualityWire>;

/** The error body the sandbox answers (GBG documents none): its message, never a field or an image. */
export const errorWire = z.object({ Message: z.string(), Reason: z.string().optional() });
