import { JOB_RETRY, retryAfter } from './retry-policy';

const at = new Date('2026-11-23T10:00:00.000Z');
const delayOf = (attempts: number, random = 0) =>
  retryAfter(attempts, at, () => random)!.getTime() - at.getTime();

describe('retrying a partner call', () => {
  it('waits twice as long after each failed attempt, from five seconds', () => {
    expect([1, 2, 3, 4].map((attempts) => delayOf(attempts))).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('never waits longer than half an hour, plus its jitter', () => {
    expect(delayOf(10)).toBe(JOB_RETRY.maxDelayMs);
    expect(delayOf(11, 0.999)).toBeLessThanOrEqual(JOB_RETRY.maxDelayMs * 1.2);
  });

  it('adds up to a fifth of jitter', () => {
    expect(delayOf(1, 0.5)).toBe(5_500);
  });

  it(`gives up after ${JOB_RETRY.maxAttempts} attempts`, () => {
    expect(retryAfter(JOB_RETRY.maxAttempts, at)).toBeUndefined();
    expect(retryAfter(JOB_RETRY.maxAttempts - 1, at)).toBeDefined();
  });
});
