import { extractText, getDocumentProxy } from 'unpdf';
import { PdfLeaseDocuments } from './pdf-lease-documents';
import { aNewZealandSoleTrader, anAustralianCompany } from './testing/document-facts';

const renderer = new PdfLeaseDocuments();

/** What a reader of the PDF sees, as one string with its white space folded. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The document's section naming the account, up to its signatures. */
const accountSection = (text: string) =>
  text.slice(text.indexOf('Account to debit'), text.indexOf('Signatures'));

describe('the Direct Debit document’s account to debit (decision 2081)', () => {
  it('prints the AU account name, the BSB as 000-000 and the account number', async () => {
    const facts = anAustralianCompany({
      directDebitAccount: {
        region: 'AU',
        accountName: 'Coastal Plumbing Services Pty Ltd',
        bsb: '062000',
        accountNumber: '12345678',
      },
    });
    const section = accountSection(await textOf(await renderer.render('directDebit', facts)));
    expect(section).toContain('Account name Coastal Plumbing Services Pty Ltd');
    expect(section).toContain('BSB 062-000');
    expect(section).toContain('Account number 12345678');
    expect(section).not.toContain('—');
  });

  it('prints the NZ account name and its number as bank-branch-account-suffix', async () => {
    const facts = aNewZealandSoleTrader({
      directDebitAccount: {
        region: 'NZ',
        accountName: 'A Ngata',
        bank: '08',
        branch: '6523',
        account: '1954512',
        suffix: '001',
      },
    });
    const section = accountSection(await textOf(await renderer.render('directDebit', facts)));
    expect(section).toContain('Account name A Ngata');
    expect(section).toContain('Account number 08-6523-1954512-001');
  });

  it('gives the paper form boxes to write the account in when it is not known yet, never a dash', async () => {
    const au = accountSection(await textOf(await renderer.render('directDebit', anAustralianCompany())));
    expect(au).toContain('Account name');
    expect(au).toContain('BSB');
    expect(au).toContain('5 to 9 digits');
    expect(au).not.toContain('—');
    const nz = accountSection(await textOf(await renderer.render('directDebit', aNewZealandSoleTrader())));
    for (const caption of ['Bank', 'Branch', 'Account', 'Suffix']) expect(nz).toContain(caption);
    expect(nz).not.toContain('—');
  });

  it('prints the account on the paper pack’s Direct Debit form, given before the documents are printed (decision 2097)', async () => {
    const facts = anAustralianCompany({
      directDebitAccount: {
        region: 'AU',
        accountName: 'Coastal Plumbing Services Pty Ltd',
        bsb: '062000',
        accountNumber: '12345678',
      },
    });
    const pack = await textOf(
      await renderer.renderPack(['instructions', 'masterLeaseAgreement', 'directDebit', 'quote'], facts),
    );
    // The pack's one 'Account to debit' is the Direct Debit form's, up to its signatures.
    const from = pack.indexOf('Account to debit');
    const directDebit = pack.slice(from, pack.indexOf('Signatures', from));
    expect(directDebit).toContain('Account name Coastal Plumbing Services Pty Ltd');
    expect(directDebit).toContain('BSB 062-000');
    expect(directDebit).toContain('Account number 12345678');
    expect(directDebit).not.toContain('5 to 9 digits');
  });
});
