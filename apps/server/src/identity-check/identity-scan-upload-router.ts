import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import {
  type DomainError,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
  SCAN_IMAGE_TYPES,
  type GetOrgProfilesByDomain,
  type ResolveSession,
  type SubmitScanSide,
} from '@lease-portal/domain';
import { sessionContextOfRequest } from '../http/session-cookie';

/** Where the scan dialog uploads each side of the licence: the portal, never the service (decision 2119). */
export const IDENTITY_SCAN_UPLOAD_PATH = '/identity-scan';

export interface IdentityScanUploadDependencies {
  submitScanSide: Pick<SubmitScanSide, 'execute'>;
  resolveSession: Pick<ResolveSession, 'execute'>;
  organisations: Pick<GetOrgProfilesByDomain, 'execute'>;
}

const STATUS_OF: Partial<Record<DomainError['code'], number>> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ALLOWED: 409,
  PARTNER_UNAVAILABLE: 503,
};

const noStore = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

function refuse(res: Response, status: number, error: { code: string; message: string; reason?: unknown }) {
  res
    .status(status)
    .set(noStore)
    .json({ error: { code: error.code, reason: error.reason ?? null, message: error.message } });
}

/**
 * The scan's upload (decision 2119): `POST /identity-scan/applications/:applicationId/sides/:side`
 * (`?journeyId=` for the back), the photo as the body under an image type. The session says who is
 * asking; the use case checks the application is theirs to scan and the image by its content, then
 * sends it to the identity-scan service with the portal's own credentials. The answer is the side's
 * failed checks and what the journey gives so far, nothing of the service's own. An image type is
 * required so that no cross-site form can post here (it would need a preflight the portal refuses).
 * It logs nothing of the image.
 */
export function identityScanUploadRouter(deps: IdentityScanUploadDependencies): Router {
  const router = Router();
  const image = express.raw({ type: SCAN_IMAGE_TYPES as string[], limit: MAX_FILE_BYTES });

  router.post('/applications/:applicationId/sides/:side', image, async (req, res) => {
    if (!Buffer.isBuffer(req.body)) {
      return refuse(res, 415, {
        code: 'BAD_INPUT',
        reason: 'IDENTITY_CHECK.IMAGE_NOT_READABLE',
        message: 'The image could not be read: take a photo or choose a JPEG or PNG.',
      });
    }
    const context = await sessionContextOfRequest(req, res, deps);
    const user = context.viewer?.user;
    if (!user) return refuse(res, 401, { code: 'UNAUTHENTICATED', message: 'Please sign in.' });
    const journeyId =
      typeof req.query.journeyId === 'string' && req.query.journeyId ? req.query.journeyId : undefined;
    const submitted = await deps.submitScanSide.execute({
      user,
      applicationId: String(req.params.applicationId),
      side: String(req.params.side),
      image: new Uint8Array(req.body),
      ...(journeyId ? { journeyId } : {}),
    });
    if (!submitted.ok) {
      const { error } = submitted;
      const reason = error.details?.reason;
      const status = reason === 'IDENTITY_CHECK.IMAGE_TOO_LARGE' ? 413 : (STATUS_OF[error.code] ?? 400);
      return refuse(res, status, { code: error.code, reason, message: error.message });
    }
    res.status(200).set(noStore).json(submitted.value);
  });

  // A body over the limit is refused before it is read whole, with the journey's own words.
  const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type !== 'entity.too.large') return next(error);
    refuse(res.set('Connection', 'close'), 413, {
      code: 'BAD_INPUT',
      reason: 'IDENTITY_CHECK.IMAGE_TOO_LARGE',
      message: FILE_TOO_LARGE_MESSAGE,
    });
  };
  router.use(tooLarge);
  return router;
}
