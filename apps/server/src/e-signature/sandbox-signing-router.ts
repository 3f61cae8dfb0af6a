import express, { Router } from 'express';
import type { SandboxESignature, SigningAction } from '@lease-portal/partners';
import { expiredViewPage, signingPage } from './sandbox-signing-page';

const ACTIONS: readonly SigningAction[] = ['sign', 'decline', 'cancel'];

/**
 * The signing page's own policy, in place of the portal's: its documents are PDFs shown in an
 * `<object>` (which the portal's `object-src 'none'` would leave blank; Chromium loads a PDF there as a
 * frame, so `frame-src` allows the page's own documents too), it is shown only inside the portal's own
 * signing dialog, and its buttons post only back to itself.
 */
export const SIGNING_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "object-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');

/**
 * The sandbox e-signature service's signing pages (mounted at /sandbox/e-signature): what a hosted
 * service's embedded recipient view does, served by the portal. The one-time token in the path is the
 * only credential, as with the real service's view URL.
 */
export function sandboxSigningRouter(service: SandboxESignature): Router {
  const router = Router();
  const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

  router.get('/views/:token', async (req, res) => {
    const view = await service.openSigningView(req.params.token);
    if (!view) {
      res.status(410).type('html').set(noStore).send(expiredViewPage());
      return;
    }
    res
      .type('html')
      .set({ ...noStore, 'Content-Security-Policy': SIGNING_PAGE_POLICY })
      .send(signingPage(req.params.token, view));
  });

  router.get('/views/:token/documents/:documentId', async (req, res) => {
    const document = await service.signingDocument(req.params.token, req.params.documentId);
    if (!document) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res
      .type('application/pdf')
      .set({ ...noStore, 'Content-Disposition': `inline; filename="${document.name.replace(/"/g, '')}"` })
      .send(Buffer.from(document.pdf));
  });

  router.post('/views/:token', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const action = (req.body as { action?: unknown } | undefined)?.action;
    if (typeof action !== 'string' || !ACTIONS.includes(action as SigningAction)) {
      res.status(400).type('text/plain').send('Choose Sign, Decline or Finish later.');
      return;
    }
    const returnTo = await service.finishSigning(req.params.token, action as SigningAction);
    if (!returnTo) {
      res.status(410).type('html').set(noStore).send(expiredViewPage());
      return;
    }
    res.redirect(303, returnTo);
  });

  return router;
}
