import { creditCheckStatusOf, routeAfterCreditSubmission } from './credit-check-status';

describe('the credit status of a submission (journey §4, decision 2073)', () => {
  it.each([
    ['approved', 'approved'],
    ['declined', 'declined'],
    ['secondary_idscan_not_complete', 'waitingForSecondary'],
    ['refer', 'referred'],
    ['something new', 'referred'],
    [undefined, 'awaitingDecision'],
  ] as const)('maps %s to %s', (result, status) => {
    expect(creditCheckStatusOf(result)).toBe(status);
  });

  it('puts the application on hold while the secondary ID check is missing, else waits for the result', () => {
    expect(routeAfterCreditSubmission('waitingForSecondary')).toBe('application-on-hold');
    for (const status of ['awaitingDecision', 'approved', 'declined', 'referred'] as const) {
      expect(routeAfterCreditSubmission(status)).toBe('approvals-waiting');
    }
  });
});
