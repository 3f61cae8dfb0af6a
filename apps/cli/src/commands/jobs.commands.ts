import type { PartnerJobStatus } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./jobs.actions');

export const JOB_STATUSES: readonly PartnerJobStatus[] = ['pending', 'done', 'given-up'];

/** `jobs list|retry`: the partner calls on the queue, and a retry that never duplicates one (decision 1840). */
export function registerJobsCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
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
    .option('--status <status>', `one of: ${JOB_STATUSES.join(', ')}`)
    .option('--kind <kind>', 'e.g. online-account.deliver')
    .option('--key <text>', 'part of the idempotency key, e.g. an application or lead id')
    .addOption(jsonFields(JSON_FIELDS.job, 'each job'))
    .addHelpText(
      'after',
      examples('lease-admin jobs list --status given-up', 'lease-admin jobs list --key 3f2c... --json'),
    )
    .action(async (options: { status?: string; kind?: string; key?: string; json?: boolean }) =>
      (await actions()).listJobs(context, options),
    );

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
    .action(async (jobId: string, options: { reason: string; yes?: boolean; json?: boolean }) =>
      (await actions()).retryJob(context, jobId, options),
    );
}
