import type { ApplicationJourney } from '../application/application-journey';
import { LeaseApplication } from './lease-application';
import {
  PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE,
  SIGNED_DOCUMENTS_SUBMISSION_REASONS,
} from './signed-documents-submission';
import { aLeaseApplication } from './testing/lease-application.builder';

const signedPdf = (kind: string) => ({
  uploadFile: { uuid: `${kind}-file`, fileName: `${kind}.pdf`, mimeType: 'application/pdf' },
});
const account = {
  region: 'AU',
  accountName: 'Harbour Haulage Pty Ltd',
  bsb: '062000',
  accountNumber: '12345678',
} as const;
const required = ['masterLeaseAgreement', 'directDebit', 'quote'] as const;

const aPaperLease = (facts: Partial<ApplicationJourney> = {}) =>
  LeaseApplication.of({
    value: aLeaseApplication()
      .withPrimaryStatus('reviewAndSignContract')
      .withFacts({
        wetSignature: {
          signType: 'wet',
          rejectionReason: 'The direct debit is not signed',
          documents: {
            masterLeaseAgreement: signedPdf('masterLeaseAgreement'),
            directDebit: signedPdf('directDebit'),
            quote: signedPdf('quote'),
          },
        },
        directDebitAccount: account,
        ...facts,
      })
      .build(),
    version: 3,
  });

describe('LeaseApplication.submitSignedDocuments: the documents signed on paper go to staff (decisions 2030, 2097)', () => {
  it('is refused until the bank account the Direct Debit authorises is given, and changes nothing', () => {
    const lease = aPaperLease({ directDebitAccount: undefined });
    expect(lease.submitSignedDocuments(required)).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'NOT_ALLOWED',
        message: PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE,
        details: { reason: SIGNED_DOCUMENTS_SUBMISSION_REASONS.directDebitAccountMissing },
      }),
    });
    expect(lease.journey.wetSignature?.status).toBeUndefined();
    expect(lease.pullEvents()).toEqual([]);
  });

  it('tells the customer to give the account, then print the Direct Debit document again with it', () => {
    expect(PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE).toMatch(/^Give the bank account for the direct debit/);
    expect(PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE).toMatch(/download the Direct Debit document again/);
  });

  it('names the documents still to upload first, before the account', () => {
    const lease = aPaperLease({
      directDebitAccount: undefined,
      wetSignature: { signType: 'wet', documents: { directDebit: signedPdf('directDebit') } },
    });
    expect(lease.submitSignedDocuments(required)).toMatchObject({
      ok: false,
      error: { details: { missing: ['masterLeaseAgreement', 'quote'] } },
    });
  });

  it('is refused away from the signing step', () => {
    const lease = aPaperLease({ status: 'approvals' });
    expect(lease.submitSignedDocuments(required)).toMatchObject({
      ok: false,
      error: { details: { reason: SIGNED_DOCUMENTS_SUBMISSION_REASONS.notAtSigning } },
    });
  });

  it('submits with every document and the account: staff’s reason is answered, the status stays', () => {
    const lease = aPaperLease();
    expect(lease.submitSignedDocuments(required)).toEqual({ ok: true, value: undefined });
    expect(lease.journey.status).toBe('reviewAndSignContract');
    expect(lease.journey.wetSignature).toMatchObject({ status: 'submitted', signType: 'wet' });
    expect(lease.journey.wetSignature?.rejectionReason).toBeUndefined();
    expect(lease.pullEvents()).toEqual([
      {
        action: 'application.signed-documents.submitted',
        details: { documents: ['masterLeaseAgreement', 'directDebit', 'quote'] },
      },
    ]);
  });
});
