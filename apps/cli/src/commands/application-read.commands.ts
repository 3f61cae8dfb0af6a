import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_PAGE_SIZE_MAX,
  CALCULATOR_STATUSES,
  CREDIT_CHECK_STATUSES,
  DomainError,
  isExpired,
  PRIMARY_STATUSES,
  type ApplicationCriteria,
  type ApplicationPage,
  type ApplicationStatus,
  type CreditCheckStatus,
} from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { CliServices, OpenServices } from '../services';
import { historyLines, historyText } from './application-history';
import { applicationLines, applicationView } from './application-view';
import { waitingLines } from './application-waiting';
import { fitTable } from './fit-table';
import { signedInReader as reader } from './staff.commands';

const badInput = (option: string, message: string) =>
  new DomainError('BAD_INPUT', `${option}: ${message}`, { fields: { [option]: [message] } });

/** The statuses in a few letters for the table, and accepted as such by --status. */
const SHORT_STATUS: Readonly<Record<string, string>> = {
  viewShortlist: 'shortlist',
  orderVerification: 'quote',
  businessDetails: 'business',
  approvals: 'approvals',
  reviewAndSignContract: 'signing',
  finished: 'finished',
};
const STATUSES: readonly string[] = [...new Set<string>([...PRIMARY_STATUSES, ...CALCULATOR_STATUSES])];

/** A status by the journey's name or its short one; `option` names the option in the refusal. */
export function statusOf(value: string, option = '--status'): ApplicationStatus {
  const given = value.trim();
  const status =
    STATUSES.find((each) => each.toLowerCase() === given.toLowerCase()) ??
    Object.keys(SHORT_STATUS).find((each) => SHORT_STATUS[each] === given.toLowerCase());
  if (!status) {
    throw badInput(option, `'${value}' is not a status; choose one of: ${STATUSES.join(', ')}`);
  }
  return status as ApplicationStatus;
}

function creditStatusOf(value: string): CreditCheckStatus {
  const given = value.trim().toLowerCase();
  if (!(CREDIT_CHECK_STATUSES as readonly string[]).includes(given)) {
    throw badInput(
      '--credit-status',
      `'${value}' is not a credit status; choose one of: ${CREDIT_CHECK_STATUSES.join(', ')}`,
    );
  }
  return given as CreditCheckStatus;
}

function textOf(option: string, value: string, minimum: number): string {
  const text = value.trim();
  if (text.length < minimum || text.length > 100) {
    throw badInput(option, `give ${minimum} to 100 characters`);
  }
  return text;
}

function emailOf(value: string): string {
  const email = value.trim();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw badInput('--email', `'${value}' is not an e-mail address (the whole address is matched)`);
  }
  return email;
}

function businessNumberOf(value: string): string {
  const digits = value.replace(/\s/g, '');
  if (!/^(\d{11}|\d{13})$/.test(digits)) {
    throw badInput('--business-number', 'give an ABN (11 digits) or an NZBN (13 digits); spaces are ignored');
  }
  return digits;
}

/** A calendar day, YYYY-MM-DD, as the instant it starts (UTC). */
function dayOf(option: string, value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const day = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : undefined;
  if (!day || day.toISOString().slice(0, 10) !== value.trim()) {
    throw badInput(option, `'${value}' is not a date; write it as YYYY-MM-DD (a UTC day)`);
  }
  return day;
}

const nextDay = (day: Date) => new Date(day.getTime() + 24 * 60 * 60 * 1000).toISOString();

/** Days from and to, both included: [from 00:00, the day after `to` 00:00). */
function daysOf(
  fromOption: string,
  toOption: string,
  from?: string,
  to?: string,
): { from?: string; before?: string } {
  const start = from === undefined ? undefined : dayOf(fromOption, from);
  const end = to === undefined ? undefined : dayOf(toOption, to);
  if (start && end && start > end) throw badInput(toOption, `must not be before ${fromOption}`);
  return { from: start?.toISOString(), before: end && nextDay(end) };
}

function wholeNumberOf(option: string, value: string | undefined, fallback: number, maximum: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || number < 1 || number > maximum) {
    throw badInput(option, `give a whole number from 1 to ${maximum}`);
  }
  return number;
}

interface PageOptions {
  page?: string;
  pageSize?: string;
  json?: boolean;
}

interface SearchOptions extends PageOptions {
  org?: string;
  status?: string;
  creditStatus?: string;
  email?: string;
  name?: string;
  business?: string;
  businessNumber?: string;
  from?: string;
  to?: string;
  updatedFrom?: string;
  updatedTo?: string;
}

/** The criteria the options give; BAD_INPUT names the first option that is wrong. */
export function criteriaOf(options: SearchOptions): ApplicationCriteria {
  const created = daysOf('--from', '--to', options.from, options.to);
  const updated = daysOf('--updated-from', '--updated-to', options.updatedFrom, options.updatedTo);
  const criteria: ApplicationCriteria = {
    orgId: options.org === undefined ? undefined : textOf('--org', options.org, 1),
    status: options.status === undefined ? undefined : statusOf(options.status),
    statusCreditCheck: options.creditStatus === undefined ? undefined : creditStatusOf(options.creditStatus),
    email: options.email === undefined ? undefined : emailOf(options.email),
    name: options.name === undefined ? undefined : textOf('--name', options.name, 2),
    businessName: options.business === undefined ? undefined : textOf('--business', options.business, 2),
    businessNumber:
      options.businessNumber === undefined ? undefined : businessNumberOf(options.businessNumber),
    createdFrom: created.from,
    createdBefore: created.before,
    updatedFrom: updated.from,
    updatedBefore: updated.before,
  };
  return Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => value !== undefined),
  ) as ApplicationCriteria;
}

