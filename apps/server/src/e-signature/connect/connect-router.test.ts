import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { ENVELOPE_EVENT_JOB, LimitRequests, systemClock, type RequestLimit } from '@lease-portal/domain';
import { connectEventFor, connectSignature, signedDelivery } from '@lease-portal/partners';
import {
  openMemoryDatabase,
  PostgresLoginAttempts,
  PostgresPartnerWebhookInbox,
  type Database,
} from '@lease-portal/postgres';
import { CONNECT_DELIVERY_LIMIT, CONNECT_PATH, connectRouter } from './connect-router';

const CURRENT_KEY = 'connect-key-2026-11';
const PREVIOUS_KEY = 'connect-key-2026-05';

let db: Database;
let eventNumber = 0;

beforeAll(async () => {
  db = await openMemoryDatabase();
}, 120_000);
afterAll(() => db?.close());

/** The request limits as the portal counts them, on the embedded database. */
const limits = () => new LimitRequests(new PostgresLoginAttempts(db), systemClock);

/** The portal's listener with the given keys, on the embedded database. */
function aListener(keys: string[], options: { limit?: RequestLimit; keysAsked?: () => void } = {}) {
  const inbox = new PostgresPartnerWebhookInbox(db);
  return express()
    .set('trust proxy', 'loopback')
    .use(
      CONNECT_PATH,
      connectRouter({
        limits: limits(),
        ...(options.limit ? { limit: options.limit } : {}),
        inbox,
        keys: () => {
          options.keysAsked?.();
          return keys;
        },
        clock: systemClock,
        logger: pino({ level: 'silent' }),
      }),
    );
}

/** A new event, each with its own envelope, as Connect would generate it. */
function anEvent() {
  eventNumber += 1;
  return connectEventFor(
    { envelopeId: `envelope-${eventNumber}`, status: 'completed' },
    'envelope-completed',
    new Date(Date.UTC(2026, 10, 27, 10, 0, eventNumber)),
  );
}

const rows = async () => {
  const [events] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM partner_webhook_events');
  const [jobs] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM partner_jobs');
  return { events: events!.n, jobs: jobs!.n };
};

const deliver = (app: express.Express, body: string | Buffer, headers: Record<string, string>) =>
  request(app).post(CONNECT_PATH).set(headers).send(body);

