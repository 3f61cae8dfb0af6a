import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_PAGE_SIZE_MAX,
  CREDIT_CHECK_STATUSES,
  DomainError,
  isExpired,
  phoneSearchDigits,
  type ApplicationCriteria,
  type ApplicationPage,
  type CreditCheckStatus,
} from '@lease-portal/domain';
import type { Output } from '../output';
import type { CliServices, CommandContext } from '../services';
import { historyLines, historyText } from './application-history';
import { badInput, SHORT_STATUS, statusOf } from './application-statuses';
import { applicationLines, applicationView } from './application-view';
import { recordedLeaseSigning } from './recorded-lease-signing';
import { waitingLines } from './application-waiting';
import { signedInReader as reader } from './signed-in';

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

/** A whole address is matched whole; anything else of at least 3 characters as part of one (decision 2115). */
function emailOf(value: string): Pick<ApplicationCriteria, 'email' | 'emailContains'> {
  const email = value.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254) return { email };
  if (email.length < 3 || email.length > 254 || /\s/.test(email)) {
    throw badInput('--email', 'give an e-mail address, or at least 3 characters of one');
  }
  return { emailContains: email };
}

function phoneOf(value: string): string {
  const digits = phoneSearchDigits(value);
  if (!/^[\d\s()+.-]+$/.test(value.trim()) || digits.length < 6 || digits.length > 15) {
    throw badInput(
      '--phone',
      'give a phone number, at least its last 6 digits; spaces and +61 or 0 are ignored',
    );
  }
  return digits;
}

function idPrefixOf(value: string): string {
  const prefix = value.trim();
  if (!/^[0-9a-z-]{4,64}$/i.test(prefix)) {
    throw badInput('--id', 'give at least the first 4 characters of the id (letters, digits and dashes)');
  }
  return prefix;
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

export interface PageOptions {
  page?: string;
  pageSize?: string;
  json?: boolean;
}

export interface SearchOptions extends PageOptions {
  org?: string;
  status?: string;
  creditStatus?: string;
  email?: string;
  name?: string;
  phone?: string;
  quote?: string;
  id?: string;
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
    ...(options.email === undefined ? {} : emailOf(options.email)),
    name: options.name === undefined ? undefined : textOf('--name', options.name, 2),
    phone: options.phone === undefined ? undefined : phoneOf(options.phone),
    quoteReference: options.quote === undefined ? undefined : textOf('--quote', options.quote, 2),
    idPrefix: options.id === undefined ? undefined : idPrefixOf(options.id),
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
    found.items.map((item) => ({
      application: item.applicationId,
      ...(showOrganisation ? { org: item.orgId } : {}),
      created: item.createdAt.slice(0, 10),
      step: item.status ? (SHORT_STATUS[item.status] ?? item.status) : 'new',
      credit: item.statusCreditCheck ?? '',
      business: item.businessName ?? '',
      officer: item.officerName ?? item.officerEmail ?? '',
    })),
    // Ids and organisations are typed back into other commands: only the names wrap (decision 2115).
    { wrap: ['business', 'officer'] },
  );
  // Piped, the table alone: its lines are the applications, one a line.
  if (out.width === undefined) return;
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  const counted = `${found.total} application${found.total === 1 ? '' : 's'}`;
  out.line(
    `Page ${found.page} of ${pages}: ${counted}, newest first.` +
      (found.page < pages ? ` Next: --page ${found.page + 1}` : ''),
  );
}

export async function listApplications({ open, out }: CommandContext, options: SearchOptions) {
  const services = await open();
  await reader(services);
  const criteria = criteriaOf({ org: options.org });
  const page = pageOf(options);
  await knownOrganisation(services, criteria.orgId);
  const found = await services.finder.find(criteria, page);
  if (options.json) return out.json(found);
  printPage(out, found, criteria.orgId === undefined);
}

export async function searchApplications({ open, out }: CommandContext, options: SearchOptions) {
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
}

export async function showApplication(
  { open, out }: CommandContext,
  applicationId: string,
  options: { json?: boolean },
) {
  const services = await open();
  await reader(services);
  const found = await services.applications.ofId(applicationId.trim());
  if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
  const profile = await services.orgProfiles.ofId(found.value.orgId);
  // Who has signed a lease out for electronic signing, as the application recorded it: a read never
  // asks the e-signature service, whose status reads DocuSign limits (decisions 2108, 2122).
  const recorded = recordedLeaseSigning(found.value, profile);
  const view = applicationView(found, profile, recorded?.signing, recorded);
  // An override waiting for a second member is part of where the application stands.
  const now = new Date();
  const pending = (
    await services.overrides.proposals.list({
      applicationId: found.value.applicationId,
      status: 'pending',
    })
  ).filter((proposal) => !isExpired(proposal, now));
  // Partner calls not done yet, found by the application they are for (decision 1840).
  const partnerJobs = (await services.repairs.jobs.list({ applicationId: found.value.applicationId })).filter(
    (job) => job.status !== 'done',
  );
  if (options.json) return out.json({ ...view, pendingProposals: pending, partnerJobs });
  for (const line of [...applicationLines(view, out.width), ...waitingLines(pending, partnerJobs, out.width)])
    out.line(line);
}

export async function showHistory(
  { open, out }: CommandContext,
  applicationId: string,
  options: { json?: boolean },
) {
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
  for (const line of historyText(lines, out.width)) out.line(line);
}
