import type { ApplicationStatus, SecondaryStatus } from './application-journey';
import { homeHeadline, isQuoteReassigned, welcomeTitle } from './headline';

describe('isQuoteReassigned', () => {
  it('holds while nobody is primary', () => {
    expect(isQuoteReassigned({}, false)).toBe(true);
    expect(isQuoteReassigned({}, true)).toBe(true);
  });

  it('holds for a primary viewer who has not confirmed yes', () => {
    expect(isQuoteReassigned({ primaryApplicant: { userId: 'u1' } }, true)).toBe(true);
    expect(isQuoteReassigned({ primaryApplicant: { userId: 'u1', confirmed: 'no' } }, true)).toBe(true);
    expect(isQuoteReassigned({ primaryApplicant: { userId: 'u1', confirmed: 'yes' } }, true)).toBe(false);
  });

  it('does not hold for another viewer once a primary is named', () => {
    expect(isQuoteReassigned({ primaryApplicant: { userId: 'u1' } }, false)).toBe(false);
  });
});

describe('welcomeTitle', () => {
  it("is 'Welcome' followed by the first name", () => {
    expect(welcomeTitle('Jo')).toBe('Welcome Jo');
    expect(welcomeTitle(' Jo ')).toBe('Welcome Jo');
    expect(welcomeTitle(undefined)).toBe('Welcome');
    expect(welcomeTitle('')).toBe('Welcome');
  });
});

describe('homeHeadline', () => {
  it.each<[ApplicationStatus | SecondaryStatus | undefined, string, string]>([
    [undefined, 'welcome', 'Welcome Jo'],
    ['viewShortlist', 'welcome', 'Welcome Jo'],
    ['reviewQuote', 'inProgress', 'Application in progress'],
    ['businessDetails', 'inProgress', 'Application in progress'],
    ['approvals', 'inProgress', 'Application in progress'],
    ['reviewAndSignContract', 'inProgress', 'Application in progress'],
    ['finished', 'congratulations', 'Congratulations!'],
  ])('for a confirmed primary at %p is %p: %p', (status, kind, title) => {
    expect(homeHeadline({ status, firstName: 'Jo', quoteReassigned: false })).toEqual({ kind, title });
  });

  it.each<ApplicationStatus | undefined>([undefined, 'reviewQuote', 'businessDetails'])(
    'welcomes the nominated officer at %p',
    (status) => {
      expect(homeHeadline({ status, firstName: 'Sam', quoteReassigned: true })).toEqual({
        kind: 'nominated',
        title: 'Welcome Sam',
      });
    },
  );

  it('congratulates a finished application even when reassigned', () => {
    expect(homeHeadline({ status: 'finished', firstName: 'Sam', quoteReassigned: true }).title).toBe(
      'Congratulations!',
    );
  });

  it('says a declined application is declined, not in progress', () => {
    for (const status of ['reviewAndSignContract', 'approvals'] as const) {
      expect(
        homeHeadline({ status, firstName: 'Jo', quoteReassigned: false, creditStatus: 'declined' }),
      ).toEqual({ kind: 'declined', title: 'Your application was not approved' });
    }
    expect(
      homeHeadline({
        status: 'reviewAndSignContract',
        firstName: 'Jo',
        quoteReassigned: false,
        creditStatus: 'referred',
      }).kind,
    ).toBe('inProgress');
  });
});
