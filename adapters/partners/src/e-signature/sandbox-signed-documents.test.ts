import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Clock, NewEnvelope } from '@lease-portal/domain';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import { NodeCryptoSecretTokens } from '../crypto';
import { SandboxESignature } from './sandbox-e-signature';

/** A one-page PDF saying `text`, as the documents renderer would make one. */
function aPdf(text: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica').fontSize(12).text(text, 56, 100);
  doc.end();
  return done;
}

const textOf = async (pdf: Uint8Array) =>
  (await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })).text;

const signer = (recipientId: string, name: string, routingOrder: number) => ({
  recipientId,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  routingOrder,
  clientUserId: `user-${recipientId}`,
});

describe("the sandbox's signed documents (combined)", () => {
  const clock: Clock & { at: Date } = { at: new Date('2026-11-23T10:00:00.000Z'), now: () => clock.at };
  let service: SandboxESignature;
  let envelope: NewEnvelope;

  beforeEach(async () => {
    clock.at = new Date('2026-11-23T10:00:00.000Z');
    service = new SandboxESignature(new InMemorySandboxEnvelopeStore(), new NodeCryptoSecretTokens(), clock);
    envelope = {
      reference: 'app-1:lease',
      emailSubject: 'Please sign your lease documents',
      documents: [
        {
          documentId: '1',
          name: 'Master_Lease_Agreement.pdf',
          pdf: await aPdf('Master Lease Agreement terms'),
        },
        { documentId: '2', name: 'Direct_Debit.pdf', pdf: await aPdf('Direct Debit Request service') },
      ],
      signers: [signer('1', 'Priya Raman', 1), signer('2', 'Tom Avery', 2)],
      witnesses: [],
    };
  });

  const sign = async (envelopeId: string, recipientId: string, name: string) => {
    const { url } = await service.recipientView(envelopeId, {
      clientUserId: `user-${recipientId}`,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      returnUrl: 'https://au.example.com/applications/app-1',
    });
    const token = url.split('/').pop()!;
    await service.openSigningView(token);
    await service.finishSigning(token, 'sign');
  };

  it('are refused until everyone has signed, and for an unknown envelope', async () => {
    const { envelopeId } = await service.sendEnvelope(envelope);
    await expect(service.signedDocuments(envelopeId)).rejects.toMatchObject({
      code: 'ENVELOPE_NOT_COMPLETED',
    });
    await sign(envelopeId, '1', 'Priya Raman');
    await expect(service.signedDocuments(envelopeId)).rejects.toMatchObject({
      code: 'ENVELOPE_NOT_COMPLETED',
    });
    await expect(service.signedDocuments('ENV-404')).rejects.toMatchObject({
      code: 'ENVELOPE_DOES_NOT_EXIST',
    });
  });

  it('join every document into one PDF stamped with each signer and the day they signed', async () => {
    const { envelopeId } = await service.sendEnvelope(envelope);
    await sign(envelopeId, '1', 'Priya Raman');
    clock.at = new Date('2026-11-25T09:30:00.000Z');
    await sign(envelopeId, '2', 'Tom Avery');

    const pdf = await service.signedDocuments(envelopeId);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const proxy = await getDocumentProxy(pdf.slice());
    expect(proxy.numPages).toBe(2);
    const text = await textOf(pdf);
    expect(text).toContain('Master Lease Agreement terms');
    expect(text).toContain('Direct Debit Request service');
    expect(text).toContain('Priya Raman signed on 2026-11-23');
    expect(text).toContain('Tom Avery signed on 2026-11-25');
    // The same envelope gives the same copy each time it is asked.
    expect(await service.signedDocuments(envelopeId)).toEqual(pdf);
  });
});
