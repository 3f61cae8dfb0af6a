import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { WITNESS_ANCHORS, type Clock } from '@lease-portal/domain';
import { aWitnessedLeaseEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-witnessed-lease-envelope';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import { NodeCryptoSecretTokens } from '../crypto';
import { SandboxESignature } from './sandbox-e-signature';

const NAME_ANCHOR = WITNESS_ANCHORS.name;
const ADDRESS_ANCHOR = WITNESS_ANCHORS.address;

/** An agreement whose witness lines hold the anchors, white on white, as the documents renderer writes them. */
function anAgreement(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica').fontSize(10).fillColor('#000000').text('Master Lease Agreement terms', 56, 100);
  doc.text("Witness's name:", 56, 140).fillColor('#ffffff').text(NAME_ANCHOR, 174, 140);
  doc
    .fillColor('#000000')
    .text("Witness's address:", 56, 160)
    .fillColor('#ffffff')
    .text(ADDRESS_ANCHOR, 174, 160);
  doc.end();
  return done;
}

const textOf = async (pdf: Uint8Array) =>
  (await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

describe("the sandbox fills a witness's tabs on the signed copy, as the service does (decision 2098)", () => {
  const clock: Clock = { now: () => new Date('2026-11-23T10:00:00.000Z') };

  async function anEnvelopeWithAWitness() {
    const service = new SandboxESignature(
      new InMemorySandboxEnvelopeStore(),
      new NodeCryptoSecretTokens(),
      clock,
    );
    const envelope = aWitnessedLeaseEnvelope('app-1:lease', await anAgreement());
    const { envelopeId } = await service.sendEnvelope(envelope);
    const sign = async (clientUserId: string, name: string, email: string) => {
      const { url } = await service.recipientView(envelopeId, {
        clientUserId,
        name,
        email,
        returnUrl: 'https://au.example.com/applications/app-1/quotesign-mla',
      });
      const token = url.split('/').pop()!;
      const opened = await service.openSigningView(token);
      await service.finishSigning(token, 'sign');
      return opened;
    };
    return { service, envelopeId, sign, tabs: envelope.witnesses[0]!.tabs! };
  }

  it("prints the witness's name and the address given at the correction where the anchors stand", async () => {
    const { service, envelopeId, sign, tabs } = await anEnvelopeWithAWitness();
    await sign('u1', 'Priya Raman', 'priya@example.com');
    await service.correctRecipient(envelopeId, '3', {
      name: 'Wiremu Tane',
      email: 'wiremu.tane@neighbours.example',
      tabValues: { "Witness's address": '12 Kauri Road, Parramatta NSW 2150' },
    });
    // The signing page reads the witness's fields, filled.
    const opened = await sign('u1:witness', 'Wiremu Tane', 'wiremu.tane@neighbours.example');
    expect(opened?.recipient).toMatchObject({
      name: 'Wiremu Tane',
      tabs: [tabs[0], { ...tabs[1], value: '12 Kauri Road, Parramatta NSW 2150' }],
    });

    const text = await textOf(await service.signedDocuments(envelopeId));
    expect(text).toContain("Witness's name: Wiremu Tane");
    expect(text).toContain("Witness's address: 12 Kauri Road, Parramatta NSW 2150");
    expect(text).not.toContain(NAME_ANCHOR);
    expect(text).not.toContain(ADDRESS_ANCHOR);
  });

  it('never prints an anchor: a tab with nothing to hold is left empty', async () => {
    const { service, envelopeId, sign } = await anEnvelopeWithAWitness();
    await sign('u1', 'Priya Raman', 'priya@example.com');
    await sign('u1:witness', 'Witness', 'priya@example.com');
    const text = await textOf(await service.signedDocuments(envelopeId));
    expect(text).not.toContain(ADDRESS_ANCHOR);
    expect(text).not.toContain(NAME_ANCHOR);
    expect(text).toContain("Witness's name: Witness");
  });
});
