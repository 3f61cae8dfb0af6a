/**
 * A handler's answer "the partner is still deciding, ask again later" (a credit decision not yet made):
 * thrown from `run`, it makes the job due again after `afterMs` without using up an attempt, for at
 * most JOB_POLLING.maxWaitMs from when the job was queued (decision 2104).
 */
export class PollAgain extends Error {
  constructor(
    readonly afterMs: number,
    message = 'the partner has not decided yet',
  ) {
    super(message);
    this.name = 'PollAgain';
  }
}

/** `throw pollAgainAfter(60_000)` */
export const pollAgainAfter = (ms: number, message?: string): PollAgain => new PollAgain(ms, message);