function pageOf(options: PageOptions) {
  return {
    page: wholeNumberOf('--page', options.page, 1, 100_000),
    pageSize: wholeNumberOf(
      '--page-size',
      options.pageSize,
      APPLICATION_PAGE_SIZE,
      APPLICATION_PAGE_SIZE_MAX,
    ),
  };
}

async function knownOrganisation(services: CliServices, orgId: string | undefined): Promise<void> {
  if (orgId !== undefined && !(await services.orgProfiles.ofId(orgId))) {
    throw new DomainError('NOT_FOUND', `No organisation with id '${orgId}': see \`lease-admin org list\`.`);
  }
}

function printPage(out: Output, found: ApplicationPage, showOrganisation: boolean): void {
  out.table(
    fitTable(
      found.items.map((item) => ({
        application: item.applicationId,
        ...(showOrganisation ? { org: item.orgId } : {}),
        created: item.createdAt.slice(0, 10),
        step: item.status ? (SHORT_STATUS[item.status] ?? item.status) : 'new',
        credit: item.statusCreditCheck ?? '',
        business: item.businessName ?? '',
        officer: item.officerName ?? item.officerEmail ?? '',
      })),
      ['org', 'business', 'officer'],
    ),
  );
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  const counted = `${found.total} application${found.total === 1 ? '' : 's'}`;
  out.line(
    `Page ${found.page} of ${pages}: ${counted}, newest first.` +
      (found.page < pages ? ` Next: --page ${found.page + 1}` : ''),
  );
}

function addPageOptions(command: Command): Command {
  return command
    .option('--page <number>', 'which page, from 1', undefined)
    .option(
      '--page-size <number>',
      `applications per page, 1 to ${APPLICATION_PAGE_SIZE_MAX} (default ${APPLICATION_PAGE_SIZE})`,
    )
    .option('--json', 'print JSON: { items, total, page, pageSize }');
}

const STEP_LEGEND = [
  '',
  'The step column: shortlist (viewShortlist), quote (orderVerification), business',
  '(businessDetails), approvals, signing (reviewAndSignContract), finished; new before it is opened.',
];

export function registerApplicationReadCommands(application: Command, open: OpenServices, out: Output): void {
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
    .action(async (options: SearchOptions) => {
      const services = await open();
      await reader(services);
      const criteria = criteriaOf({ org: options.org });
      const page = pageOf(options);
      await knownOrganisation(services, criteria.orgId);
      const found = await services.finder.find(criteria, page);
      if (options.json) return out.json(found);
      printPage(out, found, criteria.orgId === undefined);
    });

  addPageOptions(
    application
      .command('search')
      .description('Find applications by organisation, status, officer, business or dates')
      .option('--org <orgId>', 'the organisation')
      .option('--status <status>', `the step: ${STATUSES.join(', ')} (or its short name)`)
      .option('--credit-status <status>', `the credit check: ${CREDIT_CHECK_STATUSES.join(', ')}`)
      .option('--email <address>', 'an officer’s or the enquiry contact’s whole e-mail address, any case')
      .option('--name <text>', 'part of an officer’s or the enquiry contact’s name')
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
        '  lease-admin application search --business "acme haulage" --status businessDetails',
        '  lease-admin application search --business-number "51 824 753 556"',
        '  lease-admin application search --org org-nz-demo --credit-status refer --from 2026-11-01 --json',
      ].join('\n'),
    )
    .action(async (options: SearchOptions) => {
      const services = await open();
      await reader(services);
      const criteria = criteriaOf(options);
      const page = pageOf(options);
      if (Object.keys(criteria).length === 0) {
        throw new DomainError(
          'BAD_INPUT',
          'Give at least one filter (see --help); `lease-admin application list` lists the newest applications.',
        );
      }
      await knownOrganisation(services, criteria.orgId);
      const found = await services.finder.find(criteria, page);
      if (options.json) return out.json(found);
      printPage(out, found, criteria.orgId === undefined);
    });

  application
    .command('show')
    .description(
      'Show an application: applicants, business, finance, quote, signing, files and where it stands',
    )
    .argument('<applicationId>', 'the application, as `application list` or `search` shows it')
    .option('--json', 'print JSON')
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
    .action(async (applicationId: string, options: { json?: boolean }) => {
      const services = await open();
      await reader(services);
      const found = await services.applications.ofId(applicationId.trim());
      if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
      const view = applicationView(found, await services.orgProfiles.ofId(found.value.orgId));
      // An override waiting for a second member is part of where the application stands.
      const now = new Date();
      const pending = (
        await services.overrides.proposals.list({
          applicationId: found.value.applicationId,
          status: 'pending',
        })
      ).filter((proposal) => !isExpired(proposal, now));
      // Partner calls not done yet, found by the application's id in their keys (decision 1840).
      const partnerJobs = (await services.repairs.jobs.list({ key: found.value.applicationId })).filter(
        (job) => job.status !== 'done',
      );
      if (options.json) return out.json({ ...view, pendingProposals: pending, partnerJobs });
      for (const line of [...applicationLines(view), ...waitingLines(pending, partnerJobs)]) out.line(line);
    });

  application
    .command('history')
    .description('The audit trail of an application, oldest first: when, who, from where, what changed')
    .argument('<applicationId>', 'the application')
    .option('--json', 'print JSON, each entry with its details as stored')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application history 2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6c',
        '  lease-admin application history 2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6c --json',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: { json?: boolean }) => {
      const services = await open();
      await reader(services);
      const id = applicationId.trim();
      const found = await services.applications.ofId(id);
      if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
      const lines = historyLines(
        await services.auditTrail.ofApplication(id),
        await services.staff.members.all(),
        found.value,
      );
      if (options.json) return out.json(lines);
      for (const line of historyText(lines)) out.line(line);
    });
}
