/** Time is a port so that rules about dates, expiry and polling need no fake timers. */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('Clock');

export const systemClock: Clock = { now: () => new Date() };
