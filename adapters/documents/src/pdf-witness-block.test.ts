import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import { WITNESS_ANCHORS } from '@lease-portal/domain';
import { PdfLeaseDocuments } from './pdf-lease-documents';
import { anAustralianCompany } from './testing/document-facts';

const renderer = new PdfLeaseDocuments();

/** What a reader of the PDF sees, as one string with its white space folded. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The agreement's signatures, to its end. */
const signatures = (text: string) => text.slice(text.lastIndexOf('Signatures'));

describe("the Master Lease Agreement's witness block (decisions 2047, 2098)", () => {
  it('prints the witness named, with their address', async () => {
    const facts = anAustralianCompany({
      witness: { name: 'Wiremu Tane', address: '12 Kauri Road, Parramatta NSW 2150' },
    });
    const text = signatures(await textOf(await renderer.render('masterLeaseAgreement', facts)));
    expect(text).toContain('Wiremu Tane (Witness, not a party)');
    expect(text).toContain("Witness's address: 12 Kauri Road, Parramatta NSW 2150");
  });

  it('in the lease envelope, holds the anchors where the service fills the witness’s name and address, each a text of its own', async () => {
    const pdf = await renderer.render(
      'masterLeaseAgreement',
      anAustralianCompany({ witnessOnSigning: true }),
    );
    const text = signatures(await textOf(pdf));
    expect(text).toContain('Witness (Witness, not a party)');
    expect(text).toMatch(new RegExp(`Witness's name: ${escaped(WITNESS_ANCHORS.name)}`));
    expect(text).toMatch(new RegExp(`Witness's address: ${escaped(WITNESS_ANCHORS.address)}`));
    expect(text).not.toContain('an adult who is not a party to this agreement');
    // The service finds each anchor as a text of its own, to put a tab in its place.
    const { items } = await extractTextItems(await getDocumentProxy(pdf.slice()));
    const texts = items.flat().map((item) => item.str.trim());
    expect(texts).toEqual(expect.arrayContaining([WITNESS_ANCHORS.name, WITNESS_ANCHORS.address]));
  });

  it('has no witness block in an agreement signed without a witness', async () => {
    const text = signatures(
      await textOf(await renderer.render('masterLeaseAgreement', anAustralianCompany())),
    );
    expect(text).not.toContain('Witness');
  });
});

const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
