import type { AuditEntry } from '../application/audit-entry';

export type PartnerJobStatus = 'pending' | 'done' | 'given-up';

/** A partner job as support reads it: never its payload, which may hold a customer's details. */
export interface PartnerJobSummary {
  id: string;
  kind: string;
  /** The idempotency key, which the partner sees too. */
  key: string;
  status: PartnerJobStatus;
  attempts: number;
  dueAt: string;
  /** Set while a worker holds the job. */
  leasedUntil?: string;
  /** Why its last attempt failed, while it is not done: a job that succeeded carries none. */
  lastError?: string;
  createdAt: string;
  finishedAt?: string;
}

export type RetryOutcome = 'retried' | 'notFound' | 'done' | 'running';

/**
 * The partner job queue as the support desk sees it (decision 1840): what waits or was given up, and
 * a retry that makes the same job due now, so the partner never gets a second call with a new key.
 */
export interface PartnerJobDesk {
  /** At most 100, newest first; `key` is a part of the key, `applicationId` the application a job is for. */
  list(filter: {
    status?: PartnerJobStatus;
    kind?: string;
    key?: string;
    applicationId?: string;
  }): Promise<PartnerJobSummary[]>;
  ofId(jobId: string): Promise<PartnerJobSummary | undefined>;
  /**
   * Makes a waiting or given-up job due at `at` with a fresh round of attempts, with its audit entry
   * in one transaction. A done job, or one a worker holds now, is left as it is.
   */
  retryNow(jobId: string, at: Date, entry: AuditEntry): Promise<RetryOutcome>;
}
export const PARTNER_JOB_DESK = Symbol('PartnerJobDesk');
