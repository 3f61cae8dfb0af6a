import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_PAGE_SIZE_MAX,
  applicationSummaryOf,
  type ApplicationJourney,
  type ApplicationCriteria,
  type ApplicationFinder,
  type ApplicationPage,
  type ApplicationPageRequest,
  type ApplicationType,
  type CalculatorDetails,
} from '@lease-portal/domain';
import type { Database } from './database';
import { isoTimestamp } from './sql-errors';
import { escapeLike } from './postgres-vehicle-applications';

interface FoundRow {
  total: number;
  application_id: string | null;
  org_id: string;
  org_user_id: string;
  application_type: ApplicationType;
  scoreboard: ApplicationJourney;
  calculator: CalculatorDetails | null;
  created_at: Date;
  updated_at: Date;
}

/** The officers' and the calculator contact's fields, as SQL on the stored JSON. */
const EMAILS = [
  `scoreboard #>> '{primaryApplicant,email}'`,
  `scoreboard #>> '{secondaryApplicant,email}'`,
  `calculator #>> '{contact,email}'`,
];
const PHONES = [
  `scoreboard #>> '{primaryApplicant,phone}'`,
  `scoreboard #>> '{secondaryApplicant,phone}'`,
  `calculator #>> '{contact,phone}'`,
  `scoreboard #>> '{businessDetails,entityDetails,businessContactNumber}'`,
];
const QUOTE_REFERENCES = [
  `scoreboard #>> '{quoteDetails,primaryQuoteReference}'`,
  `scoreboard #>> '{quoteDetails,erpQuoteRef}'`,
];
const NAMES = [
  `concat_ws(' ', scoreboard #>> '{primaryApplicant,firstName}', scoreboard #>> '{primaryApplicant,lastName}')`,
  `concat_ws(' ', scoreboard #>> '{secondaryApplicant,firstName}', scoreboard #>> '{secondaryApplicant,lastName}')`,
  `concat_ws(' ', calculator #>> '{contact,firstName}', calculator #>> '{contact,lastName}')`,
];
const BUSINESS_NAMES = [
  `scoreboard #>> '{companyDetails,companyName}'`,
  `scoreboard #>> '{companyDetails,companyLegalName}'`,
  `scoreboard #>> '{entityDetails,entityName}'`,
  `scoreboard #>> '{businessDetails,entityDetails,companyLegalName}'`,
  `calculator #>> '{company,name}'`,
];
const BUSINESS_NUMBERS = [
  `scoreboard #>> '{companyDetails,abn}'`,
  `scoreboard #>> '{companyDetails,nzbn}'`,
  `scoreboard #>> '{entityDetails,abn}'`,
  `calculator #>> '{company,abn}'`,
];

/**
 * The support desk's search over the stored applications (decision 1820): every value is a
 * parameter; text is matched in lower case, with LIKE's wildcards escaped; business numbers compare
 * digits only. One statement answers the page and the total, so they agree.
 */
export class PostgresApplicationFinder implements ApplicationFinder {
  constructor(private readonly db: Database) {}

