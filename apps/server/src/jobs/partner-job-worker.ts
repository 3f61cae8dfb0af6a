import { metrics } from '@opentelemetry/api';
import type { WorkOffDueJobs } from '@lease-portal/domain';
import type { Logger } from '../logger';
import { INSTRUMENTATION_SCOPE } from '../telemetry/trace-context';
import type { JobsQueuedSignal } from './jobs-queued-signal';

export interface PartnerJobWorker {
  /** Taking jobs: false once asked to stop, or should its loop ever end otherwise (readiness, decision 2116). */
  readonly running: boolean;
  /** Stops claiming at once and lets the job in hand finish. */
  stop(): Promise<void>;
}

/**
 * The worker every replica runs: takes due partner jobs one at a time until none is left, then waits
 * for a commit that queued jobs or for its next poll. A database error is logged and tried again at
 * the next poll: the worker never stops the portal. Logs name the job, never its payload.
 */
export function startPartnerJobWorker(options: {
  work: Pick<WorkOffDueJobs, 'turn'>;
  signal: JobsQueuedSignal;
  logger: Logger;
  idlePollMs: number;
}): PartnerJobWorker {
  const { work, signal, logger, idlePollMs } = options;
  let stopping = false;
  let ended = false;
  // How each job's turn ended, by kind (decision 2124); a no-op where nothing measures.
  const turns = metrics.getMeter(INSTRUMENTATION_SCOPE).createCounter('lease_portal.jobs.turns', {
    description: 'Partner job turns by kind and outcome: done, polling, retrying, given-up',
  });

  const loop = (async () => {
    while (!stopping) {
      try {
        const turn = await work.turn();
        if (turn.outcome === 'idle') {
          await signal.next(idlePollMs);
          continue;
        }
        const job = {
          jobId: turn.job.id,
          kind: turn.job.kind,
          key: turn.job.key,
          attempts: turn.job.attempts,
          // The trace the job was queued in, so that its outcome's line joins it (decision 2124).
          ...(turn.job.traceParent ? { trace_id: turn.job.traceParent.split('-')[1] } : {}),
        };
        turns.add(1, { 'lease_portal.job.kind': turn.job.kind, outcome: turn.outcome });
        if (turn.outcome === 'done') logger.debug(job, 'partner job done');
        // The partner is still deciding: asked again later, without using up an attempt (decision 2104).
        if (turn.outcome === 'polling')
          logger.debug({ ...job, dueAt: turn.dueAt }, 'partner job polls again');
        if (turn.outcome === 'retrying') {
          logger.warn(
            { ...job, error: turn.error.message, retryAt: turn.retryAt },
            'partner job will be retried',
          );
        }
        if (turn.outcome === 'given-up')
          logger.error({ ...job, error: turn.error.message }, 'partner job given up');
      } catch (error) {
        logger.warn({ err: error }, 'partner job worker could not take a turn');
        await signal.next(idlePollMs);
      }
    }
  })().finally(() => (ended = true));

  return {
    get running() {
      return !stopping && !ended;
    },
    async stop() {
      stopping = true;
      signal.notify();
      await loop;
    },
  };
}
