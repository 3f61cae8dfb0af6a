import type { QueuedJob } from './job-queue.port';

/**
 * What runs a job of one kind. `run` throws to have the job retried after a backoff; it must be safe
 * to run again, because a crash between the work and the job's completion repeats it (decision 0920).
 */
export interface JobHandler {
  run(job: QueuedJob): Promise<void>;
  /** Called once when the job's attempts are used up, to leave its records in a final state. */
  giveUp?(job: QueuedJob, error: Error): Promise<void>;
}

/** The handler of each job kind, e.g. `{ 'online-account.deliver': … }`. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
