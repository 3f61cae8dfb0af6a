/**
 * Work for a partner (a CRM record, a dialler lead, an envelope, a credit enquiry) kept in the
 * database until it is done, so that a crash or restart resumes it instead of leaving it half done
 * (decision 0920).
 */
export interface QueuedJob {
  id: string;
  /** What to do, e.g. 'crm.create-account'; a handler is registered per kind. */
  kind: string;
  /** The idempotency key: one job per key, ever, and the key the partner sees. */
  key: string;
  payload: Record<string, unknown>;
  /** Claims so far, this one included; a postponed poll is not counted. */
  attempts: number;
  /** When it was queued (both queues set it), which bounds how long it may poll (decision 2104). */
  queuedAt?: Date;
  /**
   * The W3C traceparent of the request or job that queued it, where the portal traces (decision 2124):
   * the worker's span for the job continues that trace.
   */
  traceParent?: string;
}

/** A job to queue: `applicationId` names the application it is for, where it is for one (decision 1840). */
export interface NewJob {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** Support finds an application's partner calls by it, not by searching every key. */
  applicationId?: string;
}

export interface JobQueue {
  /** Adds the job unless one with the same key exists already; true when it was added. */
  enqueue(job: NewJob, at: Date): Promise<boolean>;
  /**
   * Claims the oldest job that is due, for `leaseMs`: no other claim gets it in that time. A job whose
   * claimer died is due again once its lease has run out.
   */
  claim(at: Date, leaseMs: number): Promise<QueuedJob | undefined>;
  complete(jobId: string, at: Date): Promise<void>;
  /** A failed attempt: due again at `retryAt`, or given up when `retryAt` is undefined. */
  fail(jobId: string, error: string, retryAt: Date | undefined, at: Date): Promise<void>;
  /**
   * The handler is waiting for the partner's decision: due again at `dueAt`, and this claim does not
   * count as an attempt (decision 2104).
   */
  postpone(jobId: string, dueAt: Date, at: Date): Promise<void>;
}
export const JOB_QUEUE = Symbol('JobQueue');
