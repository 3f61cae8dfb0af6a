import { SettableClock } from '../accounts/testing/in-memory-accounts';
import type { JobHandler } from './job-handler';
import type { QueuedJob } from './job-queue.port';
import { DomainError } from '../shared/result';
import { pollAgainAfter } from './poll-again';
import { JOB_POLLING, JOB_RETRY } from './retry-policy';
import { InMemoryJobQueue } from './testing/in-memory-job-queue';
import { WorkOffDueJobs } from './work-off-due-jobs';

class RecordingHandler implements JobHandler {
  ran: QueuedJob[] = [];
  gaveUp: string[] = [];
  failWith?: Error;
  async run(job: QueuedJob) {
    this.ran.push(job);
    if (this.failWith) throw this.failWith;
  }
  async giveUp(job: QueuedJob, error: Error) {
    this.gaveUp.push(`${job.key}: ${error.message}`);
  }
}

function aWorker() {
  const clock = new SettableClock(new Date('2026-11-24T09:00:00.000Z'));
  const queue = new InMemoryJobQueue();
  const handler = new RecordingHandler();
  const work = new WorkOffDueJobs({
    queue,
    handlers: { 'crm.account': handler },
    clock,
    leaseMs: 60_000,
    random: () => 0,
  });
  const enqueue = (key: string, kind = 'crm.account') =>
    queue.enqueue({ kind, key, payload: { key } }, clock.now());
  return { clock, queue, handler, work, enqueue };
}

describe('a worker’s turn', () => {
  it('says idle when no job is due', async () => {
    const { work } = aWorker();
    expect(await work.turn()).toEqual({ outcome: 'idle' });
  });

  it('runs the oldest due job with its kind’s handler and marks it done', async () => {
    const { work, handler, queue, enqueue } = aWorker();
    await enqueue('lead-1');
    await enqueue('lead-2');

    expect(await work.turn()).toMatchObject({ outcome: 'done', job: { key: 'lead-1', attempts: 1 } });
    expect(handler.ran.map(({ payload }) => payload)).toEqual([{ key: 'lead-1' }]);
    expect(queue.jobs.map(({ status }) => status)).toEqual(['done', 'pending']);
  });

  it('retries a failed job after five seconds, not before', async () => {
    const { work, handler, clock, enqueue } = aWorker();
    await enqueue('lead-1');
    handler.failWith = new Error('CRM unavailable');

    expect(await work.turn()).toMatchObject({
      outcome: 'retrying',
      retryAt: new Date('2026-11-24T09:00:05.000Z'),
    });
    expect(await work.turn()).toEqual({ outcome: 'idle' });

    clock.set('2026-11-24T09:00:05.000Z');
    handler.failWith = undefined;
    expect(await work.turn()).toMatchObject({ outcome: 'done', job: { attempts: 2 } });
  });

  it('gives up after the last attempt and lets the handler leave its records final', async () => {
    const { work, handler, clock, queue, enqueue } = aWorker();
    await enqueue('lead-1');
    handler.failWith = new Error('CRM unavailable');

    for (let attempt = 1; attempt < JOB_RETRY.maxAttempts; attempt += 1) {
      expect(await work.turn()).toMatchObject({ outcome: 'retrying' });
      clock.set(new Date(clock.now().getTime() + JOB_RETRY.maxDelayMs));
    }
    expect(await work.turn()).toMatchObject({ outcome: 'given-up' });
    expect(handler.gaveUp).toEqual(['lead-1: CRM unavailable']);
    expect(queue.jobs[0]).toMatchObject({ status: 'given-up', lastError: 'CRM unavailable' });
  });

  it('keeps a job of a kind it has no handler for, to retry', async () => {
    const { work, queue, enqueue } = aWorker();
    await enqueue('envelope-1', 'e-signature.envelope');

    expect(await work.turn()).toMatchObject({ outcome: 'retrying' });
    expect(queue.jobs[0]).toMatchObject({
      status: 'pending',
      lastError: "no handler for jobs of kind 'e-signature.envelope'",
    });
  });

  it('gives a job whose worker died to the next claim once its lease has run out', async () => {
    const { work, queue, clock, enqueue, handler } = aWorker();
    await enqueue('lead-1');
    await queue.claim(clock.now(), 60_000); // a worker that then died

    expect(await work.turn()).toEqual({ outcome: 'idle' });
    clock.set('2026-11-24T09:01:00.000Z');
    expect(await work.turn()).toMatchObject({ outcome: 'done', job: { attempts: 2 } });
    expect(handler.ran).toHaveLength(1);
  });
});

