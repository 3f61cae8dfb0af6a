import type { Clock } from '../shared/clock';
import type { JobHandlers } from './job-handler';
import type { JobQueue, QueuedJob } from './job-queue.port';
import { afterAFailure } from './after-a-failure';

/** What happened to the job a turn claimed, for the worker's log (no payload: it may be personal). */
export type JobTurn =
  | { outcome: 'idle' }
  | { outcome: 'done'; job: QueuedJob }
  | { outcome: 'retrying'; job: QueuedJob; error: Error; retryAt: Date }
  /** The partner is still deciding: asked again at `dueAt`, the attempt not counted. */
  | { outcome: 'polling'; job: QueuedJob; dueAt: Date }
  | { outcome: 'given-up'; job: QueuedJob; error: Error };

export interface WorkOffDueJobsDependencies {
  queue: JobQueue;
  handlers: JobHandlers;
  clock: Clock;
  /** How long a claim keeps other workers off the job; after it, a dead worker's job is due again. */
  leaseMs: number;
  random?: () => number;
}

/**
 * One turn of a worker: claim the oldest due job, run its kind's handler, and mark it done, due again
 * after a backoff, or given up when its attempts are used (decision 0920); a partner's refusal is given
 * up at once, its Retry-After honoured, and a handler still waiting for a decision polls without using
 * an attempt (decision 2104). A kind with no handler is retried, since a newer replica may know it.
 */
export class WorkOffDueJobs {
  constructor(private readonly deps: WorkOffDueJobsDependencies) {}

  async turn(): Promise<JobTurn> {
    const { queue, handlers, clock, leaseMs } = this.deps;
    const job = await queue.claim(clock.now(), leaseMs);
    if (!job) return { outcome: 'idle' };
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind '${job.kind}'`);
      await handler.run(job);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const now = clock.now();
      const next = afterAFailure(job, error, now, this.deps.random);
      if (next.step === 'poll') {
        await queue.postpone(job.id, next.dueAt, now);
        return { outcome: 'polling', job, dueAt: next.dueAt };
      }
      if (next.step === 'retry') {
        await queue.fail(job.id, next.reason, next.retryAt, now);
        return { outcome: 'retrying', job, error, retryAt: next.retryAt };
      }
      await handler?.giveUp?.(job, error);
      await queue.fail(job.id, next.reason, undefined, now);
      return { outcome: 'given-up', job, error };
    }
    await queue.complete(job.id, clock.now());
    return { outcome: 'done', job };
  }
}
