import { leaseDocumentSet } from './lease-document-set';
import {
  isLeaseDocumentKind,
  leaseDocumentFileName,
  leaseDocumentTitle,
  LEASE_DOCUMENT_KINDS,
  quoteFileName,
} from './lease-document';

describe('the lease documents a customer receives', () => {
  it.each([
    [
      'AU',
      'wet',
      true,
      false,
      ['instructions', 'masterLeaseAgreement', 'personalGuarantee', 'directDebit', 'quote'],
    ],
    ['AU', 'wet', false, false, ['instructions', 'masterLeaseAgreement', 'directDebit', 'quote']],
    ['AU', 'digital', true, false, ['masterLeaseAgreement', 'personalGuarantee', 'directDebit', 'quote']],
    [
      'AU',
      'wet',
      true,
      true,
      ['introducerInstructions', 'masterLeaseAgreement', 'personalGuarantee', 'directDebit', 'quote'],
    ],
    ['NZ', 'wet', true, false, ['instructions', 'masterLeaseAgreement', 'personalGuarantee', 'directDebit']],
    ['NZ', 'wet', false, false, ['instructions', 'masterLeaseAgreement', 'directDebit']],
    ['NZ', 'digital', false, false, ['masterLeaseAgreement', 'directDebit']],
  ] as const)(
    '%s, %s signing, guarantee %s, special introducer %s',
    (region, signingMode, guaranteeApplies, specialIntroducer, expected) => {
      expect(leaseDocumentSet({ region, signingMode, guaranteeApplies, specialIntroducer })).toEqual(
        expected,
      );
    },
  );
});

describe('document names', () => {
  it('uses the region’s titles for the agreement and the guarantee', () => {
    expect(leaseDocumentTitle('masterLeaseAgreement', 'AU')).toBe('Master Lease Agreement');
    expect(leaseDocumentTitle('masterLeaseAgreement', 'NZ')).toBe('Motor Vehicle Leasing Terms & Conditions');
    expect(leaseDocumentTitle('personalGuarantee', 'AU')).toBe('Personal Guarantee');
    expect(leaseDocumentTitle('personalGuarantee', 'NZ')).toBe('Deed of Guarantee & Indemnity');
  });

  it('names downloads after the region’s documents', () => {
    expect(leaseDocumentFileName('masterLeaseAgreement', 'AU')).toBe('Master Lease Agreement.pdf');
    expect(leaseDocumentFileName('masterLeaseAgreement', 'NZ')).toBe('Terms and Conditions.pdf');
    expect(leaseDocumentFileName('personalGuarantee', 'NZ')).toBe('Deed of Guarantee.pdf');
    expect(leaseDocumentFileName('directDebit', 'AU')).toBe('Direct Debit.pdf');
  });

  it('names the lease’s documents in its own words, in the documents’ order', () => {
    expect(LEASE_DOCUMENT_KINDS).toEqual([
      'instructions',
      'masterLeaseAgreement',
      'personalGuarantee',
      'directDebit',
      'quote',
      'introducerInstructions',
    ]);
    expect(LEASE_DOCUMENT_KINDS.every(isLeaseDocumentKind)).toBe(true);
    expect(isLeaseDocumentKind('documentMLA')).toBe(false);
  });

  it.each([
    ['Q-1001', 'ERP-7', 'Quote_Q-1001.pdf'],
    [undefined, 'ERP-7', 'Quote_ERP-7.pdf'],
    ['', '', 'quote.pdf'],
    [undefined, undefined, 'quote.pdf'],
  ])('names the quote from reference %p, else ERP reference %p', (primary, erp, name) => {
    expect(quoteFileName(primary, erp)).toBe(name);
  });
});
