import type { Container } from 'inversify';
import {
  CLOCK,
  CREDIT_CHECK_SUBMISSION,
  JOB_QUEUE,
  ONLINE_ACCOUNT_DELIVERY,
  DeliverOnlineAccountRequest,
  SubmitCreditEnquiry,
  WorkOffDueJobs,
  type Clock,
  type JobHandlers,
  type JobQueue,
} from '@lease-portal/domain';
import { PostgresJobQueue, type Database } from '@lease-portal/postgres';
import { readJobSettings, type JobSettings } from './job-settings';
import { JobsQueuedSignal } from './jobs-queued-signal';

export const JOBS_QUEUED = Symbol('JobsQueuedSignal');
export const JOB_SETTINGS = Symbol('JobSettings');

/** The partner job queue, the handler of each job kind, and one worker turn (decision 0920). */
export function bindJobs(
  container: Container,
  db: Database,
  settings: JobSettings = readJobSettings(),
): void {
  container.bind<JobQueue>(JOB_QUEUE).toDynamicValue(() => new PostgresJobQueue(db));
  container.bind(JOBS_QUEUED).toConstantValue(new JobsQueuedSignal());
  container.bind<JobSettings>(JOB_SETTINGS).toConstantValue(settings);
  container.bind(WorkOffDueJobs).toDynamicValue((ctx) => {
    const handlers: JobHandlers = {
      [ONLINE_ACCOUNT_DELIVERY]: ctx.get(DeliverOnlineAccountRequest),
      [CREDIT_CHECK_SUBMISSION]: ctx.get(SubmitCreditEnquiry),
    };
    return new WorkOffDueJobs({
      queue: ctx.get<JobQueue>(JOB_QUEUE),
      handlers,
      clock: ctx.get<Clock>(CLOCK),
      leaseMs: settings.leaseMs,
    });
  });
}
