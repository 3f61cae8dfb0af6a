import { extractText, getDocumentProxy } from 'unpdf';
import { LEASE_WITNESS_TABS, WITNESS_ANCHORS, WITNESS_TAB_LABELS, type Clock } from '@lease-portal/domain';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import { PdfLeaseDocuments } from '@lease-portal/documents';
import { anAustralianCompany } from '@lease-portal/documents/src/testing/document-facts';
import { NodeCryptoSecretTokens, SandboxESignature } from '@lease-portal/partners';
import { signingPage } from './sandbox-signing-page';

const textOf = async (pdf: Uint8Array) =>
  (await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

// The envelope's agreement is rendered before the witness is named; the signed agreement names them
// (decision 2098): the documents renderer's anchors, the witness's tabs, and the service's signed copy.
describe('the signed agreement of a lease envelope with a witness', () => {
  it("prints the witness's name and address, named after the envelope was sent", async () => {
    const clock: Clock = { now: () => new Date('2026-11-23T10:00:00.000Z') };
    const service = new SandboxESignature(
      new InMemorySandboxEnvelopeStore(),
      new NodeCryptoSecretTokens(),
      clock,
    );
    const agreement = await new PdfLeaseDocuments().render(
      'masterLeaseAgreement',
      anAustralianCompany({ witnessOnSigning: true }),
    );
    expect(await textOf(agreement)).not.toContain('Wiremu Tane');
    const officer = { clientUserId: 'u1', name: 'Priya Raman', email: 'priya@example.com' };
    const { envelopeId } = await service.sendEnvelope({
      reference: 'app-1:lease',
      emailSubject: 'Please sign your lease documents',
      documents: [{ documentId: '1', name: 'Master_Lease_Agreement.pdf', pdf: agreement }],
      signers: [{ recipientId: '1', routingOrder: 1, ...officer }],
      witnesses: [
        {
          recipientId: '3',
          name: 'Witness',
          email: officer.email,
          routingOrder: 2,
          clientUserId: 'u1:witness',
          roleName: 'Witness',
          witnessFor: '1',
          tabs: [...LEASE_WITNESS_TABS],
        },
      ],
    });
    const sign = async (who: { clientUserId: string; name: string; email: string }) => {
      const { url } = await service.recipientView(envelopeId, {
        ...who,
        returnUrl: 'https://au.example.com/x',
      });
      const token = url.split('/').pop()!;
      const view = await service.openSigningView(token);
      await service.finishSigning(token, 'sign');
      return { token, view: view! };
    };

    await sign(officer);
    const witness = {
      clientUserId: 'u1:witness',
      name: 'Wiremu Tane',
      email: 'wiremu.tane@neighbours.example',
    };
    await service.correctRecipient(envelopeId, '3', {
      name: witness.name,
      email: witness.email,
      tabValues: { [WITNESS_TAB_LABELS.address]: '12 Kauri Road, Parramatta NSW 2150' },
    });
    const { token, view } = await sign(witness);
    // The signing page shows the witness their details as the agreement will print them.
    const page = signingPage(token, view);
    expect(page).toContain('<dt>Witness&#39;s full name</dt><dd>Wiremu Tane</dd>');
    expect(page).toContain('<dt>Witness&#39;s address</dt><dd>12 Kauri Road, Parramatta NSW 2150</dd>');

    const signed = await textOf(await service.signedDocuments(envelopeId));
    const signatures = signed.slice(signed.lastIndexOf('Signatures'));
    expect(signatures).toContain("Witness's name: Wiremu Tane");
    expect(signatures).toContain("Witness's address: 12 Kauri Road, Parramatta NSW 2150");
    expect(signed).not.toContain(WITNESS_ANCHORS.name);
    expect(signed).not.toContain(WITNESS_ANCHORS.address);
  });
});
