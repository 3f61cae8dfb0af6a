import { DomainError, LEAD_STATUSES, type LeadStatus } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./leads.actions');

const positiveInteger = (value: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new DomainError('BAD_INPUT', `Not a positive number: '${value}'.`);
  return parsed;
};

const leadStatus = (value: string): LeadStatus => {
  if (!(LEAD_STATUSES as readonly string[]).includes(value)) {
    throw new DomainError('BAD_INPUT', `Not a lead status: '${value}' (one of ${LEAD_STATUSES.join(', ')}).`);
  }
  return value as LeadStatus;
};

export function registerLeadsCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const leads = program
    .command('leads')
    .description('Enquiries and call-back requests from the calculator, and where each one stands');

  leads
    .command('list')
    .description('List the newest leads')
    .option('--org <orgId>', 'only leads of this organisation')
    .option('--status <status>', `only leads in this state (${LEAD_STATUSES.join(', ')})`, leadStatus)
    .option('--limit <n>', 'how many (default 50)', positiveInteger)
    .addOption(jsonFields(JSON_FIELDS.lead, 'each lead'))
    .addHelpText(
      'after',
      examples('lease-admin leads list --status failed', 'lease-admin leads list --org org-au-demo --json'),
    )
    .action(async (options: { org?: string; status?: LeadStatus; limit?: number; json?: boolean }) =>
      (await actions()).listLeads(context, options),
    );

  leads
    .command('retry')
    .description(
      'Deliver a lead a partner did not take (a failed call-back, a call enquiry whose CRM copy is owed) ' +
        'again by its own delivery job, due now with the same key: a partner that had it is not given it twice',
    )
    .argument('<id>', 'the lead id (leads list --status failed)')
    .requiredOption('--reason <text>', 'why, for the trail (at least 8 characters)')
    .option('--yes', 'retry without asking for confirmation')
    .option('--json', 'print JSON: { lead, job }')
    .addHelpText(
      'after',
      [
        examples(
          'lease-admin leads list --status failed',
          'lease-admin leads retry 5b1e... --reason "Dialler accepts NZ numbers again"',
        ),
        '',
        'Exit codes: 0 retried; 2 bad input; 3 no such lead; 5 nothing to retry (sent, no job, done or',
        'running); 6 your role may not; 7 not signed in; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (id: string, options: { reason: string; yes?: boolean; json?: boolean }) =>
      (await actions()).retryLead(context, id, options),
    );

  leads
    .command('show')
    .description('Show one lead: what was asked, what each partner answered, and any failure')
    .argument('<id>', 'the lead id')
    .addOption(jsonFields(JSON_FIELDS.lead, 'the lead'))
    .addHelpText('after', examples('lease-admin leads show 5b1e...', 'lease-admin leads show 5b1e... --json'))
    .action(async (id: string, options: { json?: boolean }) =>
      (await actions()).showLead(context, id, options),
    );
}
