import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import {
  DOCUMENT_SIDES,
  DomainError,
  isRegion,
  type DocumentSide,
  type IdentityScanJourney,
} from '@lease-portal/domain';
import { MAX_SCAN_IMAGE_BYTES, gbgWire } from '@lease-portal/partners';
import { answerBodyFault, delayIfSlow } from '../partner-sandbox/sandbox-faults';
import type { GbgSandbox } from './gbg-sandbox';

const { TOKEN_PATH, UPLOAD_PATH, JOURNEY_PATH, QUALITY_PATH, QUALITY_STATE_FAILED, uploadRequestWire } =
  gbgWire;

/** GBG's image path, as the sandbox's `DocumentImages[].Url` names it. */
const IMAGE_PATH = '/idscanenterprisesvc/Journey/GetImage';

const STATUS_OF: Partial<Record<DomainError['code'], number>> = {
  BAD_INPUT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ALLOWED: 409,
  PARTNER_UNAVAILABLE: 503,
};

const noStore = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** A base64 image of the largest size, with room for the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_SCAN_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** A refusal as the sandbox answers it: a message and a stable reason, never the image or a field. */
function refuse(res: Response, error: unknown): void {
  if (!(error instanceof DomainError)) throw error;
  const reason = String(error.details?.reason ?? '').replace(/^IDENTITY_CHECK\./, '');
  const status = reason === 'IMAGE_TOO_LARGE' ? 413 : (STATUS_OF[error.code] ?? 400);
  res.status(status).set(noStore).json({ Message: error.message, Reason: reason });
}

const unauthorised = (res: Response) =>
  res.status(401).set(noStore).json({ Message: 'Authorization has been denied for this request.' });

/** The side the journey asks for next: the front until it is usable, then the back. */
function nextSide(journey: IdentityScanJourney | undefined): DocumentSide {
  if (!journey) return 'Front';
  const usable = (side: DocumentSide) =>
    journey.ProcessedDocuments.some(
      (d) => d.DocumentSide === side && d.QualityCheckDetails.every((c) => c.State === 'Good'),
    );
  return DOCUMENT_SIDES.find((side) => !usable(side)) ?? 'Back';
}

/** The journey in GBG's retrieval shape: its own fields, quality checks answered apart (decision 2119). */
function gbgJourneyOf(journey: IdentityScanJourney) {
  return {
    JourneyId: journey.JourneyId,
    HighLevelResult: journey.HighLevelResult,
    HighLevelResultDetails: journey.HighLevelResultDetails,
    InitiatedDateTime: journey.InitiatedDateTime,
    RequiredAction: journey.RequiredAction ?? 'NONE',
    AdditionalData: journey.AdditionalData,
    ProcessedDocuments: journey.ProcessedDocuments.map((d) => ({
      IssuingCountryCode: d.IssuingCountryCode ?? null,
      IssuingStateName: d.IssuingStateName ?? null,
      DocumentCategory: d.DocumentCategory,
      DocumentType: d.DocumentCategory === 'DrivingLicence' ? 'DrivingLicence' : null,
      DocumentName: d.DocumentName ?? null,
      DocumentSide: d.DocumentSide,
      IsValidated: d.HighLevelResult === 'Passed',
      ScanDateTime: d.ScanDateTime,
      HighLevelResult: d.HighLevelResult,
      Attempt: d.Attempt,
      ExtractedFields: d.ExtractedFields.map((f) => ({ Name: f.Name, Value: f.Value, OCRValue: f.Value })),
      DocumentImages: d.DocumentImages,
    })),
  };
}

/**
 * The identity-scan sandbox on GBG IDscan Enterprise's own wire (decision 2119), mounted at
 * /sandbox/identity-scan:
 * - `POST /idscanenterprisesvc/token`, form-encoded `grant_type=password`, `username`, `password`,
 *   `area`: the area's token for the portal's own service users;
 * - `POST /idscanenterprisesvc/journey/upload` with the scanning token: one image as base64 JSON
 *   (`InputImages[{Name:'WhiteImage', ImageFormat, Data}]`); without `JourneyID` it starts a journey,
 *   with it the image is the journey's next side;
 * - `GET /idscanenterprisesvc/Journey/Get?journeyID=`, `GET …/Search/GetEvaluatedPersonEntryValidationResults?id=`
 *   and `GET …/Journey/GetImage?journeyID=&id=` with the investigation token.
 * The token is the whole Authorization header (or the `token` cookie), as GBG takes it. The answers
 * are personal data and are never cached.
 */
