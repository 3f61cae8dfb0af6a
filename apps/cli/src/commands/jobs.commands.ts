import { DomainError, type PartnerJobStatus, type PartnerJobSummary } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { confirmChange } from './confirm-change';
import { fitTable } from './fit-table';
import { moment } from './application-view';
import { examples } from './help-text';
import { signedInReader, signedInStaff } from './staff.commands';

const STATUSES: readonly PartnerJobStatus[] = ['pending', 'done', 'given-up'];

/** A worker holds the job now: its lease has not run out. */
const isRunning = (job: PartnerJobSummary) =>
  job.status === 'pending' && job.leasedUntil !== undefined && Date.parse(job.leasedUntil) > Date.now();

/** `jobs list|retry`: the partner calls on the queue, and a retry that never duplicates one (decision 1840). */
export function registerJobsCommands(program: Command, open: OpenServices, out: Output): void {
  const jobs = program
    .command('jobs')
    .description(
      'Partner calls on the job queue (lead delivery, credit enquiries): find and retry stuck ones',
    )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin jobs list --status given-up',
        '  lease-admin jobs list --key 3f2c... --json',
        '  lease-admin jobs retry 42 --reason "CRM was down until 10:00"',
        '',
        'A retry makes the same job due now, with the same idempotency key the partner sees, so the',
        'partner never gets a second call with a new key.',
      ].join('\n'),
    );

  jobs
    .command('list')
    .description('List jobs, newest first (100 at most); never their payloads')
    .option('--status <status>', `one of: ${STATUSES.join(', ')}`)
    .option('--kind <kind>', 'e.g. online-account.deliver')
    .option('--key <text>', 'part of the idempotency key, e.g. an application or lead id')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin jobs list --status given-up', 'lease-admin jobs list --key 3f2c... --json'),
    )
    .action(async (options: { status?: string; kind?: string; key?: string; json?: boolean }) => {
      const status = options.status?.trim().toLowerCase();
      if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
        throw new DomainError('BAD_INPUT', `--status: choose one of: ${STATUSES.join(', ')}`);
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
        fitTable(
          found.map((job) => ({
            job: job.id,
            kind: job.kind,
            status: isRunning(job) ? 'running' : job.status,
            tries: job.attempts,
            due: job.status === 'pending' ? moment(job.dueAt) : '',
            key: job.key,
            error: job.lastError ?? '',
          })),
          ['error', 'key', 'kind'],
        ),
      );
    });

  jobs
    .command('retry')
    .description('Make a waiting or given-up job due now, with a fresh round of attempts')
    .argument('<jobId>', 'the job, as `jobs list` shows it')
    .requiredOption('--reason <text>', 'why, for the trail')
    .option('--yes', 'retry without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        examples('lease-admin jobs retry 42 --reason "CRM was down until 10:00"'),
        '',
        'Exit codes: 0 due now; 2 no reason; 3 no such job; 5 done already, or running now; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (jobId: string, options: { reason: string; yes?: boolean; json?: boolean }) => {
      const services = await open();
      const member = await signedInStaff(services);
      const job = await services.repairs.jobs.ofId(jobId);
      // The summary helps the one who answers the prompt; scripts and JSON readers get the result only.
      if (job && !options.yes && !options.json) {
        out.line(`Job ${job.id}: ${job.kind} (${job.key}), ${job.status} after ${job.attempts} attempts.`);
      }
      await confirmChange(services, options, `Retry job ${jobId} now?`);
      const retried = await services.repairs.retryJob.execute(member, { jobId, reason: options.reason });
      if (!retried.ok) throw retried.error;
      if (options.json) return out.json(retried.value);
      out.line(`Job ${retried.value.id} is due now; the portal's worker runs it within seconds.`);
    });
}
