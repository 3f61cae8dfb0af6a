import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import { DomainError, FILE_TOO_LARGE_MESSAGE } from '@lease-portal/domain';
import { MAX_SCAN_IMAGE_BYTES, type SandboxIdentityScan } from '@lease-portal/partners';

/** Where the portal serves the sandbox identity-scan service's REST API (decision 1630). */
export const SANDBOX_IDENTITY_SCAN_PATH = '/sandbox/identity-scan';

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

/** The service's token travels as IEOS sends it, the whole Authorization header (a Bearer prefix tolerated). */
const tokenOf = (header: string | undefined): string => (header ?? '').replace(/^Bearer\s+/i, '').trim();

/** A refusal as the service answers it: its code and stable reason, never the image or a field. */
function refuse(res: Response, error: unknown): void {
  if (!(error instanceof DomainError)) throw error;
  res
    .status(STATUS_OF[error.code] ?? 400)
    .set(noStore)
    .json({ error: { code: error.code, reason: error.details?.reason ?? null, message: error.message } });
}

/**
 * The sandbox identity-scan service's REST API, shaped after IEOS (mounted at /sandbox/identity-scan):
 * - `POST /idscanenterprisesvc/journey/upload?side=Front|Back` with the scanning token: one side's
 *   image as the body (image/jpeg, image/png, image/webp or image/avif; at most 10,240,000 bytes);
 *   answers the side's quality checks and the journey.
 * - `GET /idscanenterprisesvc/journey/get?journeyId=…` with the investigation token: the journey
 *   (journey §7).
 * - `GET /journeys/:journeyId/images/:imageId` with the investigation token: a side's image.
 * Each token opens its own journey only; the answers are personal data and are never cached.
 */
export function sandboxIdentityScanRouter(service: SandboxIdentityScan): Router {
  const router = Router();
  const imageBody = express.raw({ type: () => true, limit: MAX_SCAN_IMAGE_BYTES });

  router.post('/idscanenterprisesvc/journey/upload', imageBody, async (req, res) => {
    try {
      const body: unknown = req.body;
      const image = Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array(0);
      const side = typeof req.query.side === 'string' ? req.query.side : '';
      res
        .set(noStore)
        .json(await service.submitWithScanningToken(tokenOf(req.headers.authorization), side, image));
    } catch (error) {
      refuse(res, error);
    }
  });

  router.get('/idscanenterprisesvc/journey/get', async (req, res) => {
    try {
      const journeyId = typeof req.query.journeyId === 'string' ? req.query.journeyId : '';
      res.set(noStore).json(await service.journeyWithToken(journeyId, tokenOf(req.headers.authorization)));
    } catch (error) {
      refuse(res, error);
    }
  });

  router.get('/journeys/:journeyId/images/:imageId', async (req, res) => {
    try {
      const { journeyId, imageId } = req.params;
      const image = await service.imageWithToken(journeyId, imageId, tokenOf(req.headers.authorization));
      if (!image) {
        res
          .status(404)
          .set(noStore)
          .json({ error: { code: 'NOT_FOUND', reason: 'IDENTITY_CHECK.JOURNEY_UNKNOWN' } });
        return;
      }
      res
        .status(200)
        .set({ ...noStore, 'Content-Type': image.contentType, 'Content-Disposition': 'attachment' })
        .send(Buffer.from(image.bytes));
    } catch (error) {
      refuse(res, error);
    }
  });

  // A body over the limit is refused before it is read whole, with the journey's own words.
  const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type !== 'entity.too.large') return next(error);
    res
      .status(413)
      .set(noStore)
      .json({
        error: {
          code: 'BAD_INPUT',
          reason: 'IDENTITY_CHECK.IMAGE_TOO_LARGE',
          message: FILE_TOO_LARGE_MESSAGE,
        },
      });
  };
  router.use(tooLarge);
  return router;
}
