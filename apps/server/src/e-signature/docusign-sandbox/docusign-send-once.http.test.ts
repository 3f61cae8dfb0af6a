import { ESignatureError } from '@lease-portal/domain';
import { aQuoteEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-quote-envelope';
import {
  openMemoryDatabase,
  PostgresEnvelopeSendClaims,
  PostgresSandboxEnvelopeStore,
  type Database,
} from '@lease-portal/postgres';
import { aDocuSignSandboxOverHttp, type DocuSignSandboxOverHttp } from './testing/docusign-sandbox-over-http';

// DocuSign has no idempotency key: the portal sends one envelope per reference however many requests
// race, across replicas, and after a request died half way (decision 2103). The sandbox counts the
// POSTs it was sent; its own store would hide a second one.

describe('one DocuSign envelope per reference', () => {
  let db: Database;
  let docuSign: DocuSignSandboxOverHttp;
  let claims: PostgresEnvelopeSendClaims;
  beforeAll(async () => {
    db = await openMemoryDatabase();
    claims = new PostgresEnvelopeSendClaims(db);
    docuSign = await aDocuSignSandboxOverHttp({ store: new PostgresSandboxEnvelopeStore(db) });
  }, 60_000);
  afterAll(async () => {
    await docuSign.close();
    await db.close();
  });
  beforeEach(() => docuSign.calls.splice(0));
  const creates = () => docuSign.callsTo('POST', '/envelopes').length;

  it.each([2, 10])(
    'makes one POST when %i sends of one reference race, each on its own replica',
    async (n) => {
      const reference = `race-${n}:quote`;
      // Each replica has its own adapter (its own token and connections); they share the database.
      const replicas = Array.from({ length: n }, () => docuSign.adapter(claims, { timing: { pollMs: 20 } }));
      const sent = await Promise.all(
        replicas.map((adapter) => adapter.sendEnvelope(aQuoteEnvelope(reference))),
      );
      expect(creates()).toBe(1);
      expect(new Set(sent.map((e) => e.envelopeId)).size).toBe(1);
      expect(sent.every((e) => e.reference === reference)).toBe(true);
      await Promise.all(replicas.map((adapter) => adapter.close()));
    },
  );

  it('answers a second send with the envelope kept, without asking DocuSign to search or send', async () => {
    const adapter = docuSign.adapter(claims);
    const first = await adapter.sendEnvelope(aQuoteEnvelope('again:quote'));
    docuSign.calls.splice(0);
    const second = await adapter.sendEnvelope(aQuoteEnvelope('again:quote'));
    expect(second.envelopeId).toBe(first.envelopeId);
    expect(creates()).toBe(0);
    expect(docuSign.callsTo('GET', '/envelopes')).toEqual([]);
    await adapter.close();
  });

  it('finds at DocuSign the envelope of a request that died after sending, once its claim is stale', async () => {
    const reference = 'died:quote';
    // A request claimed the reference three minutes ago, sent the envelope, and died before keeping its id.
    const threeMinutesAgo = new Date(Date.now() - 180_000).toISOString();
    await claims.claim(reference, 'the-dead-one', threeMinutesAgo, new Date(0).toISOString());
    const sentByTheDead = await docuSign.service.sendEnvelope(aQuoteEnvelope(reference));

    const adapter = docuSign.adapter(claims);
    const found = await adapter.sendEnvelope(aQuoteEnvelope(reference));
    expect(found.envelopeId).toBe(sentByTheDead.envelopeId);
    expect(creates()).toBe(0);
    expect(docuSign.callsTo('GET', '/envelopes')).toHaveLength(1);
    // It is kept now: the next send asks DocuSign nothing but the envelope's state.
    expect(
      await claims.claim(reference, 'next', new Date().toISOString(), new Date(0).toISOString()),
    ).toEqual({
      outcome: 'sent',
      envelopeId: sentByTheDead.envelopeId,
    });
    await adapter.close();
  });

  it('waits a bounded time for a live claim, then says the service is busy; nothing is sent', async () => {
    const reference = 'held:quote';
    await claims.claim(reference, 'still-sending', new Date().toISOString(), new Date(0).toISOString());
    const adapter = docuSign.adapter(claims, { timing: { waitMs: 300, pollMs: 50 } });
    const started = Date.now();
    const refused = await adapter.sendEnvelope(aQuoteEnvelope(reference)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ESignatureError);
    expect((refused as ESignatureError).code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(creates()).toBe(0);
    await adapter.close();
  });

  it('gives the claim up when the send fails, so the next request sends at once', async () => {
    const reference = 'failed:quote';
    docuSign.sandbox.faults.next({ kind: 'server-error' }, 3, { method: 'POST', path: /\/envelopes$/ });
    const adapter = docuSign.adapter(claims);
    const failed = await adapter.sendEnvelope(aQuoteEnvelope(reference)).catch((error: unknown) => error);
    expect((failed as ESignatureError).code).toBe('SERVICE_UNAVAILABLE');
    // Each of the three tries looked the reference up first.
    expect(docuSign.callsTo('GET', '/envelopes')).toHaveLength(3);
    expect(docuSign.callsTo('POST', '/envelopes').map((c) => c.status)).toEqual([500, 500, 500]);

    const sent = await adapter.sendEnvelope(aQuoteEnvelope(reference));
    expect(sent.status).toBe('sent');
    expect(docuSign.callsTo('POST', '/envelopes').map((c) => c.status)).toEqual([500, 500, 500, 201]);
    await adapter.close();
  });

  it('does not send again a create whose answer did not come in time: the next send looks it up first', async () => {
    const reference = 'timed-out:quote';
    // DocuSign takes longer than the adapter waits: it may be making the envelope all the same.
    docuSign.sandbox.faults.next({ kind: 'slow', ms: 1_500 }, 1, { method: 'POST', path: /\/envelopes$/ });
    const adapter = docuSign.adapter(claims, { http: { timeoutMs: 500 } });
    const failed = await adapter.sendEnvelope(aQuoteEnvelope(reference)).catch((error: unknown) => error);
    expect((failed as ESignatureError).code).toBe('SERVICE_UNAVAILABLE');
    // One POST (once DocuSign is done with it): a search a moment later could not see it being made.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(docuSign.callsTo('POST', '/envelopes')).toHaveLength(1);

    docuSign.calls.splice(0);
    await adapter.sendEnvelope(aQuoteEnvelope(reference));
    expect(docuSign.calls.map((call) => call.method)).toEqual(expect.arrayContaining(['GET']));
    await adapter.close();
  }, 20_000);
});
