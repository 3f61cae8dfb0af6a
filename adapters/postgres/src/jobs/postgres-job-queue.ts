import type { JobQueue, QueuedJob } from '@lease-portal/domain';
import type { Database, SqlSession } from '../database';

type NewJob = Parameters<JobQueue['enqueue']>[0];

interface JobRow {
  job_id: string | number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date | string;
  trace_parent: string | null;
}

/**
 * Where a queued job's trace context comes from (decision 2124): nothing unless the portal traces, when
 * its telemetry answers the W3C traceparent of the span in hand, kept with the job for its worker.
 */
let traceParentNow: () => string | undefined = () => undefined;

/** The portal's telemetry tells the queue the trace each job is queued in (decision 2124). */
export function stampQueuedJobsWith(current: () => string | undefined): void {
  traceParentNow = current;
}

/** Partner jobs in PostgreSQL (decision 0920): the key is unique, a claim is one atomic statement. */
export class PostgresJobQueue implements JobQueue {
  constructor(private readonly db: Database) {}

  enqueue(job: NewJob, at: Date): Promise<boolean> {
    return enqueueJobIn(this.db, job, at);
  }

  async claim(at: Date, leaseMs: number): Promise<QueuedJob | undefined> {
    // SKIP LOCKED: replicas claiming at the same moment take different jobs instead of waiting.
    const [row] = await this.db.query<JobRow>(
      `UPDATE partner_jobs SET attempts = attempts + 1, leased_until = $2
        WHERE job_id = (
          SELECT job_id FROM partner_jobs
           WHERE status = 'pending' AND due_at <= $1 AND (leased_until IS NULL OR leased_until <= $1)
           ORDER BY due_at, job_id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING job_id, kind, key, payload, attempts, created_at, trace_parent`,
      [at.toISOString(), new Date(at.getTime() + leaseMs).toISOString()],
    );
    return (
      row && {
        id: String(row.job_id),
        kind: row.kind,
        key: row.key,
        payload: row.payload,
        attempts: row.attempts,
        queuedAt: new Date(row.created_at),
        ...(row.trace_parent ? { traceParent: row.trace_parent } : {}),
      }
    );
  }

  async complete(jobId: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE partner_jobs SET status = 'done', finished_at = $2, leased_until = NULL WHERE job_id = $1`,
      [jobId, at.toISOString()],
    );
  }

  async fail(jobId: string, error: string, retryAt: Date | undefined, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE partner_jobs
          SET last_error = left($2, 1000), leased_until = NULL,
              status = CASE WHEN $3::timestamptz IS NULL THEN 'given-up' ELSE 'pending' END,
              due_at = COALESCE($3::timestamptz, due_at),
              finished_at = CASE WHEN $3::timestamptz IS NULL THEN $4::timestamptz END
        WHERE job_id = $1`,
      [jobId, error, retryAt?.toISOString() ?? null, at.toISOString()],
    );
  }

  async postpone(jobId: string, dueAt: Date, _at?: Date): Promise<void> {
    // The claim counted an attempt; a poll that found the partner still deciding gives it back.
    await this.db.query(
      `UPDATE partner_jobs SET attempts = greatest(attempts - 1, 0), due_at = $2, leased_until = NULL
        WHERE job_id = $1 AND status = 'pending'`,
      [jobId, dueAt.toISOString()],
    );
  }
}

/** Adds a job in the given session unless its key exists (a unit of work stores it with its lead). */
export async function enqueueJobIn(session: SqlSession, job: NewJob, at: Date): Promise<boolean> {
  const rows = await session.query(
    `INSERT INTO partner_jobs (kind, key, payload, due_at, created_at, trace_parent, application_id)
     VALUES ($1, $2, $3::jsonb, $4, $4, $5, $6)
     ON CONFLICT (key) DO NOTHING RETURNING job_id`,
    [
      job.kind,
      job.key,
      JSON.stringify(job.payload),
      at.toISOString(),
      traceParentNow() ?? null,
      job.applicationId ?? null,
    ],
  );
  return rows.length === 1;
}
