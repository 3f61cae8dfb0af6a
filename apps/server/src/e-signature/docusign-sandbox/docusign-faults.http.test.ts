import { ESignatureError, systemClock } from '@lease-portal/domain';
import { docuSignESignature } from '@lease-portal/partners';
import { closedPort } from '@lease-portal/partners/src/partner-http/fault-server';
import { InMemoryEnvelopeSendClaims } from '@lease-portal/domain/src/e-signature/testing/in-memory-envelope-send-claims';
import { aQuoteEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-quote-envelope';
import { aDocuSignSandboxOverHttp, type DocuSignSandboxOverHttp } from './testing/docusign-sandbox-over-http';

// The DocuSign adapter on the partner layer (decision 2102) when DocuSign struggles, with the sandbox's
// switchable faults: what is retried, what is waited for, what is refused at once (decision 2103).

const recipients = /\/recipients$/;
const codeOf = (error: unknown) => (error instanceof ESignatureError ? error.code : error);
/** The partner layer's failure under DocuSign's code: its class and reason. */
const causeOf = (error: unknown) =>
  (error instanceof ESignatureError ? (error.cause as { details?: object } | undefined)?.details : error) ??
  {};

describe('the DocuSign adapter when DocuSign struggles', () => {
  let docuSign: DocuSignSandboxOverHttp;
  let envelopeId: string;
  let adapter: ReturnType<DocuSignSandboxOverHttp['adapter']>;
  beforeEach(async () => {
    docuSign = await aDocuSignSandboxOverHttp();
    adapter = docuSign.adapter(new InMemoryEnvelopeSendClaims(), { http: { timeoutMs: 1_000 } });
    ({ envelopeId } = await adapter.sendEnvelope(aQuoteEnvelope('app-1:quote')));
    docuSign.calls.splice(0);
  });
  afterEach(async () => {
    await adapter.close();
    await docuSign.close();
  });

  it('retries a burst of 500s on a read and answers', async () => {
    docuSign.sandbox.faults.next({ kind: 'server-error' }, 2, { method: 'GET', path: recipients });
    expect((await adapter.envelope(envelopeId))?.status).toBe('sent');
    expect(docuSign.callsTo('GET', recipients).map((c) => c.status)).toEqual([500, 500, 200]);
  });

  it('gives up after three attempts of 500s, as the service unavailable', async () => {
    docuSign.sandbox.faults.next({ kind: 'server-error' }, 5, { method: 'GET', path: recipients });
    expect(await adapter.envelope(envelopeId).catch(codeOf)).toBe('SERVICE_UNAVAILABLE');
    expect(docuSign.callsTo('GET', recipients)).toHaveLength(3);
  });

  it("waits for a 429's Retry-After before asking again", async () => {
    docuSign.sandbox.faults.next({ kind: 'rate-limited', retryAfterSeconds: 1 }, 1, { method: 'GET' });
    const started = Date.now();
    expect((await adapter.envelope(envelopeId))?.envelopeId).toBe(envelopeId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(docuSign.calls.map((c) => c.status)).toEqual([429, 200, 200]);
  });

  it("asks once when DocuSign refuses with a 400: DocuSign's answer, not a failure", async () => {
    const view = adapter.recipientView(envelopeId, {
      clientUserId: 'someone',
      name: 'Someone',
      email: 'someone@example.com',
      returnUrl: 'http://au.localhost:3000/applications/app-1/quotesign',
    });
    expect(await view.catch(codeOf)).toBe('UNKNOWN_ENVELOPE_RECIPIENT');
    expect(docuSign.callsTo('POST', '/views/recipient').map((c) => c.status)).toEqual([400]);
  });

  it('fetches a new token once on a 401, and answers', async () => {
    docuSign.sandbox.tokens.revokeAll();
    expect((await adapter.envelope(envelopeId))?.envelopeId).toBe(envelopeId);
    expect(
      docuSign.calls.map(
        (c) => `${c.method} ${c.path.replace(/.*\/v2\.1\/accounts\/[^/]+/, '')} ${c.status}`,
      ),
    ).toEqual([
      `GET /envelopes/${envelopeId} 401`,
      'POST /oauth/token 200',
      `GET /envelopes/${envelopeId} 200`,
      `GET /envelopes/${envelopeId}/recipients 200`,
    ]);
  });

  it('does not loop on a token DocuSign keeps refusing: one new token, then unavailable', async () => {
    docuSign.sandbox.faults.next({ kind: 'invalid-token' }, 10, { method: 'GET' });
    expect(await adapter.envelope(envelopeId).catch(codeOf)).toBe('SERVICE_UNAVAILABLE');
    expect(docuSign.callsTo('POST', '/oauth/token')).toHaveLength(1);
    expect(docuSign.callsTo('GET', `/envelopes/${envelopeId}`)).toHaveLength(2);
  });

  it('treats a body that is not DocuSign JSON as the service unavailable, after its retries', async () => {
    docuSign.sandbox.faults.next({ kind: 'garbage-body' }, 5, { method: 'GET', path: recipients });
    expect(await adapter.envelope(envelopeId).catch(codeOf)).toBe('SERVICE_UNAVAILABLE');
    expect(docuSign.callsTo('GET', recipients)).toHaveLength(3);
  });

  it('cuts off a body that stalls at the timeout, and answers once DocuSign recovers', async () => {
    docuSign.sandbox.faults.next({ kind: 'stalled-body' }, 1, { method: 'GET', path: recipients });
    const started = Date.now();
    expect((await adapter.envelope(envelopeId))?.status).toBe('sent');
    // One attempt cut off after the 1 s timeout, the next answered.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits for a slow answer within the timeout', async () => {
    docuSign.sandbox.faults.next({ kind: 'slow', ms: 300 }, 1, { method: 'GET' });
    expect((await adapter.envelope(envelopeId))?.status).toBe('sent');
    expect(docuSign.callsTo('GET', `/envelopes/${envelopeId}`).map((c) => c.status)).toEqual([200]);
  });

  it('says the service is unavailable at a refused connection, after one attempt at the token', async () => {
    const waits: number[] = [];
    const refused = docuSignESignature({
      authServer: await closedPort(),
      integrationKey: docuSign.sandbox.identity.integrationKey,
      userId: docuSign.sandbox.identity.userId,
      privateKey: docuSign.sandbox.privateKey,
      claims: new InMemoryEnvelopeSendClaims(),
      clock: systemClock,
      http: { sleep: async (ms) => void waits.push(ms) },
    });
    const error = await refused.envelope(envelopeId).catch((failure: unknown) => failure);
    await refused.close();
    expect(codeOf(error)).toBe('SERVICE_UNAVAILABLE');
    expect(causeOf(error)).toMatchObject({ class: 'unavailable', reason: 'unreachable' });
    // The JWT grant is a POST the layer does not repeat, and DocuSign's address comes with the token:
    // one attempt, no wait; the job queue tries the job again later (decision 2104).
    expect(waits).toEqual([]);
    expect(docuSign.calls).toEqual([]);
  });

  it('opens its circuit after consecutive failures, asks nobody while open, and closes once DocuSign is back', async () => {
    const tripping = docuSign.adapter(new InMemoryEnvelopeSendClaims(), {
      http: { timeoutMs: 1_000, circuit: { consecutiveFailures: 3, halfOpenAfterMs: 1_000 } },
    });
    docuSign.sandbox.faults.next({ kind: 'server-error' }, 20, { method: 'GET', path: recipients });
    expect(await tripping.envelope(envelopeId).catch(codeOf)).toBe('SERVICE_UNAVAILABLE');
    expect(docuSign.callsTo('GET', recipients).map((c) => c.status)).toEqual([500, 500, 500]);
    const reached = docuSign.calls.length;
    const fast = await tripping.envelope(envelopeId).catch((failure: unknown) => failure);
    expect(causeOf(fast)).toMatchObject({ class: 'unavailable', reason: 'circuit open' });
    expect(docuSign.calls).toHaveLength(reached);

    docuSign.sandbox.faults.clear();
    // The wait is a second: on a busy machine the calls that open the circuit outlasted a shorter one.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await tripping.envelope(envelopeId))?.status).toBe('sent');
    expect(docuSign.callsTo('GET', recipients).map((c) => c.status)).toEqual([500, 500, 500, 200]);
    await tripping.close();
  });
});
