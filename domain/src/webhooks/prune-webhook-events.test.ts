import { SettableClock } from '../accounts/testing/in-memory-accounts';
import { InMemoryJobQueue } from '../jobs/testing/in-memory-job-queue';
import {
  PruneWebhookEvents,
  WEBHOOK_EVENTS_KEPT_DAYS,
  WEBHOOK_EVENTS_PRUNE_JOB,
} from './prune-webhook-events';

function aPruning(at: string) {
  const forgotten: Date[] = [];
  const jobs = new InMemoryJobQueue();
  const clock = new SettableClock(new Date(at));
  const prune = new PruneWebhookEvents({
    events: { forgetReceivedBefore: async (before) => (forgotten.push(before), 3) },
    jobs,
    clock,
  });
  return { prune, jobs, clock, forgotten };
}

describe('the webhook events kept, pruned by a daily job', () => {
  it('is queued once a day however many replicas start', async () => {
    const { prune, jobs } = aPruning('2026-11-27T10:15:00.000Z');
    expect(await prune.schedule()).toBe(true);
    expect(await prune.schedule()).toBe(false);
    expect(jobs.jobs.map(({ kind, key }) => ({ kind, key }))).toEqual([
      { kind: WEBHOOK_EVENTS_PRUNE_JOB, key: 'webhook-events.prune:2026-11-27' },
    ]);
  });

  it(`forgets the events received more than ${WEBHOOK_EVENTS_KEPT_DAYS} days ago and queues the next day's`, async () => {
    const { prune, jobs, forgotten } = aPruning('2026-11-27T10:15:00.000Z');
    await prune.schedule();
    await prune.run();
    expect(forgotten).toEqual([new Date('2026-08-29T10:15:00.000Z')]);
    const tomorrow = jobs.jobs.find(({ key }) => key === 'webhook-events.prune:2026-11-28');
    expect(tomorrow?.dueAt).toBe(Date.parse('2026-11-28T00:00:00.000Z'));
    // Run again the same day (a retry after a crash): the next day's is not queued twice.
    await prune.run();
    expect(jobs.jobs).toHaveLength(2);
  });
});
