import { creditCheckStatusOf, routeAfterCreditSubmission } from './credit-check-status';

describe('the credit status of a submission (journey §4)', () => {
  it.each([
    ['approved', 'approved'],
    ['declined', 'declined'],
    ['secondary_idscan_not_complete', 'waiting'],
    ['refer', 'refer'],
    ['something new', 'refer'],
    [undefined, 'refer'],
  ] as const)('maps %s to %s', (result, status) => {
    expect(creditCheckStatusOf(result)).toBe(status);
  });

  it('puts the application on hold while the secondary ID check is missing, else waits for the result', () => {
    expect(routeAfterCreditSubmission('waiting')).toBe('application-on-hold');
    for (const status of ['approved', 'declined', 'refer', 'referred'] as const) {
      expect(routeAfterCreditSubmission(status)).toBe('approvals-waiting');
    }
  });
});
