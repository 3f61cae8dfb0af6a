import express from 'express';
import request from 'supertest';
import { systemClock, type NewEnvelope } from '@lease-portal/domain';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import { NodeCryptoSecretTokens, SandboxESignature } from '@lease-portal/partners';
import { sandboxSigningRouter } from './sandbox-signing-router';

const pdf = new TextEncoder().encode('%PDF-1.7 quote');
const envelope: NewEnvelope = {
  reference: 'app-1:quote',
  emailSubject: 'Your quote',
  documents: [{ documentId: '1', name: 'Quote_Q-1.pdf', pdf }],
  signers: [
    {
      recipientId: '1',
      name: 'Priya <Raman>',
      email: 'priya@example.com',
      routingOrder: 1,
      clientUserId: 'u1',
    },
  ],
  witnesses: [],
};
const returnUrl = 'http://au.localhost:3000/applications/app-1/quotesign';

async function aSigningView() {
  const service = new SandboxESignature(
    new InMemorySandboxEnvelopeStore(),
    new NodeCryptoSecretTokens(),
    systemClock,
  );
  const app = express().use('/sandbox/e-signature', sandboxSigningRouter(service));
  const { envelopeId } = await service.sendEnvelope(envelope);
  const { url } = await service.recipientView(envelopeId, {
    clientUserId: 'u1',
    name: 'Priya',
    email: 'priya@example.com',
    returnUrl,
  });
  return { app, url, service, envelopeId };
}

describe('the sandbox signing page', () => {
  it('shows the documents once, escaped, and signs back to the portal with the outcome', async () => {
    const { app, url, service, envelopeId } = await aSigningView();
    const page = await request(app).get(url).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    // The documents are shown in an <object>, in the portal's own dialog only.
    expect(page.headers['content-security-policy']).toContain("object-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.text).toContain('Priya &lt;Raman&gt;, please review the documents below.');
    expect(page.text).toContain('Quote_Q-1.pdf');
    await request(app).get(url).expect(410);

    const document = await request(app).get(`${url}/documents/1`).expect(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(document.body as Buffer).toString()).toBe('%PDF-1.7 quote');

    const signed = await request(app).post(url).type('form').send({ action: 'sign' }).expect(303);
    expect(signed.headers.location).toBe(`${returnUrl}?event=signing_complete`);
    expect((await service.envelope(envelopeId))?.status).toBe('completed');
    await request(app).post(url).type('form').send({ action: 'sign' }).expect(410);
    await request(app).get(`${url}/documents/1`).expect(404);
  });

  it('refuses an unknown action and changes nothing', async () => {
    const { app, url, service, envelopeId } = await aSigningView();
    await request(app).get(url).expect(200);
    await request(app).post(url).type('form').send({ action: 'approve' }).expect(400);
    await request(app).post(url).type('form').send('').expect(400);
    expect((await service.envelope(envelopeId))?.signers[0]?.status).toBe('delivered');
  });

  it('answers a forged or unknown link as expired', async () => {
    const { app } = await aSigningView();
    await request(app).get('/sandbox/e-signature/views/forged').expect(410);
    await request(app)
      .post('/sandbox/e-signature/views/forged')
      .type('form')
      .send({ action: 'sign' })
      .expect(410);
  });
});