  async find(criteria: ApplicationCriteria, request: ApplicationPageRequest): Promise<ApplicationPage> {
    const params: unknown[] = [];
    const parameter = (value: unknown) => `$${params.push(value)}`;
    const anyOf = (expressions: string[], test: (expression: string) => string) =>
      `(${expressions.map(test).join(' OR ')})`;
    const conditions: string[] = [];

    if (criteria.orgId !== undefined) conditions.push(`org_id = ${parameter(criteria.orgId)}`);
    if (criteria.status !== undefined) conditions.push(`status = ${parameter(criteria.status)}`);
    if (criteria.statusCreditCheck !== undefined) {
      conditions.push(`status_credit_check = ${parameter(criteria.statusCreditCheck)}`);
    }
    if (criteria.email !== undefined) {
      const email = parameter(criteria.email.trim().toLowerCase());
      conditions.push(anyOf(EMAILS, (field) => `lower(${field}) = ${email}`));
    }
    if (criteria.emailContains !== undefined) {
      const part = parameter(containing(criteria.emailContains));
      conditions.push(anyOf(EMAILS, (field) => `lower(${field}) LIKE ${part}`));
    }
    if (criteria.name !== undefined) {
      // Every word in one person's name, in any order: "quill jordan" finds Jordan Quill.
      const words = criteria.name
        .trim()
        .split(/\s+/)
        .map((word) => parameter(containing(word)));
      conditions.push(
        anyOf(NAMES, (field) => `(${words.map((word) => `lower(${field}) LIKE ${word}`).join(' AND ')})`),
      );
    }
    if (criteria.phone !== undefined) {
      const ending = parameter(`%${criteria.phone.replace(/\D/g, '')}`);
      conditions.push(anyOf(PHONES, (field) => `regexp_replace(${field}, '[^0-9]', '', 'g') LIKE ${ending}`));
    }
    if (criteria.quoteReference !== undefined) {
      const start = parameter(`${escapeLike(criteria.quoteReference.trim().toLowerCase())}%`);
      conditions.push(anyOf(QUOTE_REFERENCES, (field) => `lower(${field}) LIKE ${start}`));
    }
    if (criteria.idPrefix !== undefined) {
      conditions.push(
        `lower(application_id::text) LIKE ${parameter(`${escapeLike(criteria.idPrefix.trim().toLowerCase())}%`)}`,
      );
    }
    if (criteria.businessName !== undefined) {
      const business = parameter(containing(criteria.businessName));
      conditions.push(anyOf(BUSINESS_NAMES, (field) => `lower(${field}) LIKE ${business}`));
    }
    if (criteria.businessNumber !== undefined) {
      const digits = parameter(criteria.businessNumber.replace(/\D/g, ''));
      conditions.push(
        anyOf(BUSINESS_NUMBERS, (field) => `regexp_replace(${field}, '[^0-9]', '', 'g') = ${digits}`),
      );
    }
    if (criteria.createdFrom !== undefined) {
      conditions.push(`created_at >= ${parameter(criteria.createdFrom)}::timestamptz`);
    }
    if (criteria.createdBefore !== undefined) {
      conditions.push(`created_at < ${parameter(criteria.createdBefore)}::timestamptz`);
    }
    if (criteria.updatedFrom !== undefined) {
      conditions.push(`updated_at >= ${parameter(criteria.updatedFrom)}::timestamptz`);
    }
    if (criteria.updatedBefore !== undefined) {
      conditions.push(`updated_at < ${parameter(criteria.updatedBefore)}::timestamptz`);
    }

    const pageSize = Math.min(
      Math.max(1, Math.floor(request.pageSize || APPLICATION_PAGE_SIZE)),
      APPLICATION_PAGE_SIZE_MAX,
    );
    const page = Math.max(1, Math.floor(request.page || 1));
    // The total comes back even for a page past the end: the page's rows are joined to it.
    const rows = await this.db.query<FoundRow>(
      `WITH matched AS (
         SELECT application_id, org_id, org_user_id, application_type,
                scoreboard, calculator, created_at, updated_at
           FROM vehicle_applications
          ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
       )
       SELECT counted.total, shown.*
         FROM (SELECT count(*)::int AS total FROM matched) AS counted
         LEFT JOIN LATERAL (
           SELECT * FROM matched ORDER BY created_at DESC, application_id
            LIMIT ${parameter(pageSize)} OFFSET ${parameter((page - 1) * pageSize)}
         ) AS shown ON true`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    const items = rows
      .filter((row) => row.application_id !== null)
      .map((row) =>
        applicationSummaryOf({
          applicationId: row.application_id as string,
          orgId: row.org_id,
          orgUserId: row.org_user_id,
          applicationType: row.application_type,
          journey: row.scoreboard,
          ...(row.calculator === null ? {} : { calculator: row.calculator }),
          createdAt: isoTimestamp(row.created_at),
          updatedAt: isoTimestamp(row.updated_at),
        }),
      );
    return { items, total, page, pageSize };
  }
}

/** A LIKE pattern for text anywhere in a lower-cased field; the text's own wildcards match themselves. */
function containing(text: string): string {
  return `%${escapeLike(text.trim().toLowerCase())}%`;
}