export function sandboxIdentityScanRouter(sandbox: GbgSandbox): Router {
  const { service } = sandbox;
  const router = Router();
  const opens = (area: 'scanning' | 'investigation', req: express.Request) =>
    sandbox.opens(area, req.headers.authorization, req.headers.cookie);

  // A fault armed for the call answers in its place, in GBG's shapes.
  router.use(async (req, res, next) => {
    const fault = sandbox.faults.take(req.method, req.path);
    if (!fault || !(await delayIfSlow(fault))) return next();
    if (answerBodyFault(fault, res, sandbox.faults)) return;
    res.set(noStore);
    if (fault.kind === 'server-error') res.status(500).json({ Message: 'An error has occurred.' });
    else if (fault.kind === 'rate-limited')
      res
        .status(429)
        .set('Retry-After', String(fault.retryAfterSeconds))
        .json({ Message: 'Too many requests.' });
    else if (fault.kind === 'invalid-token') unauthorised(res);
    else if (fault.kind === 'refused')
      res.status(400).json({ Message: 'The request is invalid.', Reason: 'REQUEST_INVALID' });
    else next();
  });

  router.post(TOKEN_PATH, express.urlencoded({ extended: false, limit: '8kb' }), (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (form.grant_type !== 'password') {
      res.status(400).set(noStore).json({ error: 'unsupported_grant_type' });
      return;
    }
    const issued = sandbox.issue(String(form.area ?? ''), form.username, form.password);
    if (!issued) {
      res
        .status(400)
        .set(noStore)
        .json({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
      return;
    }
    res
      .set(noStore)
      .json({ access_token: issued.accessToken, token_type: 'bearer', expires_in: issued.expiresIn });
  });

  router.post(UPLOAD_PATH, express.json({ limit: UPLOAD_BODY_LIMIT, type: () => true }), async (req, res) => {
    if (!opens('scanning', req)) return void unauthorised(res);
    const upload = uploadRequestWire.safeParse(req.body);
    if (!upload.success) {
      res.status(400).set(noStore).json({ Message: 'The request is invalid.', Reason: 'REQUEST_INVALID' });
      return;
    }
    const { JourneyID, InputImages, AdditionalData } = upload.data;
    const data = (name: string) => AdditionalData?.find((d) => d.Name === name)?.Value;
    const region = data('region') ?? 'AU';
    try {
      const journey = JourneyID ? await service.journey(JourneyID) : undefined;
      if (JourneyID && !journey)
        return void refuse(res, new DomainError('NOT_FOUND', 'The journey was not found.'));
      const submitted = await service.submitDocument({
        ...(JourneyID ? { journeyId: JourneyID } : {}),
        reference: data('reference') ?? '',
        region: isRegion(region) ? region : 'AU',
        side: nextSide(journey),
        image: new Uint8Array(Buffer.from(InputImages[0]!.Data, 'base64')),
      });
      res.set(noStore).json({
        JourneyID: submitted.journeyId,
        RequiredAction: submitted.journey.RequiredAction ?? 'NONE',
        HighLevelResult: submitted.journey.HighLevelResult,
        HighLevelResultDetails: submitted.journey.HighLevelResultDetails,
      });
    } catch (error) {
      refuse(res, error);
    }
  });

  router.get(JOURNEY_PATH, async (req, res) => {
    if (!opens('investigation', req)) return void unauthorised(res);
    try {
      const journey = await service.journey(String(req.query.journeyID ?? ''));
      if (!journey) return void res.status(404).set(noStore).json({ Message: 'The journey was not found.' });
      res.set(noStore).json(gbgJourneyOf(journey));
    } catch (error) {
      refuse(res, error);
    }
  });

  router.get(QUALITY_PATH, async (req, res) => {
    if (!opens('investigation', req)) return void unauthorised(res);
    try {
      const journey = await service.journey(String(req.query.id ?? ''));
      if (!journey) return void res.status(404).set(noStore).json({ Message: 'The journey was not found.' });
      const latest = [...journey.ProcessedDocuments]
        .sort((a, b) => a.ScanDateTime.localeCompare(b.ScanDateTime))
        .at(-1);
      res.set(noStore).json({
        QualityCheckDetails: (latest?.QualityCheckDetails ?? []).map((c) => ({
          Name: c.Name,
          State: c.State === 'Good' ? 1 : QUALITY_STATE_FAILED,
        })),
      });
    } catch (error) {
      refuse(res, error);
    }
  });

  router.get(IMAGE_PATH, async (req, res) => {
    if (!opens('investigation', req)) return void unauthorised(res);
    try {
      const image = await service.imageById(String(req.query.journeyID ?? ''), String(req.query.id ?? ''));
      if (!image) return void res.status(404).set(noStore).json({ Message: 'The image was not found.' });
      res
        .status(200)
        .set({ ...noStore, 'Content-Type': image.contentType, 'Content-Disposition': 'attachment' })
        .send(Buffer.from(image.bytes));
    } catch (error) {
      refuse(res, error);
    }
  });

  // A body over the limit is refused before it is read whole.
  const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type !== 'entity.too.large') return next(error);
    res.status(413).set(noStore).json({ Message: 'The image is too large.', Reason: 'IMAGE_TOO_LARGE' });
  };
  router.use(tooLarge);
  return router;
}
