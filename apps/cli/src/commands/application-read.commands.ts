import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_PAGE_SIZE_MAX,
  CREDIT_CHECK_STATUSES,
} from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { SearchOptions } from './application-read.actions';
import { STATUSES } from './application-statuses';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./application-read.actions');

function addPageOptions(command: Command): Command {
  return command
    .option('--page <number>', 'which page, from 1', undefined)
    .option(
      '--page-size <number>',
      `applications per page, 1 to ${APPLICATION_PAGE_SIZE_MAX} (default ${APPLICATION_PAGE_SIZE})`,
    )
    .addOption(
      jsonFields(
        JSON_FIELDS.applicationSummary,
        'each application of the page (its total, page and pageSize kept)',
      ),
    );
}

const STEP_LEGEND = [
  '',
  'The step column: shortlist (viewShortlist), quote (reviewQuote), business',
  '(businessDetails), approvals, signing (reviewAndSignContract), finished; new before it is opened.',
];

export function registerApplicationReadCommands(application: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  addPageOptions(
    application
      .command('list')
      .description('List the newest applications, a page at a time')
      .option('--org <orgId>', 'only this organisation’s applications'),
  )
    .addHelpText(
      'after',
      [
        ...STEP_LEGEND,
        '',
        'Examples:',
        '  lease-admin application list',
        '  lease-admin application list --org org-au-demo --page 2',
        '  lease-admin application list --page-size 100 --json',
      ].join('\n'),
    )
    .action(async (options: SearchOptions) => (await actions()).listApplications(context, options));

  addPageOptions(
    application
      .command('search')
      .description(
        'Find applications by what a caller says: quote reference, e-mail, phone, name, business, ' +
          'id, organisation, status or dates',
      )
      .option('--org <orgId>', 'the organisation')
      .option('--status <status>', `the step: ${STATUSES.join(', ')} (or its short name)`)
      .option('--credit-status <status>', `the credit check: ${CREDIT_CHECK_STATUSES.join(', ')}`)
      .option('--quote <reference>', 'the quote reference (the provider’s or the ERP’s), or its start')
      .option(
        '--email <address>',
        'an officer’s or the enquiry contact’s e-mail address, or part of one (3 characters or more)',
      )
      .option(
        '--phone <number>',
        'an officer’s, the contact’s or the business’s phone: +61, 0 and spaces ignored',
      )
      .option('--name <words>', 'words of an officer’s or the enquiry contact’s name, in any order')
      .option('--id <start>', 'the application id, or its first characters (4 or more)')
      .option('--business <text>', 'part of the business’s trading, legal or entity name')
      .option('--business-number <digits>', 'the ABN or NZBN; spaces are ignored')
      .option('--from <YYYY-MM-DD>', 'created on or after this day (UTC)')
      .option('--to <YYYY-MM-DD>', 'created on or before this day (UTC)')
      .option('--updated-from <YYYY-MM-DD>', 'last changed on or after this day (UTC)')
      .option('--updated-to <YYYY-MM-DD>', 'last changed on or before this day (UTC)'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Every filter given must match; text is matched in any letter case.',
        ...STEP_LEGEND,
        '',
        'Examples:',
        '  lease-admin application search --email jordan.tran@acme.example',
        '  lease-admin application search --quote Q-ACME-1',
        '  lease-admin application search --phone "0412 345 678"',
        '  lease-admin application search --name "tran jordan"',
        '  lease-admin application search --id 2f1c8a4e',
        '  lease-admin application search --business "acme haulage" --status businessDetails',
        '  lease-admin application search --business-number "51 824 753 556"',
        '  lease-admin application search --org org-nz-demo --credit-status referred --from 2026-11-01 --json',
      ].join('\n'),
    )
    .action(async (options: SearchOptions) => (await actions()).searchApplications(context, options));

  application
    .command('show')
    .summary('Show an application and where it stands: who must act, what support may do')
    .description(
      'Show an application: applicants, business, finance, quote, signing, files and where it stands',
    )
    .argument('<applicationId>', 'the application, as `application list` or `search` shows it')
    .addOption(jsonFields(JSON_FIELDS.application, 'the application'))
    .addHelpText(
      'after',
      [
        '',
        'Names, e-mail addresses and phones are shown; licence and card numbers, dates of birth,',
        'home addresses and file addresses never are.',
        '',
        'Examples:',
        '  lease-admin application show 2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6c',
        '  lease-admin application show 2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6c --json',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: { json?: boolean }) =>
      (await actions()).showApplication(context, applicationId, options),
    );

  application
    .command('history')
    .description('The audit trail of an application, oldest first: when, who, from where, what changed')
    .argument('<applicationId>', 'the application')
    .addOption(jsonFields(JSON_FIELDS.history, 'each entry of the trail (its details as stored)'))
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application history 2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6c',
        '  lease-admin application history 2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6c --json',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: { json?: boolean }) =>
      (await actions()).showHistory(context, applicationId, options),
    );
}
