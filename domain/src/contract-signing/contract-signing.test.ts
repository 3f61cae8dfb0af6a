import { contractScreenOf, contractStepCount, signingUnderWay } from './contract-screen';
import { leaseSigningComplete, mayOpenSignerRow } from './digital-signing';
import { canSubmitSignedDocuments, requiredSignedDocuments } from './wet-signature-submission';

const approved = {
  statusCreditCheck: 'approved' as const,
  signingEnabled: true,
  wetSignature: false,
  personalGuarantee: false,
};

describe('signing under way: the review-and-sign route opens the signing screen by itself', () => {
  it('once the lease envelope went out, or signed paper documents were submitted, accepted or sent back', () => {
    expect(signingUnderWay({ leaseSigningStarted: true })).toBe(true);
    for (const wetSignatureStatus of ['submitted', 'verified', 'rejected', 'completed'])
      expect(signingUnderWay({ wetSignatureStatus })).toBe(true);
  });

  it('not before: the customer opens it with Sign Lease or Review & Sign Contract', () => {
    expect(signingUnderWay({})).toBe(false);
    expect(signingUnderWay({ leaseSigningStarted: false, wetSignatureStatus: '' })).toBe(false);
  });
});

describe('the review-and-sign screen (journey §2)', () => {
  it.each([
    ['awaitingDecision', { kind: 'referred' }],
    ['referred', { kind: 'referred' }],
    [undefined, { kind: 'referred' }],
    ['waitingForSecondary', { kind: 'onHold' }],
    ['declined', { kind: 'declined' }],
  ] as const)('credit status %s shows %j', (statusCreditCheck, screen) => {
    expect(contractScreenOf({ ...approved, statusCreditCheck })).toEqual(screen);
  });

  it('shows the accepted message until signing is enabled', () => {
    expect(contractScreenOf({ ...approved, signingEnabled: false })).toEqual({ kind: 'accepted' });
  });

  it('signs digitally, digitally with a guarantee on paper, or on paper', () => {
    expect(contractScreenOf(approved)).toEqual({ kind: 'signing', variant: 'digital' });
    expect(contractScreenOf({ ...approved, personalGuarantee: true })).toEqual({
      kind: 'signing',
      variant: 'combination',
    });
    expect(contractScreenOf({ ...approved, wetSignature: true, personalGuarantee: true })).toEqual({
      kind: 'signing',
      variant: 'wet',
    });
  });

  it('shows the primary four steps and others two', () => {
    expect(contractStepCount(true)).toBe(4);
    expect(contractStepCount(false)).toBe(2);
  });
});

describe('digital signing completion (journey §4)', () => {
  const signed = (email: string) => ({ email, status: 'completed' as const });
  const waiting = (email: string) => ({ email, status: 'pending' as const });

  it('is complete when the only signer has signed, or both have', () => {
    expect(leaseSigningComplete({ signers: [signed('a@x.au')], witnesses: [] })).toBe(true);
    expect(leaseSigningComplete({ signers: [signed('a@x.au'), signed('b@x.au')], witnesses: [] })).toBe(true);
    expect(leaseSigningComplete({ signers: [signed('a@x.au'), waiting('b@x.au')], witnesses: [] })).toBe(
      false,
    );
  });

  it('waits for every witness too', () => {
    const witness = (status: 'completed' | 'pending') => ({ roleName: 'Witness', status });
    expect(leaseSigningComplete({ signers: [signed('a@x.au')], witnesses: [witness('pending')] })).toBe(
      false,
    );
    expect(leaseSigningComplete({ signers: [signed('a@x.au')], witnesses: [witness('completed')] })).toBe(
      true,
    );
  });

  it('is never complete without signers', () => {
    expect(leaseSigningComplete({ signers: [], witnesses: [] })).toBe(false);
  });

  it('lets an officer open only their own row, matched by e-mail', () => {
    expect(mayOpenSignerRow('Mia@Example.com.au', 'mia@example.com.au ')).toBe(true);
    expect(mayOpenSignerRow('sam@example.com.au', 'mia@example.com.au')).toBe(false);
  });
});

describe('submitting documents signed on paper (journey §5)', () => {
  it('needs the agreement, the direct debit and in AU the quote', () => {
    expect(requiredSignedDocuments({ region: 'AU', guaranteeApplies: false })).toEqual([
      'masterLeaseAgreement',
      'directDebit',
      'quote',
    ]);
    expect(requiredSignedDocuments({ region: 'NZ', guaranteeApplies: false })).toEqual([
      'masterLeaseAgreement',
      'directDebit',
    ]);
  });

  it('needs the guarantee when one applies', () => {
    expect(requiredSignedDocuments({ region: 'NZ', guaranteeApplies: true })).toContain('personalGuarantee');
  });

  it('is possible once every required document is uploaded', () => {
    const facts = { region: 'AU' as const, guaranteeApplies: true };
    const some = new Set(['masterLeaseAgreement', 'directDebit', 'quote'] as const);
    expect(canSubmitSignedDocuments(facts, some)).toBe(false);
    expect(canSubmitSignedDocuments(facts, new Set([...some, 'personalGuarantee' as const]))).toBe(true);
  });
});
