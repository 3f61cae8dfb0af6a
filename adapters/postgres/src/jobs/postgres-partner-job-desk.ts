import type {
  AuditEntry,
  PartnerJobDesk,
  PartnerJobStatus,
  PartnerJobSummary,
  RetryOutcome,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { appendAuditEntry } from '../postgres-audit-trail';
import { escapeLike } from '../postgres-vehicle-applications';
import { isoTimestamp } from '../sql-errors';

interface JobRow {
  job_id: string | number;
  kind: string;
  key: string;
  status: PartnerJobStatus;
  attempts: number;
  due_at: Date;
  leased_until: Date | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

// Never the payload: it may hold a customer's details, and support needs the kind, key and error.
const COLUMNS =
  'job_id, kind, key, status, attempts, due_at, leased_until, last_error, created_at, finished_at';

const summaryOf = (row: JobRow): PartnerJobSummary => ({
  id: String(row.job_id),
  kind: row.kind,
  key: row.key,
  status: row.status,
  attempts: row.attempts,
  dueAt: isoTimestamp(row.due_at),
  ...(row.leased_until === null ? {} : { leasedUntil: isoTimestamp(row.leased_until) }),
  // A job that succeeded failed no more: its earlier attempts' error would only mislead.
  ...(row.last_error === null || row.status === 'done' ? {} : { lastError: row.last_error }),
  createdAt: isoTimestamp(row.created_at),
  ...(row.finished_at === null ? {} : { finishedAt: isoTimestamp(row.finished_at) }),
});

/** A job id as the table keys it: digits only, so a typo is 'not found' rather than an SQL error. */
const jobIdOf = (jobId: string): string | undefined =>
  /^\d{1,18}$/.test(jobId.trim()) ? jobId.trim() : undefined;

/** The partner jobs as support reads and retries them (decision 1840). */
export class PostgresPartnerJobDesk implements PartnerJobDesk {
  constructor(private readonly db: Database) {}

  async list(filter: {
    status?: PartnerJobStatus;
    kind?: string;
    key?: string;
    applicationId?: string;
  }): Promise<PartnerJobSummary[]> {
    // An application's jobs by the column's index (migration 0052); a part of a key searches them all.
    const byApplication = filter.applicationId === undefined ? '' : 'application_id = $4 AND';
    const rows = await this.db.query<JobRow>(
      `SELECT ${COLUMNS} FROM partner_jobs
        WHERE ${byApplication} ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR kind = $2)
          AND ($3::text IS NULL OR key LIKE '%' || $3 || '%')
        ORDER BY created_at DESC, job_id DESC LIMIT 100`,
      [
        filter.status ?? null,
        filter.kind ?? null,
        filter.key === undefined ? null : escapeLike(filter.key),
        ...(filter.applicationId === undefined ? [] : [filter.applicationId]),
      ],
    );
    return rows.map(summaryOf);
  }

  async ofId(jobId: string): Promise<PartnerJobSummary | undefined> {
    const id = jobIdOf(jobId);
    if (!id) return undefined;
    const rows = await this.db.query<JobRow>(`SELECT ${COLUMNS} FROM partner_jobs WHERE job_id = $1`, [id]);
    return rows[0] && summaryOf(rows[0]);
  }

  async retryNow(jobId: string, at: Date, entry: AuditEntry): Promise<RetryOutcome> {
    const id = jobIdOf(jobId);
    if (!id) return 'notFound';
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<JobRow>(
        `SELECT ${COLUMNS} FROM partner_jobs WHERE job_id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) return 'notFound';
      if (row.status === 'done') return 'done';
      if (
        row.status === 'pending' &&
        row.leased_until !== null &&
        row.leased_until.getTime() > at.getTime()
      ) {
        return 'running';
      }
      // The same row and key: the partner sees the same idempotency key, never a second job.
      await tx.query(
        `UPDATE partner_jobs SET status = 'pending', attempts = 0, due_at = $2, leased_until = NULL,
                finished_at = NULL
          WHERE job_id = $1`,
        [id, at.toISOString()],
      );
      await appendAuditEntry(tx, entry);
      return 'retried';
    });
  }
}
