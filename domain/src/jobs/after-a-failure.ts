import { DomainError, type DomainErrorCode } from '../shared/result';
import type { QueuedJob } from './job-queue.port';
import { PollAgain } from './poll-again';
import { JOB_POLLING, JOB_RETRY, retryAfter } from './retry-policy';

/** What the queue does with a job whose run threw (decision 2104). */
export type AfterAFailure =
  | { step: 'retry'; retryAt: Date; reason: string }
  | { step: 'poll'; dueAt: Date }
  | { step: 'give-up'; reason: string };

/**
 * The codes worth another attempt: a partner that could not answer now, a write lost to a simultaneous
 * one (the envelope event's job throws it to run again), a limit of ours that lifts with time.
 */
const TRANSIENT_CODES: ReadonlySet<DomainErrorCode> = new Set([
  'PARTNER_UNAVAILABLE',
  'CONCURRENT_UPDATE',
  'RATE_LIMITED',
]);

/**
 * A partner's refusal (PARTNER_REJECTED), or any other DomainError whose code is not transient (a lead
 * that is gone, input a use case refuses), is given up at once: running it again would fail again.
 * A partner that said when to come back (`details.retryAfterMs`) is asked again then, which counts as
 * an attempt. A handler still waiting for a decision (PollAgain) is asked again without using an
 * attempt, until JOB_POLLING.maxWaitMs after the job was queued. Anything else (a partner that could
 * not answer, a plain Error: a bug, a kind this replica has no handler for, a throttled address) is
 * retried after the backoff until the attempts are used.
 */
export function afterAFailure(
  job: QueuedJob,
  error: Error,
  now: Date,
  random: () => number = Math.random,
): AfterAFailure {
  if (error instanceof PollAgain) {
    const waited = job.queuedAt ? now.getTime() - job.queuedAt.getTime() : 0;
    if (waited >= JOB_POLLING.maxWaitMs)
      return {
        step: 'give-up',
        reason: `${error.message}: no decision ${JOB_POLLING.maxWaitMs / 3_600_000} h after it was queued`,
      };
    return {
      step: 'poll',
      dueAt: new Date(now.getTime() + Math.max(error.afterMs, JOB_POLLING.leastDelayMs)),
    };
  }
  const reason = reasonOf(error);
  if (error instanceof DomainError && !TRANSIENT_CODES.has(error.code)) return { step: 'give-up', reason };
  const retryAfterMs = error instanceof DomainError ? error.details?.['retryAfterMs'] : undefined;
  if (typeof retryAfterMs === 'number' && job.attempts < JOB_RETRY.maxAttempts) {
    const wait = Math.min(Math.max(retryAfterMs, 0), JOB_RETRY.longestRetryAfterMs);
    return { step: 'retry', retryAt: new Date(now.getTime() + wait), reason };
  }
  const retryAt = retryAfter(job.attempts, now, random);
  return retryAt ? { step: 'retry', retryAt, reason } : { step: 'give-up', reason };
}

/** The error's message with the partner's own error code and HTTP status when it gave them. */
export function reasonOf(error: Error): string {
  if (!(error instanceof DomainError)) return error.message;
  const { status, partnerError } = error.details ?? {};
  const code =
    typeof partnerError === 'object' && partnerError !== null
      ? ['errorCode', 'code', 'error']
          .map((key) => (partnerError as Record<string, unknown>)[key])
          .find((value): value is string => typeof value === 'string')
      : undefined;
  const extra = [
    code && !error.message.includes(code) ? code : undefined,
    typeof status === 'number' && !error.message.includes(String(status)) ? `HTTP ${status}` : undefined,
  ].filter(Boolean);
  return extra.length > 0 ? `${error.message} (${extra.join(', ')})` : error.message;
}
