import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ENVELOPE_EVENT_JOB } from '@lease-portal/domain';
import { SandboxESignature } from '@lease-portal/partners';
import type { Database } from '@lease-portal/postgres';
import { DATABASE } from '../../composition-root';
import { readConfig } from '../../config';
import { startPortal, type RunningPortal } from '../../start-portal';

/**
 * The portal on its embedded sandbox: a signature on the sandbox reaches the portal's own Connect
 * listener, signed with the key made at start, and its job is run by the portal's worker.
 */
describe('Connect in the embedded portal', () => {
  let dataDir: string;
  let portal: RunningPortal;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-connect-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }), { serveTools: false });
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps the sandbox's events and runs their jobs to the end", async () => {
    const sandbox = portal.container.get(SandboxESignature);
    const db = portal.container.get<Database>(DATABASE);
    const signer = { name: 'Pat Signer', email: 'pat@example.com', clientUserId: 'pat' };
    const { envelopeId } = await sandbox.sendEnvelope({
      reference: 'no-such-application:quote',
      emailSubject: 'Please sign',
      documents: [{ documentId: '1', name: 'Quote.pdf', pdf: new TextEncoder().encode('%PDF-1.7') }],
      signers: [{ recipientId: '1', routingOrder: 1, ...signer }],
      witnesses: [],
    });
    const { url } = await sandbox.recipientView(envelopeId, {
      ...signer,
      returnUrl: 'http://au.localhost/q',
    });
    const token = url.split('/').pop()!;
    await sandbox.openSigningView(token);
    await sandbox.finishSigning(token, 'sign');

    const jobs = () =>
      db.query<{ status: string }>(
        "SELECT status FROM partner_jobs WHERE kind = $1 AND payload->>'envelopeId' = $2",
        [ENVELOPE_EVENT_JOB, envelopeId],
      );
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await jobs()).filter(({ status }) => status === 'done').length < 2)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobs()).map(({ status }) => status)).toEqual(['done', 'done']);
    const kept = await db.query('SELECT kind FROM partner_webhook_events WHERE envelope_id = $1', [
      envelopeId,
    ]);
    expect(kept).toHaveLength(2);
  }, 60_000);
});
