import {
  CREDIT_LIMIT_BELOW_FLOOR_MESSAGE,
  creditLimitProblem,
  creditLimitRange,
  guaranteeAcknowledgementNeeded,
  limitAfterMaximumCheckbox,
  maximumCheckboxShown,
  statementsRequired,
} from './credit-limit';

describe('credit limit rules', () => {
  it('floors the slider at a known drive-away price', () => {
    expect(creditLimitRange(60_000)).toEqual({
      minimum: 60_000 - 44_000,
      floor: 60_000,
      maximum: 500_000,
      step: 10_000,
      start: 60_000,
    });
  });

  it('starts at 50,000 without a drive-away price', () => {
    expect(creditLimitRange(undefined)).toMatchObject({ start: 50_000, floor: 20_000 });
  });

  it.each([
    [59_999, 60_000, 'belowFloor'],
    [60_000, 60_000, undefined],
    [500_000, 60_000, undefined],
    [500_001, 60_000, 'outOfRange'],
    [Number.NaN, 60_000, 'outOfRange'],
  ])('limit %p with price %p is %p', (limit, price, problem) => {
    expect(creditLimitProblem(limit, price)).toBe(problem);
  });

  it('words the floor as the specification does', () => {
    expect(CREDIT_LIMIT_BELOW_FLOOR_MESSAGE).toBe('Credit limit cannot be below the drive-away price.');
  });

  it('shows the maximum checkbox only below 150,000', () => {
    expect(maximumCheckboxShown(149_999)).toBe(true);
    expect(maximumCheckboxShown(150_000)).toBe(false);
  });

  it('ticking sets 150,000 and unticking returns to the minimum', () => {
    expect(limitAfterMaximumCheckbox(true, 60_000)).toBe(150_000);
    expect(limitAfterMaximumCheckbox(false, 60_000)).toBe(60_000);
  });

  it.each([
    [150_001, { personalGuarantee: 'yes' as const }, true],
    [150_000, { personalGuarantee: 'yes' as const }, false],
    [150_001, {}, true],
    [100_000, { personalGuarantee: 'no' as const, acknowledged: true }, true],
    [200_000, { personalGuarantee: 'no' as const, acknowledged: false }, false],
  ])('statements for %p with %p required: %p', (limit, answer, required) => {
    expect(statementsRequired(limit, answer)).toBe(required);
  });

  it('asks for the guarantee acknowledgement only for an unacknowledged no of a company', () => {
    expect(guaranteeAcknowledgementNeeded({ personalGuarantee: 'no' })).toBe(true);
    expect(guaranteeAcknowledgementNeeded({ personalGuarantee: 'no', acknowledged: true })).toBe(false);
    expect(guaranteeAcknowledgementNeeded({ personalGuarantee: 'no', soleTrader: true })).toBe(false);
    expect(guaranteeAcknowledgementNeeded({ personalGuarantee: 'yes' })).toBe(false);
  });
});