describe('a worker’s turn knows permanent from transient failures (decision 2104)', () => {
  const rejected = () =>
    new DomainError('PARTNER_REJECTED', 'The e-signature service refused the request (HTTP 400).', {
      partner: 'e-signature',
      class: 'rejected',
      status: 400,
      partnerError: { errorCode: 'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT', message: 'The email is invalid.' },
    });

  it('gives up a job the partner refused after one attempt, and keeps the reason with its code', async () => {
    const { work, handler, queue, enqueue } = aWorker();
    await enqueue('envelope-1');
    handler.failWith = rejected();

    expect(await work.turn()).toMatchObject({ outcome: 'given-up', job: { attempts: 1 } });
    const reason =
      'The e-signature service refused the request (HTTP 400). (INVALID_EMAIL_ADDRESS_FOR_RECIPIENT)';
    expect(handler.gaveUp).toEqual([`envelope-1: ${handler.failWith.message}`]);
    expect(queue.jobs[0]).toMatchObject({ status: 'given-up', attempts: 1, lastError: reason });
    expect(handler.ran).toHaveLength(1);
  });

  it('gives up at once on any other refusal a run will meet again, and retries a lost write', async () => {
    const { work, handler, queue, enqueue } = aWorker();
    await enqueue('lead-gone');
    handler.failWith = new DomainError('NOT_FOUND', 'No online-account lead lead-gone.');
    expect(await work.turn()).toMatchObject({ outcome: 'given-up', job: { attempts: 1 } });
    expect(queue.jobs[0]).toMatchObject({
      status: 'given-up',
      lastError: 'No online-account lead lead-gone.',
    });

    await enqueue('envelope-2');
    handler.failWith = new DomainError('CONCURRENT_UPDATE', 'The application changed meanwhile.');
    expect(await work.turn()).toMatchObject({ outcome: 'retrying', job: { key: 'envelope-2' } });
    expect(handler.gaveUp).toEqual(['lead-gone: No online-account lead lead-gone.']);
  });

  it('asks a rate-limited partner again when it said, not after the backoff, and counts the attempt', async () => {
    const { work, handler, clock, queue, enqueue } = aWorker();
    await enqueue('lead-1');
    handler.failWith = new DomainError('PARTNER_UNAVAILABLE', 'The CRM asked us to slow down.', {
      class: 'rate-limited',
      status: 429,
      retryAfterMs: 90_000,
    });

    expect(await work.turn()).toMatchObject({
      outcome: 'retrying',
      retryAt: new Date('2026-11-24T09:01:30.000Z'),
    });
    expect(queue.jobs[0]).toMatchObject({ status: 'pending', attempts: 1 });
    clock.set('2026-11-24T09:01:29.999Z');
    expect(await work.turn()).toEqual({ outcome: 'idle' });
    clock.set('2026-11-24T09:01:30.000Z');
    handler.failWith = undefined;
    expect(await work.turn()).toMatchObject({ outcome: 'done', job: { attempts: 2 } });
  });

  it('retries an unavailable partner after the backoff', async () => {
    const { work, handler, enqueue } = aWorker();
    await enqueue('lead-1');
    handler.failWith = new DomainError('PARTNER_UNAVAILABLE', 'The CRM could not be reached.', {
      class: 'unavailable',
      reason: 'timeout',
    });

    expect(await work.turn()).toMatchObject({
      outcome: 'retrying',
      retryAt: new Date('2026-11-24T09:00:05.000Z'),
    });
  });

  it('polls a partner still deciding without using attempts', async () => {
    const { work, handler, clock, queue, enqueue } = aWorker();
    await enqueue('credit-1');
    handler.failWith = pollAgainAfter(60_000, 'the credit decision service has not decided yet');

    for (let poll = 0; poll < JOB_RETRY.maxAttempts + 3; poll += 1) {
      const dueAt = new Date(clock.now().getTime() + 60_000);
      expect(await work.turn()).toEqual({ outcome: 'polling', job: expect.anything(), dueAt });
      expect(queue.jobs[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await work.turn()).toEqual({ outcome: 'idle' });
      clock.set(dueAt);
    }
    handler.failWith = undefined;
    expect(await work.turn()).toMatchObject({ outcome: 'done', job: { attempts: 1 } });
    expect(handler.ran).toHaveLength(JOB_RETRY.maxAttempts + 4);
  });

  it('gives up polling a partner that never decides once the longest wait has passed', async () => {
    const { work, handler, clock, queue, enqueue } = aWorker();
    await enqueue('credit-1');
    handler.failWith = pollAgainAfter(60_000, 'the credit decision service has not decided yet');
    expect(await work.turn()).toMatchObject({ outcome: 'polling' });

    clock.set(new Date(clock.now().getTime() + JOB_POLLING.maxWaitMs));
    expect(await work.turn()).toMatchObject({ outcome: 'given-up' });
    expect(queue.jobs[0]).toMatchObject({
      status: 'given-up',
      lastError: 'the credit decision service has not decided yet: no decision 72 h after it was queued',
    });
    expect(handler.gaveUp).toHaveLength(1);
  });
});
