import type { JobQueue, NewJob, QueuedJob } from '../job-queue.port';

interface StoredJob extends QueuedJob {
  status: 'pending' | 'done' | 'given-up';
  dueAt: number;
  leasedUntil?: number;
  lastError?: string;
  /** The application it is for, as PostgresJobQueue keeps it for support's lookups. */
  applicationId?: string;
}

/** Test support: the job queue's rules over a plain list, as PostgresJobQueue keeps them. */
export class InMemoryJobQueue implements JobQueue {
  readonly jobs: StoredJob[] = [];

  async enqueue(job: NewJob, at: Date) {
    if (this.jobs.some(({ key }) => key === job.key)) return false;
    this.jobs.push({
      ...structuredClone(job),
      id: String(this.jobs.length + 1),
      attempts: 0,
      status: 'pending',
      dueAt: at.getTime(),
      queuedAt: new Date(at.getTime()),
    });
    return true;
  }

  async claim(at: Date, leaseMs: number): Promise<QueuedJob | undefined> {
    const now = at.getTime();
    const job = this.jobs
      .filter((j) => j.status === 'pending' && j.dueAt <= now && (j.leasedUntil ?? 0) <= now)
      .sort((a, b) => a.dueAt - b.dueAt)[0];
    if (!job) return undefined;
    job.attempts += 1;
    job.leasedUntil = now + leaseMs;
    const { id, kind, key, payload, attempts, queuedAt } = job;
    return structuredClone({ id, kind, key, payload, attempts, ...(queuedAt ? { queuedAt } : {}) });
  }

  async complete(jobId: string): Promise<void> {
    const job = this.ofId(jobId);
    job.status = 'done';
    delete job.leasedUntil;
  }

  async fail(jobId: string, error: string, retryAt: Date | undefined): Promise<void> {
    const job = this.ofId(jobId);
    job.lastError = error;
    delete job.leasedUntil;
    if (retryAt) job.dueAt = retryAt.getTime();
    else job.status = 'given-up';
  }

  async postpone(jobId: string, dueAt: Date, _at?: Date): Promise<void> {
    const job = this.ofId(jobId);
    if (job.status !== 'pending') return;
    job.attempts = Math.max(0, job.attempts - 1);
    job.dueAt = dueAt.getTime();
    delete job.leasedUntil;
  }

  private ofId(jobId: string): StoredJob {
    const job = this.jobs.find(({ id }) => id === jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    return job;
  }
}
