import { Router, type Response } from 'express';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
  type AcceptUpload,
  type DomainError,
  type DownloadFile,
  type GetOrgProfilesByDomain,
  type ResolveSession,
} from '@lease-portal/domain';
import { sessionContextOfRequest } from '../http/session-cookie';

export interface FilesRouterDependencies {
  acceptUpload: Pick<AcceptUpload, 'execute'>;
  downloadFile: Pick<DownloadFile, 'execute'>;
  resolveSession: Pick<ResolveSession, 'execute'>;
  organisations: Pick<GetOrgProfilesByDomain, 'execute'>;
}

/**
 * The signed URLs' routes (decision 1600). PUT /upload/:token takes the bytes: the signed grant is the
 * authority, so no session is needed, and it works once (409 afterwards, decision 2030). GET /download/:token answers the file as a download, to its
 * owner's own session only. Neither logs anything of the file.
 */
export function filesRouter(deps: FilesRouterDependencies): Router {
  const router = Router();

  router.put('/upload/:token', async (req, res) => {
    // A declared length over the limit is refused before a byte is read.
    if (Number(req.headers['content-length'] ?? 0) > MAX_FILE_BYTES) {
      refuseAndClose(res, 413, FILE_TOO_LARGE_MESSAGE);
      return;
    }
    const accepted = await deps.acceptUpload.execute(String(req.params.token), req);
    if (accepted.ok) {
      res.status(200).json({ uuid: accepted.value.uuid });
      return;
    }
    refuseAndClose(res, statusOf(accepted.error), accepted.error.message);
  });

  router.get('/download/:token', async (req, res) => {
    const context = await sessionContextOfRequest(req, res, deps);
    const found = await deps.downloadFile.execute(String(req.params.token), context.viewer?.user);
    if (!found.ok) {
      res
        .status(statusOf(found.error))
        .set('Cache-Control', 'no-store')
        .json({ message: found.error.message });
      return;
    }
    const { file, bytes } = found.value;
    res
      .status(200)
      .attachment(file.fileName ?? file.uuid)
      .set({
        'Content-Type': file.contentType,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        // Even if a browser rendered it, it would run nothing and load nothing.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
      .end(Buffer.from(bytes));
  });

  return router;
}

/** A PDF of the right type whose content is refused (decision 2030): blank, without pages or broken. */
const DOCUMENT_REFUSALS = new Set(['DOCUMENT_UNREADABLE', 'DOCUMENT_WITHOUT_PAGES', 'DOCUMENT_BLANK']);

function statusOf(error: DomainError): number {
  const reason = error.details?.reason;
  if (reason === 'TOO_LARGE') return 413;
  if (reason === 'TYPE_NOT_ACCEPTED' || reason === 'CONTENT_NOT_AS_NAMED') return 415;
  if (typeof reason === 'string' && DOCUMENT_REFUSALS.has(reason)) return 422;
  if (error.code === 'NOT_ALLOWED') return 409;
  if (error.code === 'NOT_FOUND') return 404;
  if (error.code === 'BAD_INPUT') return 400;
  return 403;
}

/** The refusal, and the connection closed: the rest of a refused body is never read. */
function refuseAndClose(res: Response, status: number, message: string): void {
  res.status(status).set('Connection', 'close').json({ message });
}
