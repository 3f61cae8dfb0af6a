import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import pino from 'pino';
import { Verifier } from '@pact-foundation/pact';
import { DOCUSIGN_PACT } from '@lease-portal/partners/src/e-signature/docusign/docusign-pact';
import { readConfig } from '../config';
import { DOCUSIGN_SANDBOX_PATH } from '../e-signature/docusign-sandbox/docusign-sandbox-router';
import { startPortal, type RunningPortal } from '../start-portal';
import { docuSignProviderStates } from './docusign-provider-states';

/**
 * Provider side of the DocuSign adapter's pact: every interaction replayed over HTTP against the DocuSign
 * sandbox of a running portal (decision 2103), its states arranged through the sandbox service. The
 * consumer's token and assertion cannot be the sandbox's, so the request filter puts in a token the
 * sandbox gave and an assertion signed with the sandbox integration's key.
 */
// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * Calls the adapter makes that the sandbox does not serve yet, left out of the verification: voiding
 * (no caller needs it yet, decision 2103; the sandbox's envelopes cannot be voided).
 */
const NOT_SERVED_BY_THE_SANDBOX = ['a request to void a sent envelope'];

describe(`${DOCUSIGN_PACT.provider} (the portal's DocuSign sandbox) honours the adapter's pact`, () => {
  let dataDir: string;
  let portal: RunningPortal;
  let origin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-docusign-pact-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }), { serveTools: false });
    origin = `http://127.0.0.1:${portal.port}`;
  }, 60_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('verifies every interaction the sandbox serves', async () => {
    const pact = JSON.parse(await readFile(path.join(DOCUSIGN_PACT.dir, DOCUSIGN_PACT.file), 'utf8')) as {
      interactions: { description: string }[];
    };
    const served = pact.interactions.filter((i) => !NOT_SERVED_BY_THE_SANDBOX.includes(i.description));
    expect(pact.interactions.length - served.length).toBe(NOT_SERVED_BY_THE_SANDBOX.length);
    const pactFile = path.join(dataDir, DOCUSIGN_PACT.file);
    await writeFile(pactFile, JSON.stringify({ ...pact, interactions: served }));

    const { stateHandlers, assertion, accessToken } = docuSignProviderStates(portal.container, origin);
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
      providerBaseUrl: `${origin}${DOCUSIGN_SANDBOX_PATH}`,
      pactUrls: [pactFile],
      logLevel: 'warn',
      stateHandlers,
      requestFilter,
    }).verifyProvider();
  }, 120_000);

  it('does not serve the calls left out yet (drop them from the list once it does)', async () => {
    const { accessToken, stateHandlers } = docuSignProviderStates(portal.container, origin);
    const sent = stateHandlers[DOCUSIGN_PACT.states.sent] as (
      params: unknown,
    ) => Promise<Record<string, string>>;
    const { accountId, envelopeId } = await sent({ reference: 'not-served' });
    const answer = await fetch(
      `${origin}${DOCUSIGN_SANDBOX_PATH}/restapi/v2.1/accounts/${accountId}/envelopes/${envelopeId}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'voided', voidedReason: 'pact' }),
      },
    );
    expect(answer.status).toBe(404);
  });
});
