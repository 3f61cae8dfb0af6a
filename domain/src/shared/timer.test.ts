import { systemTimer, withinTime } from './timer';

describe('withinTime', () => {
  it("answers the work's value when it settles in time", async () => {
    expect(await withinTime(systemTimer, 1_000, Promise.resolve('decided'))).toBe('decided');
  });

  it('answers undefined once the time is up, with the system timer', async () => {
    const never = new Promise<string>(() => {});
    expect(await withinTime(systemTimer, 10, never)).toBeUndefined();
  });

  it('leaves a rejection to the caller', async () => {
    await expect(withinTime(systemTimer, 1_000, Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
