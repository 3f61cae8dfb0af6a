import {
  CONTRACT_SIGNING_REASONS,
  contractSigningErrors,
  CREDIT_CHECK_STATUSES,
  LEASE_DOCUMENT_KINDS,
  type ApplicationJourney,
} from '@lease-portal/domain';
import {
  documentKindOf,
  inWireDocumentKeys,
  inWireWords,
  journeyFinanceSectionOf,
  journeyPathOf,
  journeyValueOf,
  scoreboardOf,
  wireCreditStatusOf,
  wireDocumentKeyOf,
} from './scoreboard-wire';

describe('the scoreboard on the wire', () => {
  const journey: ApplicationJourney = {
    status: 'approvals',
    statusSecondary: 'approvals',
    quoteSignature: 'completed',
    primaryApplicant: { userId: 'ada', firstName: 'Ada' },
    businessDetails: { annualRevenue: '1200000', financeDetails: { creditLimit: 150000, maximum: true } },
    leaseEnvelopeId: 'envelope-1',
    leaseWitness: { name: 'Wendy Witness', email: 'wendy@neighbours.example', address: '12 Kauri Road' },
    creditSubmission: { number: 1, reference: 'app-1:1', submittedAt: '2026-11-26T00:00:00.000Z' },
    envelopeProgress: {
      lease: {
        envelopeId: 'envelope-1',
        status: 'delivered',
        recipients: [{ recipientId: '1', role: 'signer', email: 'ada@example.com', status: 'completed' }],
        readAt: '2026-11-26T00:00:00.000Z',
        recordedAt: '2026-11-26T00:00:00.000Z',
      },
    },
  };

  it("answers the journey's facts under the specification's names, and not what the server keeps", () => {
    expect(scoreboardOf(journey)).toEqual({
      status: 'approvals',
      statusSecondary: 'approvals',
      // That the lease envelope went out, without its id; nor the witness named.
      leaseSigningStarted: true,
      docusignStatus: 'completed',
      primaryApplicant: { userId: 'ada', firstName: 'Ada' },
      businessDetails: {
        annualRevenue: '1200000',
        financeDetails: { valueOfApplication: 150000, maximum: true },
      },
    });
    expect(scoreboardOf({ businessDetails: { financeDetails: {} } })).toEqual({
      businessDetails: { financeDetails: {} },
    });
  });

  it('reads a write path the domain names alike as it came', () => {
    const path = { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', propertyThird: null };
    expect(journeyPathOf(path)).toEqual(path);
  });

  it("reads the credit limit's path and finance field in the domain's words", () => {
    expect(
      journeyPathOf({
        propertyFirst: 'businessDetails',
        propertySecond: 'financeDetails',
        propertyThird: 'valueOfApplication',
      }),
    ).toEqual({
      propertyFirst: 'businessDetails',
      propertySecond: 'financeDetails',
      propertyThird: 'creditLimit',
    });
    expect(journeyFinanceSectionOf({ valueOfApplication: 90000, completed: 'yes' })).toEqual({
      creditLimit: 90000,
      completed: 'yes',
    });
    expect(journeyFinanceSectionOf({ completed: 'yes' })).toEqual({ completed: 'yes' });
    expect(journeyFinanceSectionOf('not a section')).toBe('not a section');
  });

  it("answers the credit status in the specification's words: awaiting a decision and referred both say refer", () => {
    expect(
      CREDIT_CHECK_STATUSES.map((statusCreditCheck) => scoreboardOf({ statusCreditCheck }).statusCreditCheck),
    ).toEqual(['refer', 'refer', 'approved', 'declined', 'waiting']);
    expect(wireCreditStatusOf('waitingForSecondary')).toBe('waiting');
    expect(scoreboardOf({})).toEqual({});
  });

  it('answers the Review Quote step as orderVerification, and reads a write of it as the domain names it', () => {
    expect(scoreboardOf({ status: 'reviewQuote' })).toEqual({ status: 'orderVerification' });
    expect(scoreboardOf({ status: 'businessDetails' })).toEqual({ status: 'businessDetails' });
    const status = { propertyFirst: 'status' };
    expect(journeyValueOf(status, 'orderVerification')).toBe('reviewQuote');
    expect(journeyValueOf(status, 'approvals')).toBe('approvals');
    expect(journeyValueOf({ propertyFirst: 'statusSecondary' }, 'orderVerification')).toBe(
      'orderVerification',
    );
    expect(journeyValueOf({ propertyFirst: 'businessDetails', propertySecond: 'annualRevenue' }, '9')).toBe(
      '9',
    );
  });

  it("names the domain's words in a refusal as the wire says them", () => {
    expect(inWireWords('financeDetails.creditLimit: Field is required')).toBe(
      'financeDetails.valueOfApplication: Field is required',
    );
    expect(inWireWords("'businessDetails.financeDetails.creditLimit' cannot be changed.")).toBe(
      "'businessDetails.financeDetails.valueOfApplication' cannot be changed.",
    );
    expect(inWireWords('Not at reviewQuote, nor at reviewQuoteLater; the Review Quote step.')).toBe(
      'Not at orderVerification, nor at reviewQuoteLater; the Review Quote step.',
    );
  });

  it("keys the documents signed on paper by the specification's document keys", () => {
    expect(LEASE_DOCUMENT_KINDS.map(wireDocumentKeyOf)).toEqual([
      'documentAI',
      'documentMLA',
      'documentPCA',
      'documentBank',
      'documentQuote',
      'documentAI_MMBA',
    ]);
    const upload = { uploadFile: { uuid: 'f-1', fileName: 'pca.pdf', mimeType: 'application/pdf' } };
    expect(
      scoreboardOf({
        wetSignature: {
          signType: 'wet',
          status: 'submitted',
          documents: { personalGuarantee: upload, directDebit: {}, introducerInstructions: upload },
        },
      }),
    ).toEqual({
      wetSignature: {
        signType: 'wet',
        status: 'submitted',
        documents: { documentPCA: upload, documentBank: {}, documentAI_MMBA: upload },
      },
    });
    expect(scoreboardOf({ wetSignature: { signType: 'wet' } })).toEqual({
      wetSignature: { signType: 'wet' },
    });
  });

  it("reads a document's key as the domain names the document, and nothing else", () => {
    for (const kind of LEASE_DOCUMENT_KINDS) expect(documentKindOf(wireDocumentKeyOf(kind))).toBe(kind);
    for (const name of ['personalGuarantee', 'download-all', 'toString', '../etc', ''])
      expect(documentKindOf(name)).toBeUndefined();
  });

  it("names documents in a contract-signing refusal by the wire's keys", () => {
    const missing = inWireDocumentKeys(
      contractSigningErrors.documentsMissing(['masterLeaseAgreement', 'quote']),
    );
    expect(missing.message).toBe('Upload every signed document first: documentMLA, documentQuote.');
    expect(missing.details).toMatchObject({ reason: CONTRACT_SIGNING_REASONS.documentsMissing });
    const unknown = inWireDocumentKeys(contractSigningErrors.documentUnknown('quote'), 'documentQuote');
    expect(unknown.message).toBe(
      "wetSignatureObjName: 'documentQuote' is not one of this lease's documents.",
    );
    const other = contractSigningErrors.alreadySubmitted();
    expect(inWireDocumentKeys(other, 'documentQuote')).toBe(other);
  });
});
