import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ENVELOPE_EVENT_JOB, LimitRequests, systemClock } from '@lease-portal/domain';
import { connectSignature } from '@lease-portal/partners';
import {
  openMemoryDatabase,
  PostgresLoginAttempts,
  PostgresPartnerWebhookInbox,
  type Database,
} from '@lease-portal/postgres';
import { CONNECT_PACT } from './connect-pact';
import { CONNECT_PATH, connectRouter } from './connect-router';

const { eachLike, integer, like, regex } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const BASE64_SHA256 = '^[A-Za-z0-9+/]{43}=$';

/**
 * A Connect JSON SIM event as the listener relies on it: its shape, the exact event name, the
 * recipient a recipient's event is about, and our reference in the summary's custom fields (Connect's
 * "Include Custom Fields"), which its job records the event by (decision 2108).
 */
function exampleEvent(event: string, status: string, recipientId?: string) {
  const envelopeId = '93be49ab-0000-4000-8000-00000000e1a1';
  const accountId = 'a1b2c3d4-0000-4000-8000-00000000e51a';
  return {
    event,
    apiVersion: 'v2.1',
    uri: like(`/restapi/v2.1/accounts/${accountId}/envelopes/${envelopeId}`),
    retryCount: integer(0),
    configurationId: integer(1),
    generatedDateTime: regex(ISO_INSTANT, '2026-11-27T10:00:00.000Z'),
    data: {
      accountId: like(accountId),
      envelopeId: like(envelopeId),
      ...(recipientId ? { recipientId: like(recipientId) } : {}),
      envelopeSummary: {
        status,
        customFields: {
          textCustomFields: eachLike({
            name: regex('^leasePortalReference$', 'leasePortalReference'),
            value: like('app-1:quote'),
          }),
        },
      },
    },
  };
}

/**
 * The example as Pact hands it to the consumer (the matchers' examples, keys in order), so its
 * signature in the metadata is the signature of the bytes the consumer test delivers.
 */
const reified = (value: unknown): unknown =>
  value && typeof value === 'object' && 'value' in value && 'pact:matcher:type' in value
    ? reified((value as { value: unknown }).value)
    : Array.isArray(value)
      ? value.map(reified)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, reified(v)]),
          )
        : value;

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
}, 120_000);
afterAll(() => db?.close());

const pact = new PactV4({
  consumer: CONNECT_PACT.consumer,
  provider: CONNECT_PACT.provider,
  dir: CONNECT_PACT.dir,
  logLevel: 'warn',
});

/** The consumer: the portal's real listener, on the embedded database, with the pact's key. */
async function listenerReceives(contents: unknown, metadata: Record<string, unknown>) {
  const app = express().use(
    CONNECT_PATH,
    connectRouter({
      limits: new LimitRequests(new PostgresLoginAttempts(db), systemClock),
      inbox: new PostgresPartnerWebhookInbox(db),
      keys: () => [CONNECT_PACT.key],
      clock: systemClock,
      logger: pino({ level: 'silent' }),
    }),
  );
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  for (const [name, value] of Object.entries(metadata))
    if (/^X-/i.test(name) && typeof value === 'string') headers[name] = value;
  const body = Buffer.isBuffer(contents) ? contents : JSON.stringify(contents);
  await request(app).post(CONNECT_PATH).set(headers).send(body).expect(200);
  const jobs = await db.query<{ payload: Record<string, string> }>(
    'SELECT payload FROM partner_jobs WHERE kind = $1',
    [ENVELOPE_EVENT_JOB],
  );
  return jobs.map(({ payload }) => payload);
}

describe('DocuSign Connect events, as the listener relies on them', () => {
  it.each([
    [
      CONNECT_PACT.states.signed,
      CONNECT_PACT.messages.recipientCompleted,
      'recipient-completed',
      'completed',
      '1',
    ],
    [
      CONNECT_PACT.states.signed,
      CONNECT_PACT.messages.completed,
      'envelope-completed',
      'completed',
      undefined,
    ],
    [
      CONNECT_PACT.states.declined,
      CONNECT_PACT.messages.declined,
      'envelope-declined',
      'declined',
      undefined,
    ],
    [CONNECT_PACT.states.voided, CONNECT_PACT.messages.voided, 'envelope-voided', 'voided', undefined],
  ])('%s: %s is kept and queued', async (state, message, event, status, recipientId) => {
    const contents = exampleEvent(event, status, recipientId);
    const signature = connectSignature(JSON.stringify(reified(contents)), CONNECT_PACT.key);
    await pact
      .addAsynchronousInteraction()
      .given(state, { connectHmacKey: CONNECT_PACT.key })
      .expectsToReceive(message, (builder) => {
        builder.withJSONContent(contents).withMetadata({
          contentType: 'application/json',
          'X-DocuSign-Signature-1': regex(BASE64_SHA256, signature),
          'X-Authorization-Digest': 'HMACSHA256',
        });
      })
      .executeTest(async (received) => {
        const content = (received.contents as { content?: unknown }).content ?? received.contents;
        // Its job carries what it records: the event, the recipient, our reference (decision 2108).
        expect(await listenerReceives(content, received.metadata)).toContainEqual({
          envelopeId: '93be49ab-0000-4000-8000-00000000e1a1',
          event,
          reference: 'app-1:quote',
          ...(recipientId ? { recipientId } : {}),
        });
      });
  });
});
