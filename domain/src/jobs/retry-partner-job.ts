import { auditActor } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { staffReason } from '../staff/staff-reason';
import { mayAct, type StaffMember } from '../staff/staff-member';
import type { PartnerJobDesk, PartnerJobSummary } from './partner-job-desk.port';

const jobNotFound = (jobId: string) =>
  new DomainError('NOT_FOUND', `No partner job has the id ${jobId}.`, { reason: 'JOBS.NOT_FOUND' });

const done = (job: PartnerJobSummary) =>
  staffErrors.nothingToRepair(`Job ${job.id} is done: nothing to retry.`);
const running = (job: PartnerJobSummary) =>
  staffErrors.nothingToRepair(`Job ${job.id} is running now: wait for its outcome before retrying.`);

/**
 * Support retries a stuck partner call (a lead delivery, an envelope, a credit enquiry) by making the
 * same job due now (decision 1840). The job keeps its idempotency key, which is also the partner's, so
 * a call that did reach the partner before is not made twice in effect.
 */
export class RetryPartnerJob {
  constructor(private readonly deps: { jobs: PartnerJobDesk; clock: Clock }) {}

  /**
   * Whether the member may retry the job now, changing nothing: the job as it stands, or the refusal
   * the retry would give. `lease-admin jobs retry` asks only after this (decision 2112).
   */
  async check(
    member: StaffMember,
    command: { jobId: string; reason: string },
  ): Promise<Result<PartnerJobSummary & { reason: string }, DomainError>> {
    if (!mayAct(member, 'retryPartnerCall')) return fail(staffErrors.notPermitted('retryPartnerCall'));
    const given = staffReason(command.reason);
    if (!given.ok) return given;
    const job = await this.deps.jobs.ofId(command.jobId);
    if (!job) return fail(jobNotFound(command.jobId));
    if (job.status === 'done') return fail(done(job));
    const leased =
      job.leasedUntil !== undefined && Date.parse(job.leasedUntil) > this.deps.clock.now().getTime();
    if (job.status === 'pending' && leased) return fail(running(job));
    return ok({ ...job, reason: given.value });
  }

  async execute(
    member: StaffMember,
    command: { jobId: string; reason: string },
  ): Promise<Result<PartnerJobSummary, DomainError>> {
    const checked = await this.check(member, command);
    if (!checked.ok) return checked;
    const { reason, ...job } = checked.value;
    const at = this.deps.clock.now();
    const outcome = await this.deps.jobs.retryNow(command.jobId, at, {
      actor: auditActor.staff(member.staffId),
      action: 'partner-job.retried',
      subject: `job:${job.id}`,
      at: at.toISOString(),
      details: { kind: job.kind, key: job.key, status: job.status, attempts: job.attempts, reason },
    });
    if (outcome === 'notFound') {
      return fail(jobNotFound(command.jobId));
    }
    if (outcome === 'done') return fail(done(job));
    if (outcome === 'running') return fail(running(job));
    const retried = await this.deps.jobs.ofId(command.jobId);
    return retried ? ok(retried) : fail(jobNotFound(command.jobId));
  }
}
