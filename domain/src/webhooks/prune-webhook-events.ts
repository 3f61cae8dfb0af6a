import type { JobHandler } from '../jobs/job-handler';
import type { JobQueue } from '../jobs/job-queue.port';
import type { Clock } from '../shared/clock';

/**
 * How long a partner's webhook event is kept after it came. It is kept to know a redelivery, and
 * DocuSign redelivers a failed Connect event at most ten times, at least a day apart: 90 days is far
 * past the last of them, and long enough for support to trace what an envelope was told. A redelivery
 * after that is kept again and its job reads the envelope once more, changing nothing twice.
 */
export const WEBHOOK_EVENTS_KEPT_DAYS = 90;

/** The job that forgets old webhook events, once a day across the portal's replicas. */
export const WEBHOOK_EVENTS_PRUNE_JOB = 'webhook-events.prune';

const DAY_MS = 86_400_000;

/** The day's prune: one job per day, ever, whichever replica queues it. */
export const webhookEventsPruneJob = (day: Date) => ({
  kind: WEBHOOK_EVENTS_PRUNE_JOB,
  key: `${WEBHOOK_EVENTS_PRUNE_JOB}:${day.toISOString().slice(0, 10)}`,
  payload: {},
});

/** The webhook events kept, as their pruning sees them. */
export interface KeptWebhookEvents {
  /** Forgets the events received before `before`; answers how many. */
  forgetReceivedBefore(before: Date): Promise<number>;
}

/**
 * Forgets the webhook events received more than WEBHOOK_EVENTS_KEPT_DAYS ago, as a job on the queue:
 * each run queues the next day's, and every replica queues the day's at start, so one replica prunes
 * each day and a failure is retried by the queue. Pruning twice deletes nothing twice.
 */
export class PruneWebhookEvents implements JobHandler {
  constructor(
    private readonly deps: {
      events: KeptWebhookEvents;
      jobs: Pick<JobQueue, 'enqueue'>;
      clock: Clock;
    },
  ) {}

  /** Queues today's prune, due now, unless a replica queued it already. */
  schedule(): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.jobs.enqueue(webhookEventsPruneJob(now), now);
  }

  async run(): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.events.forgetReceivedBefore(new Date(now.getTime() - WEBHOOK_EVENTS_KEPT_DAYS * DAY_MS));
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    await this.deps.jobs.enqueue(webhookEventsPruneJob(tomorrow), tomorrow);
  }
}
