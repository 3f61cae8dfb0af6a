import { creditApplicationStart, quoteStageOnDashboard } from './credit-application-start';

describe('creditApplicationStart', () => {
  it("starts an application without a status at viewShortlist and moves its quote to 'Deal Mobilising'", () => {
    expect(creditApplicationStart(undefined)).toEqual({
      setStatus: 'viewShortlist',
      quoteStage: 'Deal Mobilising',
      route: 'applications',
    });
  });

  it.each(['viewShortlist', 'businessDetails', 'finished'] as const)(
    'only opens an application at %p',
    (status) => {
      expect(creditApplicationStart(status)).toEqual({ route: 'applications' });
    },
  );
});

describe('quoteStageOnDashboard', () => {
  it("moves 'Needs Analysis' to 'Quote Requested OP' and leaves other stages", () => {
    expect(quoteStageOnDashboard('Needs Analysis')).toBe('Quote Requested OP');
    expect(quoteStageOnDashboard('Deal Mobilising')).toBeUndefined();
    expect(quoteStageOnDashboard(undefined)).toBeUndefined();
  });
});
