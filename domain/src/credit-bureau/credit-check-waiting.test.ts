import { CREDIT_CHECK_POLL, waitingOutcome } from './credit-check-waiting';

describe('the waiting screen after submitting (journey §4)', () => {
  it('approves and opens signing when any result is approved', () => {
    expect(waitingOutcome([{ result: 'refer' }, { result: 'approved' }], 1)).toEqual({
      next: 'reviewAndSignContract',
      statusCreditCheck: 'approved',
    });
  });

  it('opens the review-and-sign route for other results, which shows the referral', () => {
    expect(waitingOutcome([{ result: 'refer' }], 2)).toEqual({ next: 'reviewAndSignContract' });
  });

  it('keeps waiting until the last check, then logs out', () => {
    expect(waitingOutcome([], 1)).toEqual({ next: 'keepWaiting' });
    expect(waitingOutcome([], CREDIT_CHECK_POLL.maximumChecks - 1)).toEqual({ next: 'keepWaiting' });
    expect(waitingOutcome([], CREDIT_CHECK_POLL.maximumChecks)).toEqual({ next: 'logout' });
  });
});
