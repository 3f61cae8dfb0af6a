import { extractText, getDocumentProxy } from 'unpdf';
import { leaseDocumentSet, LEASE_DOCUMENT_KINDS, type LeaseDocumentKind } from '@lease-portal/domain';
import { PdfLeaseDocuments } from './pdf-lease-documents';
import { aNewZealandSoleTrader, anAustralianCompany } from './testing/document-facts';

const renderer = new PdfLeaseDocuments();
const everyKind: LeaseDocumentKind[] = [...LEASE_DOCUMENT_KINDS];

/** What a reader of the PDF sees, as one string with its white space folded. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the lease documents as PDFs', () => {
  it.each(everyKind)('%s is a PDF that names the customer, its officer and the lessor (AU)', async (kind) => {
    const pdf = await renderer.render(kind, anAustralianCompany());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('Coastal Plumbing Services Pty Ltd');
    expect(text).toContain('Priya Raman');
    expect(text).toContain('Harbour Fleet Leasing');
  });

  it('puts the vehicle, term and payment in the agreement, with both officers to sign', async () => {
    const text = await textOf(await renderer.render('masterLeaseAgreement', anAustralianCompany()));
    expect(text).toContain('Master Lease Agreement');
    expect(text).toContain('Toyota HiLux SR 4x4 Double Cab');
    expect(text).toContain('$61,990.00 (inc GST)');
    expect(text).toContain('48 months (4 years)');
    expect(text).toContain('$1,234.00 (inc GST)');
    expect(text).toContain('53 004 085 616');
    expect(text).toContain('Signed: Priya Raman (Director)');
    expect(text).toContain('Signed: Tom Avery (Secretary)');
  });

  it('titles NZ documents the NZ way and prices them ex GST', async () => {
    const facts = aNewZealandSoleTrader();
    const agreement = await textOf(await renderer.render('masterLeaseAgreement', facts));
    expect(agreement).toContain('Motor Vehicle Leasing Terms & Conditions');
    expect(agreement).toContain('$1,480.00 (ex GST)');
    expect(agreement).toContain('NZBN');
    expect(await textOf(await renderer.render('personalGuarantee', facts))).toContain(
      'Deed of Guarantee & Indemnity',
    );
  });

  it('states the quote’s reference, the weekly equivalent and the credit limit guaranteed', async () => {
    const facts = anAustralianCompany();
    const quote = await textOf(await renderer.render('quote', facts));
    expect(quote).toContain('Q-20931');
    expect(quote).toContain('$284.77 (inc GST)'); // 1,234 × 12 / 52 = 284.769…
    expect(await textOf(await renderer.render('personalGuarantee', facts))).toContain('$150,000.00');
  });

  it('prepares a sole trader’s quote for them once, not for them to their own attention', async () => {
    const facts = aNewZealandSoleTrader();
    const ownName = { ...facts, customer: { ...facts.customer, businessName: facts.primary.name } };
    const quote = await textOf(await renderer.render('quote', ownName));
    expect(quote).toContain('Prepared for Aroha Ngata.');
    expect(quote).not.toContain('attention');
  });

  it('gives the same bytes for the same facts', async () => {
    const facts = anAustralianCompany();
    expect(await renderer.render('directDebit', facts)).toEqual(await renderer.render('directDebit', facts));
  });

  it('renders a whole wet-signature pack', async () => {
    const facts = anAustralianCompany();
    const kinds = leaseDocumentSet({
      region: 'AU',
      signingMode: 'wet',
      guaranteeApplies: true,
      specialIntroducer: false,
    });
    const pack = await Promise.all(kinds.map((kind) => renderer.render(kind, facts)));
    expect(pack).toHaveLength(5);
    for (const pdf of pack) expect(pdf.byteLength).toBeGreaterThan(1_000);
  });
});
