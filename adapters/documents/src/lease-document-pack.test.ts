import { extractText, getDocumentProxy } from 'unpdf';
import {
  leaseDocumentKinds,
  renderLeaseDocumentPack,
  renderLeaseDocuments,
  type OrgProfile,
  type VehicleApplication,
} from '@lease-portal/domain';
import { PdfLeaseDocuments } from './pdf-lease-documents';

/** The lease documents of a real application, as the journey downloads, e-mails and signs them. */

const southernCross: OrgProfile = {
  orgId: 'org-au',
  name: 'Southern Cross Fleet',
  region: 'AU',
  whiteLabel: { region: 'AU', enableWhiteLabel: true, domains: [], introducerName: 'Southern Cross Fleet' },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
  theme: { primaryColour: '#0b6e4f', phoneNumber: '1300 666 001', email: 'support.au@example.com' },
  loginLogos: {},
};

const application: VehicleApplication = {
  applicationId: 'app-1',
  applicationType: 'standard',
  orgId: 'org-au',
  orgUserId: 'ada',
  journey: {
    status: 'reviewAndSignContract',
    statusCreditCheck: 'approved',
    wetSignature: { signType: 'wet' },
    primaryApplicant: { userId: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@harbour.example' },
    secondaryApplicant: {
      userId: 'sam',
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam@harbour.example',
      applicantType: 'Company Secretary',
    },
    entityDetails: { entityType: 'PRV', hasSecondaryApplicant: 'yes' },
    companyDetails: { companyLegalName: 'Harbour Haulage Pty Ltd', abn: '53004085616' },
    businessDetails: {
      entityDetails: { companyLegalAddress: '1 Quay Street, Sydney NSW 2000' },
      financeDetails: { personalGuarantee: 'yes', creditLimit: 80000 },
    },
    quoteDetails: { primaryQuoteReference: 'Q-4242' },
    leaseDetails: { driveAwayPrice: 58990, monthlyRentalNet: 1120.5, terms: 48 },
    vehicleDetails: { make: 'Toyota', model: 'HiLux SR5' },
  },
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
};

const deps = { orgProfiles: { ofId: async () => southernCross }, renderer: new PdfLeaseDocuments() };
const wetPack = () =>
  renderLeaseDocuments(deps, application, (profile) =>
    leaseDocumentKinds(application, profile, 'wet', undefined),
  );

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe("an application's lease documents", () => {
  it("each name the customer's business and officers; the agreement and quote the vehicle, term and payment", async () => {
    const pack = await wetPack();
    if (!pack.ok) throw pack.error;
    expect(pack.value.map((document) => document.fileName)).toEqual([
      'Document Instructions.pdf',
      'Master Lease Agreement.pdf',
      'Personal Guarantee.pdf',
      'Direct Debit.pdf',
      'Quote.pdf',
    ]);
    for (const document of pack.value) {
      const text = await textOf(document.pdf);
      expect({ document: document.fileName, business: text.includes('Harbour Haulage Pty Ltd') }).toEqual({
        document: document.fileName,
        business: true,
      });
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain('Southern Cross Fleet');
    }
    const agreement = await textOf(pack.value[1]!.pdf);
    expect(agreement).toContain('Sam Okafor');
    expect(agreement).toContain('1 Quay Street, Sydney NSW 2000');
    expect(agreement).toContain('Toyota HiLux SR5');
    expect(agreement).toContain('48 months (4 years)');
    // To the cent: a rental of $1,120.50 is not signed for as $1,121.
    expect(agreement).toContain('$1,120.50 (inc GST)');
    expect(agreement).toContain('Customer ABN 53 004 085 616');
    expect(agreement).toContain('Entity type Australian Private Company');
    const quote = await textOf(pack.value[4]!.pdf);
    expect(quote).toContain('Q-4242');
    expect(quote).toContain('$58,990.00 (inc GST)');
    expect(quote).toContain('Prepared for Harbour Haulage Pty Ltd, attention Ada Lovelace.');
  });

  it('come as one PDF for Download All: every document from a page of its own, its pages numbered within it', async () => {
    const separate = await wetPack();
    const pack = await renderLeaseDocumentPack(deps, application, (profile) =>
      leaseDocumentKinds(application, profile, 'wet', undefined),
    );
    if (!pack.ok || !separate.ok) throw new Error('not rendered');
    expect(pack.value.fileName).toBe('Lease Documents.pdf');
    const proxy = await getDocumentProxy(pack.value.pdf.slice());
    const pagesEach = await Promise.all(
      separate.value.map(async (document) => (await getDocumentProxy(document.pdf.slice())).numPages),
    );
    expect(proxy.numPages).toBe(pagesEach.reduce((sum, pages) => sum + pages, 0));
    const { text: pages } = await extractText(proxy, { mergePages: false });
    // Each document starts with its letterhead on the page after the last page of the one before.
    let first = 0;
    separate.value.forEach((document, index) => {
      expect(pages[first]).toContain(
        `Southern Cross Fleet · ${document.title} · Page 1 of ${pagesEach[index]}`,
      );
      first += pagesEach[index]!;
    });
    const whole = pages.join(' ').replace(/\s+/g, ' ');
    for (const title of [
      'Document Instructions',
      'Master Lease Agreement',
      'Personal Guarantee',
      'Direct Debit',
      'Quote',
    ])
      expect(whole).toContain(title);
    expect(whole).toContain('Prepared for Harbour Haulage Pty Ltd, attention Ada Lovelace.');
  });

  it("print the witness Authorised Officer (1) named, with their address, on the agreement's Signatures", async () => {
    const witnessed: VehicleApplication = {
      ...application,
      journey: {
        ...application.journey,
        wetSignature: undefined,
        leaseWitness: {
          name: 'Wendy Witness',
          email: 'wendy@neighbours.example',
          address: '12 Kauri Road, Parramatta NSW 2150',
        },
      },
    };
    const documents = await renderLeaseDocuments(deps, witnessed, () => ['masterLeaseAgreement']);
    if (!documents.ok) throw documents.error;
    const agreement = await textOf(documents.value[0]!.pdf);
    const signatures = agreement.slice(agreement.lastIndexOf('Signatures'));
    expect(signatures).toContain('Signed: Wendy Witness (Witness, not a party)');
    expect(signatures).toContain("Witness's address: 12 Kauri Road, Parramatta NSW 2150");
    // Before a witness is named, the agreement has no witness line of its own.
    const unnamed = await renderLeaseDocuments(deps, application, () => ['masterLeaseAgreement']);
    if (!unnamed.ok) throw unnamed.error;
    expect(await textOf(unnamed.value[0]!.pdf)).not.toContain('Witness');
  });

  it('renders the whole pack in under 300 ms', async () => {
    await wetPack(); // the first render loads pdfkit's standard fonts
    const started = performance.now();
    const pack = await wetPack();
    const ms = performance.now() - started;
    expect(pack.ok).toBe(true);
    expect(ms).toBeLessThan(300);
  });
});
