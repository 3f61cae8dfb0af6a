import { Writable } from 'node:stream';
import type { JobTurn } from '@lease-portal/domain';
import pino from 'pino';
import { createLogger } from '../logger';
import { JobsQueuedSignal } from './jobs-queued-signal';
import { startPartnerJobWorker } from './partner-job-worker';

const aJob = {
  id: '1',
  kind: 'online-account.deliver',
  key: 'online-account:lead-1',
  payload: {},
  attempts: 1,
};

/** Turns that answer the queued outcomes, then idle; `queue` adds work as a commit would. */
function aQueue() {
  const outcomes: JobTurn[] = [];
  let turns = 0;
  return {
    outcomes,
    turnsTaken: () => turns,
    work: {
      async turn(): Promise<JobTurn> {
        turns += 1;
        return outcomes.shift() ?? { outcome: 'idle' };
      },
    },
  };
}

/** Waits until `condition` holds, as a busy machine may take a while to run the worker's turns. */
async function eventually(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the partner job worker', () => {
  it('works off due jobs one after another, then waits for a commit that queued more', async () => {
    const queue = aQueue();
    queue.outcomes.push({ outcome: 'done', job: aJob }, { outcome: 'done', job: aJob });
    const signal = new JobsQueuedSignal();
    const worker = startPartnerJobWorker({
      ...queue,
      signal,
      logger: createLogger('silent'),
      idlePollMs: 60_000,
    });

    await eventually(() => queue.turnsTaken() === 3); // two jobs, then idle

    queue.outcomes.push({ outcome: 'done', job: aJob });
    signal.notify();
    await eventually(() => queue.turnsTaken() === 5);

    await worker.stop();
  });

  it('looks again after its poll interval without being told, for retries and other replicas’ jobs', async () => {
    const queue = aQueue();
    const worker = startPartnerJobWorker({
      ...queue,
      signal: new JobsQueuedSignal(),
      logger: createLogger('silent'),
      idlePollMs: 20,
    });
    await eventually(() => queue.turnsTaken() >= 3);
    await worker.stop();
  });

  it("logs a job's outcome with the trace it was queued in (decision 2124)", async () => {
    const lines: { msg: string; trace_id?: string; jobId?: string }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
          done();
        },
      }),
    );
    const queue = aQueue();
    const traceParent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    queue.outcomes.push({ outcome: 'given-up', job: { ...aJob, traceParent }, error: new Error('refused') });
    const worker = startPartnerJobWorker({
      ...queue,
      signal: new JobsQueuedSignal(),
      logger,
      idlePollMs: 60_000,
    });
    await eventually(() => lines.some((line) => line.msg === 'partner job given up'));
    await worker.stop();
    expect(lines.find((line) => line.msg === 'partner job given up')).toMatchObject({
      jobId: '1',
      trace_id: '0af7651916cd43dd8448eb211c80319c',
    });
  });

  it('keeps going after a turn fails', async () => {
    let calls = 0;
    const work = {
      async turn(): Promise<JobTurn> {
        calls += 1;
        if (calls === 1) throw new Error('connection reset');
        return { outcome: 'idle' };
      },
    };
    const worker = startPartnerJobWorker({
      work,
      signal: new JobsQueuedSignal(),
      logger: createLogger('silent'),
      idlePollMs: 10,
    });
    await eventually(() => calls > 1);
    await worker.stop();
  });

  it('stops at once when asked while it waits, not at its next poll', async () => {
    const queue = aQueue();
    const worker = startPartnerJobWorker({
      ...queue,
      signal: new JobsQueuedSignal(),
      logger: createLogger('silent'),
      idlePollMs: 60_000,
    });
    await eventually(() => queue.turnsTaken() === 1);
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(1_000);
  });

  it('is running until asked to stop; then it takes no other job and finishes the one in hand (decision 2116)', async () => {
    let finishJob: () => void = () => undefined;
    let turns = 0;
    const work = {
      turn: () => {
        turns += 1;
        return new Promise<JobTurn>((resolve) => (finishJob = () => resolve({ outcome: 'done', job: aJob })));
      },
    };
    const worker = startPartnerJobWorker({
      work,
      signal: new JobsQueuedSignal(),
      logger: createLogger('silent'),
      idlePollMs: 60_000,
    });
    await eventually(() => turns === 1);
    expect(worker.running).toBe(true);

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    expect(worker.running).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    finishJob();
    await stopping;
    expect(turns).toBe(1);
  });
});
