import { DomainError, type PartnerJobStatus, type PartnerJobSummary } from '@lease-portal/domain';
import type { CommandContext } from '../services';
import { moment } from './application-view';
import { confirmChange } from './confirm-change';
import { JOB_STATUSES } from './jobs.commands';
import { signedInReader, signedInStaff } from './signed-in';

/** A worker holds the job now: its lease has not run out. */
const isRunning = (job: PartnerJobSummary) =>
  job.status === 'pending' && job.leasedUntil !== undefined && Date.parse(job.leasedUntil) > Date.now();

export async function listJobs(
  { open, out }: CommandContext,
  options: { status?: string; kind?: string; key?: string; json?: boolean },
) {
  const status = options.status?.trim().toLowerCase();
  if (status !== undefined && !(JOB_STATUSES as readonly string[]).includes(status)) {
    throw new DomainError('BAD_INPUT', `--status: choose one of: ${JOB_STATUSES.join(', ')}`);
  }
  const services = await open();
  await signedInReader(services);
  const found = await services.repairs.jobs.list({
    ...(status ? { status: status as PartnerJobStatus } : {}),
    ...(options.kind ? { kind: options.kind.trim() } : {}),
    ...(options.key ? { key: options.key.trim() } : {}),
  });
  if (options.json) return out.json(found);
  out.table(
    found.map((job) => ({
      job: job.id,
      kind: job.kind,
      status: isRunning(job) ? 'running' : job.status,
      tries: job.attempts,
      due: job.status === 'pending' ? moment(job.dueAt) : '',
      key: job.key,
      error: job.lastError ?? '',
    })),
    { wrap: ['error', 'key', 'kind'] },
  );
  // Why a job was given up (a partner's refusal with its code and status) is what support acts on:
  // printed whole under the table, where the error column may be cut (decision 2104).
  const givenUp = found.filter((job) => job.status === 'given-up' && job.lastError);
  if (givenUp.length > 0)
    out.line(['', 'Given up because:', ...givenUp.map((job) => `  ${job.id}  ${job.lastError}`)].join('\n'));
}

export async function retryJob(
  { open, out }: CommandContext,
  jobId: string,
  options: { reason: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const member = await signedInStaff(services);
  // An unknown, done or running job, or a missing reason, is refused before anyone is asked.
  const checked = await services.repairs.retryJob.check(member, { jobId, reason: options.reason });
  if (!checked.ok) throw checked.error;
  const job = checked.value;
  // The summary helps the one who answers the prompt; scripts and JSON readers get the result only.
  if (!options.yes && !options.json) {
    out.line(`Job ${job.id}: ${job.kind} (${job.key}), ${job.status} after ${job.attempts} attempts.`);
  }
  await confirmChange(services, options, `Retry job ${job.id} (${job.kind}) now?`);
  const retried = await services.repairs.retryJob.execute(member, { jobId, reason: options.reason });
  if (!retried.ok) throw retried.error;
  if (options.json) return out.json(retried.value);
  out.line(`Job ${retried.value.id} is due now; the portal's worker runs it within seconds.`);
}
