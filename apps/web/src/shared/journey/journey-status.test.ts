import { journeyCreditStatusOf, journeyStatusOf, wireStatusOf } from './journey-status';

describe("the journey's status between the API and the domain's rules", () => {
  it('reads the Review Quote step as the domain names it, and writes it as the API names it', () => {
    expect(journeyStatusOf('orderVerification')).toBe('reviewQuote');
    expect(wireStatusOf('reviewQuote')).toBe('orderVerification');
  });

  it('passes every other status, and none, as it is', () => {
    expect(journeyStatusOf('businessDetails')).toBe('businessDetails');
    expect(journeyStatusOf(null)).toBeUndefined();
    expect(journeyStatusOf(undefined)).toBeUndefined();
    expect(wireStatusOf('approvals')).toBe('approvals');
  });

  it('reads the credit status as the domain names it: refer and referred are a referral, waiting is on hold', () => {
    expect(journeyCreditStatusOf('refer')).toBe('referred');
    expect(journeyCreditStatusOf('referred')).toBe('referred');
    expect(journeyCreditStatusOf('waiting')).toBe('waitingForSecondary');
    expect(journeyCreditStatusOf('approved')).toBe('approved');
    expect(journeyCreditStatusOf('declined')).toBe('declined');
    expect(journeyCreditStatusOf(null)).toBeUndefined();
  });
});
