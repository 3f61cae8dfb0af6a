import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pino from 'pino';
import { LimitRequests, systemClock } from '@lease-portal/domain';
import { aQuoteEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-quote-envelope';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import {
  ConnectEventSender,
  connectSignature,
  NodeCryptoSecretTokens,
  SandboxESignature,
} from '@lease-portal/partners';
import {
  openMemoryDatabase,
  PostgresLoginAttempts,
  PostgresPartnerWebhookInbox,
  type Database,
} from '@lease-portal/postgres';
import { CONNECT_PATH, connectRouter } from './connect-router';

const KEY = 'the-key-made-at-start';

const envelope = aQuoteEnvelope('app-1:quote');

// One store for every test, so that each envelope has an id of its own.
const store = new InMemorySandboxEnvelopeStore();
let sent = 0;
let db: Database;
let server: Server;
let listenerUrl: string;

beforeAll(async () => {
  db = await openMemoryDatabase();
  const app = express().use(
    CONNECT_PATH,
    connectRouter({
      limits: new LimitRequests(new PostgresLoginAttempts(db), systemClock),
      inbox: new PostgresPartnerWebhookInbox(db),
      keys: () => [KEY],
      clock: systemClock,
      logger: pino({ level: 'silent' }),
    }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  listenerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${CONNECT_PATH}`;
}, 120_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
});

/** The sandbox, telling the given sender; a view of the envelope for its one signer, opened. */
async function aSandboxSigning(sender: ConnectEventSender) {
  const sandbox = new SandboxESignature(store, new NodeCryptoSecretTokens(), systemClock);
  sandbox.setEventListener(sender);
  // A reference of its own, or the sandbox answers the envelope already sent for it.
  const { envelopeId } = await sandbox.sendEnvelope({ ...envelope, reference: `app-${++sent}:quote` });
  const { url } = await sandbox.recipientView(envelopeId, {
    clientUserId: 'u1',
    name: 'Priya Raman',
    email: 'priya@example.com',
    returnUrl: 'http://au.localhost/applications/app-1/quotesign',
  });
  const token = url.split('/').pop()!;
  await sandbox.openSigningView(token);
  return { sandbox, envelopeId, token };
}

const keptFor = (envelopeId: string) =>
  db.query<{ kind: string }>(
    'SELECT kind FROM partner_webhook_events WHERE envelope_id = $1 ORDER BY received_at, kind',
    [envelopeId],
  );

describe('the sandbox as DocuSign Connect', () => {
  it('sends each signature, signed with the current key, to the listener, which keeps it with its job', async () => {
    const seen: { headers: Record<string, string>; body: string; status: number }[] = [];
    const sender = new ConnectEventSender({
      url: () => listenerUrl,
      keys: () => [KEY],
      fetch: async (url, init) => {
        const answer = await fetch(url, init);
        seen.push({
          headers: init?.headers as Record<string, string>,
          body: String(init?.body),
          status: answer.status,
        });
        return answer;
      },
    });
    const { sandbox, envelopeId, token } = await aSandboxSigning(sender);

    await sandbox.finishSigning(token, 'sign');
    await sender.settled();

    expect(seen.map(({ body }) => JSON.parse(body).event).sort()).toEqual([
      'envelope-completed',
      'recipient-completed',
    ]);
    for (const { headers, body, status } of seen) {
      expect(status).toBe(200);
      expect(headers['X-DocuSign-Signature-1']).toBe(connectSignature(body, KEY));
      expect(headers['X-Authorization-Digest']).toBe('HMACSHA256');
      expect(JSON.parse(body)).toMatchObject({ apiVersion: 'v2.1', data: { envelopeId } });
      // Nothing about the signer travels with it.
      expect(body).not.toMatch(/priya/i);
    }
    expect((await keptFor(envelopeId)).map(({ kind }) => kind).sort()).toEqual([
      'envelope-completed',
      'recipient-completed',
    ]);
    const jobs = await db.query<{ payload: Record<string, string> }>(
      "SELECT payload FROM partner_jobs WHERE payload->>'envelopeId' = $1 ORDER BY payload->>'event'",
      [envelopeId],
    );
    // Each job carries our reference, and a recipient's event its recipient: enough to record it
    // without asking the service (decision 2108).
    const reference = (await sandbox.envelope(envelopeId))!.reference;
    expect(jobs.map(({ payload }) => payload)).toEqual([
      { envelopeId, event: 'envelope-completed', reference },
      { envelopeId, event: 'recipient-completed', recipientId: '1', reference },
    ]);
  });

  it('sends a decline as the recipient and the envelope declining', async () => {
    const sender = new ConnectEventSender({ url: () => listenerUrl, keys: () => [KEY] });
    const { sandbox, envelopeId, token } = await aSandboxSigning(sender);
    await sandbox.finishSigning(token, 'decline');
    await sender.settled();
    expect((await keptFor(envelopeId)).map(({ kind }) => kind).sort()).toEqual([
      'envelope-declined',
      'recipient-declined',
    ]);
  });

  it("neither holds up nor fails the signer's request when the listener is down, and gives up after its retries", async () => {
    const givenUp: { event: string; attempts: number }[] = [];
    const sender = new ConnectEventSender({
      url: () => 'http://127.0.0.1:9/webhooks/docusign/connect',
      keys: () => [KEY],
      retryDelayMs: 20,
      onGiveUp: ({ event, attempts }) => givenUp.push({ event, attempts }),
    });
    const { sandbox, token } = await aSandboxSigning(sender);
    const returned = await sandbox.finishSigning(token, 'sign');
    expect(returned).toContain('event=signing_complete');
    expect(givenUp).toEqual([]);
    await sender.settled();
    expect(givenUp.sort((a, b) => a.event.localeCompare(b.event))).toEqual([
      { event: 'envelope-completed', attempts: 3 },
      { event: 'recipient-completed', attempts: 3 },
    ]);
  });
});
