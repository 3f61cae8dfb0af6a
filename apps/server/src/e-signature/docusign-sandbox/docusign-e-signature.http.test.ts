import request from 'supertest';
import { ESignatureError } from '@lease-portal/domain';
import { aWitnessedLeaseEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-witnessed-lease-envelope';
import { InMemoryEnvelopeSendClaims } from '@lease-portal/domain/src/e-signature/testing/in-memory-envelope-send-claims';
import { aDocuSignSandboxOverHttp, type DocuSignSandboxOverHttp } from './testing/docusign-sandbox-over-http';

// The DocuSign adapter against the portal's DocuSign sandbox, over real HTTP on loopback: the calls,
// shapes and refusals of DocuSign eSignature REST v2.1 (decision 2103).

const returnUrl = 'http://au.localhost:3000/applications/app-1/leasesign';

/** Signs in the sandbox's signing page, as the signer's browser does, over HTTP. */
async function signIn(docuSign: DocuSignSandboxOverHttp, viewUrl: string): Promise<string> {
  const path = new URL(viewUrl).pathname;
  await request(docuSign.app).get(path).expect(200);
  const signed = await request(docuSign.app).post(path).type('form').send({ action: 'sign' }).expect(303);
  return signed.headers.location as string;
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof ESignatureError ? error.code : error),
  );