describe('the DocuSign Connect listener', () => {
  it('keeps a signed event and queues exactly one job for it, answering 200', async () => {
    const before = await rows();
    const event = anEvent();
    const { body, headers } = signedDelivery(event, [CURRENT_KEY]);
    await deliver(aListener([CURRENT_KEY]), body, headers).expect(200, { received: true });
    expect(await rows()).toEqual({ events: before.events + 1, jobs: before.jobs + 1 });
    const jobs = await db.query('SELECT kind, payload FROM partner_jobs WHERE payload->>$1 = $2', [
      'envelopeId',
      event.data.envelopeId,
    ]);
    expect(jobs).toEqual([
      {
        kind: ENVELOPE_EVENT_JOB,
        payload: { envelopeId: event.data.envelopeId, event: 'envelope-completed' },
      },
    ]);
  });

  it('answers a replay, and a redelivery with its retry count raised, 200 and changes nothing', async () => {
    const app = aListener([CURRENT_KEY]);
    const event = anEvent();
    const first = signedDelivery(event, [CURRENT_KEY]);
    await deliver(app, first.body, first.headers).expect(200);
    const before = await rows();
    await deliver(app, first.body, first.headers).expect(200);
    const retried = signedDelivery({ ...event, retryCount: 1 }, [CURRENT_KEY]);
    await deliver(app, retried.body, retried.headers).expect(200);
    expect(await rows()).toEqual(before);
  });

  it('refuses unsigned, forged and altered deliveries with 401 and keeps nothing', async () => {
    const app = aListener([CURRENT_KEY]);
    const before = await rows();
    const { body, headers } = signedDelivery(anEvent(), [CURRENT_KEY]);

    await deliver(app, body, { 'Content-Type': 'application/json' }).expect(401);
    const forged = signedDelivery(anEvent(), ['a-key-we-never-gave']);
    await deliver(app, forged.body, forged.headers).expect(401);
    await deliver(app, body.replace('envelope-completed', 'envelope-voided'), headers).expect(401);
    await deliver(app, `${body} `, headers).expect(401);
    // Not base64 of 32 bytes, and the right one under the wrong header name.
    await deliver(app, body, { ...headers, 'X-DocuSign-Signature-1': 'c2hvcnQ=' }).expect(401);
    await deliver(app, body, {
      'Content-Type': 'application/json',
      'X-DocuSign-Signature': connectSignature(body, CURRENT_KEY),
    }).expect(401);

    expect(await rows()).toEqual(before);
  });

  it('accepts a delivery signed with either key while one is rotated, and refuses a removed key', async () => {
    const before = await rows();
    const byPrevious = signedDelivery(anEvent(), [PREVIOUS_KEY]);
    await deliver(aListener([CURRENT_KEY, PREVIOUS_KEY]), byPrevious.body, byPrevious.headers).expect(200);
    // Connect signs with every active key, one header each: the second header matching is enough.
    const byBoth = signedDelivery(anEvent(), ['another-account-key', CURRENT_KEY]);
    await deliver(aListener([CURRENT_KEY, PREVIOUS_KEY]), byBoth.body, byBoth.headers).expect(200);
    expect(await rows()).toEqual({ events: before.events + 2, jobs: before.jobs + 2 });

    const afterRotation = signedDelivery(anEvent(), [PREVIOUS_KEY]);
    await deliver(aListener([CURRENT_KEY]), afterRotation.body, afterRotation.headers).expect(401);
    expect(await rows()).toEqual({ events: before.events + 2, jobs: before.jobs + 2 });
  });

  it('refuses a body over 1 MB with 413 before checking it, and keeps nothing', async () => {
    const before = await rows();
    const event = anEvent();
    const huge = JSON.stringify({ ...event, padding: 'x'.repeat(1024 * 1024) });
    const headers = {
      'Content-Type': 'application/json',
      'X-DocuSign-Signature-1': connectSignature(huge, CURRENT_KEY),
    };
    await deliver(aListener([CURRENT_KEY]), huge, headers).expect(413);
    expect(await rows()).toEqual(before);
  });

  it('answers 500 when the event cannot be kept, for Connect to deliver it again, and logs no signature', async () => {
    const lines: string[] = [];
    const app = express().use(
      CONNECT_PATH,
      connectRouter({
        limits: limits(),
        inbox: { receive: () => Promise.reject(new Error('connection terminated')) },
        keys: () => [CURRENT_KEY],
        clock: systemClock,
        logger: pino({ base: undefined, timestamp: false }, { write: (line: string) => lines.push(line) }),
      }),
    );
    const before = await rows();
    const { body, headers } = signedDelivery(anEvent(), [CURRENT_KEY]);
    await deliver(app, body, headers).expect(500);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        level: 50,
        webhook: 'docusign-connect',
        reason: 'connection terminated',
        msg: 'Connect delivery not kept',
      },
    ]);
    expect(lines.join()).not.toContain(headers['X-DocuSign-Signature-1']);
    expect(await rows()).toEqual(before);
  });

  it('answers 400 to a signed body that is not a Connect event, and keeps nothing', async () => {
    const app = aListener([CURRENT_KEY]);
    const before = await rows();
    for (const body of [
      '{"event": "envelope-completed",',
      '[]',
      JSON.stringify({ event: 'envelope-sent' }),
    ]) {
      const headers = {
        'Content-Type': 'application/json',
        'X-DocuSign-Signature-1': connectSignature(body, CURRENT_KEY),
      };
      await deliver(app, body, headers).expect(400);
    }
    expect(await rows()).toEqual(before);
  });

  it('answers 429 to an address past its deliveries a minute, before reading the body or checking its signature', async () => {
    let signaturesChecked = 0;
    const app = aListener([CURRENT_KEY], {
      limit: { ...CONNECT_DELIVERY_LIMIT, name: `connectDelivery-${Date.now()}`, perAddress: 2 },
      keysAsked: () => (signaturesChecked += 1),
    });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const before = await rows();
    const forged = signedDelivery(anEvent(), ['a-key-we-never-gave']);
    await deliver(app, forged.body, { ...forged.headers, ...from('198.51.100.7') }).expect(401);
    await deliver(app, forged.body, { ...forged.headers, ...from('198.51.100.7') }).expect(401);
    expect(signaturesChecked).toBe(2);

    // Past the limit, even a delivery signed with our key is refused unread, and nothing is kept.
    const signed = signedDelivery(anEvent(), [CURRENT_KEY]);
    const refused = await deliver(app, signed.body, { ...signed.headers, ...from('198.51.100.7') }).expect(
      429,
    );
    expect(refused.headers['retry-after']).toBe('60');
    await deliver(app, 'x'.repeat(2 * 1024 * 1024), from('198.51.100.7')).expect(429);
    expect(signaturesChecked).toBe(2);
    expect(await rows()).toEqual(before);

    // Another address is counted on its own.
    await deliver(app, signed.body, { ...signed.headers, ...from('203.0.113.9') }).expect(200);
    expect(await rows()).toEqual({ events: before.events + 1, jobs: before.jobs + 1 });
  });
});
