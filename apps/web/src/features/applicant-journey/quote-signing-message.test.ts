import { quoteSigningMessage, quoteSigningOutcomeOf, quoteSignReturnUrl } from './quote-signing-message';

const ORIGIN = 'http://au.localhost:3000';
const from = (origin: string, data: unknown) => new MessageEvent('message', { origin, data });

describe('the quote signing message', () => {
  it('is read back as the outcome the return page sent, from the page’s own origin', () => {
    expect(quoteSigningOutcomeOf(from(ORIGIN, quoteSigningMessage('next')), ORIGIN)).toBe('next');
    expect(quoteSigningOutcomeOf(from(ORIGIN, quoteSigningMessage('cancel')), ORIGIN)).toBe('cancel');
  });

  it('is ignored from another origin, in another shape or with an unknown outcome', () => {
    expect(
      quoteSigningOutcomeOf(from('https://evil.example', quoteSigningMessage('next')), ORIGIN),
    ).toBeUndefined();
    expect(quoteSigningOutcomeOf(from(ORIGIN, { outcome: 'next' }), ORIGIN)).toBeUndefined();
    expect(quoteSigningOutcomeOf(from(ORIGIN, null), ORIGIN)).toBeUndefined();
    expect(
      quoteSigningOutcomeOf(from(ORIGIN, { ...quoteSigningMessage('next'), outcome: 'signed' }), ORIGIN),
    ).toBeUndefined();
  });

  it('returns the signing view to the application’s quotesign page on the customer’s host', () => {
    expect(quoteSignReturnUrl(ORIGIN, 'app 1')).toBe(`${ORIGIN}/applications/app%201/quotesign`);
  });
});
