import {
  homeKindOf,
  journeyPath,
  quoteReferenceOf,
  signsOnPaper,
  type JourneyApplication,
} from './journey-view';

/** A standard quote application as the journey reads it, with the given changes. */
function aQuote(changes: Partial<JourneyApplication> = {}, scoreboard: object = {}): JourneyApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgUserId: 'officer-1',
    scoreboard: {
      primaryApplicant: { userId: 'officer-1', firstName: 'Jordan' },
      quoteDetails: { primaryQuoteReference: 'Q-2026-0042' },
      ...scoreboard,
    },
    ...changes,
  } as JourneyApplication;
}

describe('the journey as its viewer sees it', () => {
  it('gives a quote’s primary the primary home and anyone else no home', () => {
    expect(homeKindOf(aQuote(), 'officer-1')).toBe('primary');
    expect(homeKindOf(aQuote(), 'stranger')).toBe('none');
  });

  it('gives the named secondary the secondary home, in a calculator application too', () => {
    const secondary = { secondaryApplicant: { userId: 'second-1' } };
    expect(homeKindOf(aQuote({}, secondary), 'second-1')).toBe('secondary');
    expect(homeKindOf(aQuote({ applicationType: 'calculator' }, secondary), 'second-1')).toBe('secondary');
  });

  it('gives a calculator application’s owner the calculator home, with or without a primary', () => {
    const calculator = aQuote(
      { applicationType: 'calculator', orgUserId: 'owner-1' },
      { primaryApplicant: undefined },
    );
    expect(homeKindOf(calculator, 'owner-1')).toBe('calculator');
    expect(homeKindOf(calculator, 'stranger')).toBe('none');
  });

  it('signs on paper only when wet signing was chosen', () => {
    expect(signsOnPaper(aQuote({}, { wetSignature: { signType: 'wet' } }))).toBe(true);
    expect(signsOnPaper(aQuote({}, { docusignStatus: 'none' }))).toBe(false);
  });

  it('names the quote by the provider’s reference, else the ERP’s, else not at all', () => {
    expect(quoteReferenceOf(aQuote())).toBe('Q-2026-0042');
    expect(
      quoteReferenceOf(aQuote({}, { quoteDetails: { primaryQuoteReference: '', erpQuoteRef: 'ERP-7' } })),
    ).toBe('ERP-7');
    expect(quoteReferenceOf(aQuote({}, { quoteDetails: {} }))).toBeUndefined();
  });

  it('puts each step under the application’s own path, and the secondary’s wet signing at secondary-waiting', () => {
    expect(journeyPath('app-1', 'applications')).toBe('/applications/app-1');
    expect(journeyPath('app-1', 'reviewQuote')).toBe('/applications/app-1/orderVerification');
    expect(journeyPath('app-1', 'wet-signature-secondary')).toBe('/applications/app-1/secondary-waiting');
    expect(journeyPath('a/b', 'businessDetails')).toBe('/applications/a%2Fb/businessDetails');
    expect(journeyPath('app-1', 'home')).toBe('/dashboard');
    expect(journeyPath('app-1', 'logout')).toBe('/logout');
  });
});
