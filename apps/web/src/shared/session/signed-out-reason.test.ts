import { signedOutNotice } from './signed-out-reason';

describe('the signed-out notice', () => {
  it('tells a customer signed out for inactivity why', () => {
    expect(signedOutNotice({ signedOutBecause: 'inactivity' })).toMatch(/inactive/);
  });

  it('tells a customer whose session ended on the server', () => {
    expect(signedOutNotice({ signedOutBecause: 'sessionEnded' })).toMatch(/session has ended/);
  });

  it('tells a customer who chose Save & Close that their progress is kept', () => {
    expect(signedOutNotice({ signedOutBecause: 'progressSaved' })).toBe(
      'Your progress has been saved. Log in again to continue your application where you left off.',
    );
  });

  it.each([undefined, null, {}, { signedOutBecause: 'toString' }, 'inactivity'])(
    'says nothing for %p',
    (state) => {
      expect(signedOutNotice(state)).toBeUndefined();
    },
  );
});