describe('the DocuSign adapter against the DocuSign sandbox', () => {
  let docuSign: DocuSignSandboxOverHttp;
  beforeEach(async () => {
    docuSign = await aDocuSignSandboxOverHttp();
  });
  afterEach(() => docuSign.close());

  it('sends a lease envelope, corrects its witness, signs it in turn and hands out the signed copy', async () => {
    const adapter = docuSign.adapter(new InMemoryEnvelopeSendClaims());
    const sent = await adapter.sendEnvelope(aWitnessedLeaseEnvelope());
    expect(sent).toMatchObject({ reference: 'app-1:lease', status: 'sent' });
    const { envelopeId } = sent;

    // What DocuSign keeps: our reference in the custom field, the witness with its tabs.
    expect(await adapter.envelope(envelopeId)).toMatchObject({
      envelopeId,
      reference: 'app-1:lease',
      status: 'sent',
      signers: [{ recipientId: '1', name: 'Priya Raman', routingOrder: 1, status: 'sent' }],
      witnesses: [
        {
          recipientId: '3',
          roleName: 'Witness',
          witnessFor: '1',
          tabs: [
            { kind: 'fullName', tabLabel: "Witness's full name", anchorString: '\\witness_name\\' },
            { kind: 'text', tabLabel: "Witness's address", anchorString: '\\witness_address\\', value: '' },
          ],
        },
      ],
    });
    expect(await refusalOf(adapter.signedDocuments(envelopeId))).toBe('ENVELOPE_NOT_COMPLETED');

    const officer = { clientUserId: 'u1', name: 'Priya Raman', email: 'priya@example.com', returnUrl };
    const view = await adapter.recipientView(envelopeId, officer);
    // An absolute URL on the customer's own host, which the portal's signing dialog frames.
    expect(view.url).toMatch(/^http:\/\/au\.localhost:3000\/sandbox\/e-signature\/views\/[\w-]+$/);
    expect(await signIn(docuSign, view.url)).toBe(`${returnUrl}?event=signing_complete`);

    // The witness is named beside the officer (decision 2047) and their address set on the tab (2098).
    await adapter.correctRecipient(envelopeId, '3', {
      name: 'Wendy Witness',
      email: 'wendy@example.com',
      tabValues: { "Witness's address": '1 Harbour Street, Sydney NSW 2000' },
    });
    // Still embedded: the correction repeated the client user id the recipients answer gave.
    expect((await adapter.envelope(envelopeId))?.witnesses[0]).toMatchObject({
      name: 'Wendy Witness',
      email: 'wendy@example.com',
      clientUserId: 'u1:witness',
      tabs: [{ kind: 'fullName' }, { kind: 'text', value: '1 Harbour Street, Sydney NSW 2000' }],
    });
    const witnessView = await adapter.recipientView(envelopeId, {
      clientUserId: 'u1:witness',
      name: 'Wendy Witness',
      email: 'wendy@example.com',
      returnUrl,
    });
    await signIn(docuSign, witnessView.url);

    const completed = await adapter.envelope(envelopeId);
    expect(completed?.status).toBe('completed');
    expect(completed?.signers[0]?.signedAt).toEqual(expect.any(String));
    const pdf = await adapter.signedDocuments(envelopeId);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    await adapter.close();
  });

  it("refuses as DocuSign does: a recipient out of turn, an unknown one, a signed one's correction, a closed envelope", async () => {
    const adapter = docuSign.adapter(new InMemoryEnvelopeSendClaims());
    const { envelopeId } = await adapter.sendEnvelope(aWitnessedLeaseEnvelope());
    await adapter.correctRecipient(envelopeId, '3', { name: 'Wendy Witness', email: 'wendy@example.com' });
    const witness = {
      clientUserId: 'u1:witness',
      name: 'Wendy Witness',
      email: 'wendy@example.com',
      returnUrl,
    };
    expect(await refusalOf(adapter.recipientView(envelopeId, witness))).toBe('RECIPIENT_NOT_IN_SEQUENCE');
    expect(
      await refusalOf(adapter.recipientView(envelopeId, { ...witness, email: 'nobody@example.com' })),
    ).toBe('UNKNOWN_ENVELOPE_RECIPIENT');
    expect(await refusalOf(adapter.recipientView('ENV-999999', witness))).toBe('ENVELOPE_DOES_NOT_EXIST');
    expect(await adapter.envelope('ENV-999999')).toBeUndefined();
    expect(await refusalOf(adapter.signedDocuments('ENV-999999'))).toBe('ENVELOPE_DOES_NOT_EXIST');

    await signIn(
      docuSign,
      (
        await adapter.recipientView(envelopeId, {
          ...witness,
          clientUserId: 'u1',
          name: 'Priya Raman',
          email: 'priya@example.com',
        })
      ).url,
    );
    expect(
      await refusalOf(adapter.correctRecipient(envelopeId, '1', { name: 'X', email: 'x@example.com' })),
    ).toBe('UNKNOWN_ENVELOPE_RECIPIENT');
    expect(
      await refusalOf(adapter.correctRecipient(envelopeId, '9', { name: 'X', email: 'x@example.com' })),
    ).toBe('UNKNOWN_ENVELOPE_RECIPIENT');
    await signIn(docuSign, (await adapter.recipientView(envelopeId, witness)).url);
    expect(await refusalOf(adapter.recipientView(envelopeId, witness))).toBe('ENVELOPE_NOT_IN_PROGRESS');
    // Each refusal was asked once: a 400 is DocuSign's answer, not a failure to retry.
    expect(docuSign.callsTo('POST', '/views/recipient').filter((c) => c.status === 400)).toHaveLength(4);
    await adapter.close();
  });

  it('voids an envelope in progress, and is refused voiding a completed one, as DocuSign refuses it', async () => {
    const adapter = docuSign.adapter(new InMemoryEnvelopeSendClaims());
    const voided = await adapter.sendEnvelope(aWitnessedLeaseEnvelope('app-1:lease'));
    await adapter.voidEnvelope(voided.envelopeId, 'The lease was withdrawn.');
    expect((await adapter.envelope(voided.envelopeId))?.status).toBe('voided');
    const officer = { clientUserId: 'u1', name: 'Priya Raman', email: 'priya@example.com', returnUrl };
    expect(await refusalOf(adapter.recipientView(voided.envelopeId, officer))).toBe(
      'ENVELOPE_NOT_IN_PROGRESS',
    );

    const { envelopeId } = await adapter.sendEnvelope(aWitnessedLeaseEnvelope('app-2:lease'));
    await signIn(docuSign, (await adapter.recipientView(envelopeId, officer)).url);
    const witness = { clientUserId: 'u1:witness', name: 'Witness', email: 'priya@example.com', returnUrl };
    await signIn(docuSign, (await adapter.recipientView(envelopeId, witness)).url);
    expect(await refusalOf(adapter.voidEnvelope(envelopeId, 'Too late.'))).toBe('ENVELOPE_NOT_IN_PROGRESS');
    expect((await adapter.envelope(envelopeId))?.status).toBe('completed');
    // DocuSign's refusal, asked once: ENVELOPE_CANNOT_VOID_INVALID_STATE is an answer, not a failure.
    expect(docuSign.callsTo('PUT', `/envelopes/${envelopeId}`).map((c) => c.status)).toEqual([400]);
    expect(await refusalOf(adapter.voidEnvelope('ENV-999999', 'Why.'))).toBe('ENVELOPE_DOES_NOT_EXIST');
    await adapter.close();
  });

  it('speaks only with a token of the JWT grant: a forged assertion gets none, a bad token a 401', async () => {
    const forged = docuSign.adapter(new InMemoryEnvelopeSendClaims());
    Object.assign(docuSign.sandbox.identity, { integrationKey: 'someone-else' });
    expect(await refusalOf(forged.sendEnvelope(aWitnessedLeaseEnvelope()))).toBe('SERVICE_UNAVAILABLE');
    expect(docuSign.callsTo('POST', '/oauth/token').map((c) => c.status)).toEqual([400]);
    await forged.close();

    const anonymous = await request(docuSign.app)
      .get(`/sandbox/docusign/restapi/v2.1/accounts/${docuSign.sandbox.identity.accountId}/envelopes/ENV-1`)
      .set('authorization', 'Bearer made-up');
    expect([anonymous.status, anonymous.body]).toEqual([
      401,
      { errorCode: 'AUTHORIZATION_INVALID_TOKEN', message: expect.any(String) },
    ]);
  });
});
