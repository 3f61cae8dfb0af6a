import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { Verifier } from '@pact-foundation/pact';
import { DOCUSIGN_PACT } from '@lease-portal/partners/src/e-signature/docusign/docusign-pact';
import { DOCUSIGN_SANDBOX_PATH } from '../e-signature/docusign-sandbox/docusign-sandbox-router';
import { docuSignProviderStates } from './docusign-provider-states';
import { aPortalToVerify } from './testing/a-portal-to-verify';

/**
 * Provider side of the DocuSign adapter's pact: every interaction replayed over HTTP against the DocuSign
 * sandbox of a running portal (decision 2103), its states arranged through the sandbox service. The
 * consumer's token and assertion cannot be the sandbox's, so the request filter puts in a token the
 * sandbox gave and an assertion signed with the sandbox integration's key.
 */
describe(`${DOCUSIGN_PACT.provider} (the portal's DocuSign sandbox) honours the adapter's pact`, () => {
  const running = aPortalToVerify('docusign');

  it('verifies every interaction', async () => {
    const { stateHandlers, assertion, accessToken } = docuSignProviderStates(
      running.portal.container,
      running.origin,
    );
    const requestFilter = (req: Request, _res: Response, next: NextFunction) => {
      void (async () => {
        if (req.path.endsWith('/oauth/token')) {
          // Pact's proxy parsed the form; it is sent on as the bytes put back here.
          const form = new URLSearchParams(req.body as Record<string, string>);
          form.set('assertion', await assertion(req.headers.host ?? ''));
          req.body = Buffer.from(form.toString());
          req.headers['content-length'] = String((req.body as Buffer).length);
        } else if (req.headers.authorization) {
          req.headers.authorization = `Bearer ${await accessToken()}`;
        }
      })().then(() => next(), next);
    };
    await new Verifier({
      provider: DOCUSIGN_PACT.provider,
      providerBaseUrl: `${running.origin}${DOCUSIGN_SANDBOX_PATH}`,
      pactUrls: [path.join(DOCUSIGN_PACT.dir, DOCUSIGN_PACT.file)],
      logLevel: 'warn',
      stateHandlers,
      requestFilter,
    }).verifyProvider();
  }, 120_000);
});
