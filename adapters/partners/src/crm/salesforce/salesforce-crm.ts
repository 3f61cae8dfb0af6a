import {
  DomainError,
  type Crm,
  type CustomerAccountRecord,
  type NewCrmAccount,
  type NewOpportunity,
  type OpportunityRecord,
} from '@lease-portal/domain';
import type { z } from 'zod';
import { partnerErrorCode, partnerRejected } from '../../partner-http/partner-failures';
import type { PartnerAnswer, PartnerHttp, PartnerRequest } from '../../partner-http/partner-http';
import type { ApiUsageWatch } from './api-usage';
import { accountBodyOf, contactBodyOf, opportunityBodyOf } from './salesforce-records';
import {
  API_USAGE_HEADER,
  REFERENCE_FIELD,
  accountRecordWire,
  fieldsOf,
  opportunityRecordWire,
  sobjectPath,
  upsertResultWire,
  type SalesforceObject,
} from './salesforce-wire';

/**
 * Salesforce answers REQUEST_LIMIT_EXCEEDED (403) when the org's rolling 24-hour allocation is used up
 * (or too many calls run at once). It names no time: the queue asks again this much later, so a day's
 * allocation freed hour by hour is found within the job's attempts (decision 2104 bounds each wait).
 */
export const REQUEST_LIMIT_RETRY_AFTER_MS = 30 * 60_000;

export interface SalesforceCrmParts {
  /** The REST API's partner layer, authorised by the client credentials token, at the instance URL. */
  api: PartnerHttp;
  usage: ApiUsageWatch;
  close?: () => Promise<void>;
}

/**
 * The CRM port on Salesforce's REST API (decision 2117). An enquiry's business, the person and the
 * opportunity are upserted by our reference in an external id field, Salesforce's own idempotency, so
 * a job run twice writes the same three records; records are read by their ids; a stage is set with a
 * PATCH. Salesforce's errors (`[{ message, errorCode, fields }]`) are classed by the partner layer: a
 * 400 is refused at once with Salesforce's code, a 401 INVALID_SESSION_ID fetches one new token, a 503
 * is retried; a 403 REQUEST_LIMIT_EXCEEDED is a rate limit, not our credentials refused.
 */
export class SalesforceCrm implements Crm {
  constructor(private readonly parts: SalesforceCrmParts) {}

  async createAccount(account: NewCrmAccount): Promise<string> {
    const accountId = await this.upsert('Account', account.reference, accountBodyOf(account));
    await this.upsert('Contact', account.reference, contactBodyOf(account, accountId));
    return accountId;
  }

  createOpportunity(opportunity: NewOpportunity): Promise<string> {
    return this.upsert('Opportunity', opportunity.reference, opportunityBodyOf(opportunity));
  }

  async account(accountId: string): Promise<CustomerAccountRecord | undefined> {
    const record = await this.read('Account', accountId, accountRecordWire);
    return record && { ...record, AccountSource: record.AccountSource ?? '' };
  }

  async opportunity(opportunityId: string): Promise<OpportunityRecord | undefined> {
    const record = await this.read('Opportunity', opportunityId, opportunityRecordWire);
    return (
      record && {
        Id: record.Id,
        AccountId: record.AccountId ?? '',
        LeadSource: record.LeadSource ?? '',
        StageName: record.StageName,
      }
    );
  }

  async updateOpportunityStage(opportunityId: string, stageName: string): Promise<void> {
    // Setting a stage twice leaves the same stage: safe to send again.
    const { status } = await this.call({
      operation: 'opportunities.update-stage',
      method: 'PATCH',
      path: `${sobjectPath('Opportunity')}/${encodeURIComponent(opportunityId)}`,
      json: { StageName: stageName },
      accept: [404],
      retry: true,
    });
    if (status === 404) throw new DomainError('NOT_FOUND', `The CRM has no opportunity '${opportunityId}'.`);
  }

  async close(): Promise<void> {
    await this.parts.close?.();
  }

  /** PATCH by our reference: 201 made, 200 found and written over; its id either way. */
  private async upsert(object: SalesforceObject, reference: string, fields: object): Promise<string> {
    const operation = `${object.toLowerCase()}s.upsert`;
    const { status, body } = await this.call({
      operation,
      method: 'PATCH',
      path: `${sobjectPath(object)}/${REFERENCE_FIELD}/${encodeURIComponent(reference)}`,
      json: fields,
      answer: upsertResultWire,
      // 300: more than one record holds the reference, which a Unique field forbids: support must look.
      accept: [300],
      retry: true,
    });
    if (status === 300) {
      throw partnerRejected({ partner: 'CRM', operation }, 300, [
        { errorCode: 'MULTIPLE_CHOICES', message: `More than one ${object} holds the reference.` },
      ]);
    }
    return body!.id;
  }

  private async read<Record>(
    object: SalesforceObject,
    id: string,
    record: z.ZodObject & z.ZodType<Record>,
  ): Promise<Record | undefined> {
    const { status, body } = await this.call({
      operation: `${object.toLowerCase()}s.get`,
      method: 'GET',
      path: `${sobjectPath(object)}/${encodeURIComponent(id)}`,
      query: { fields: fieldsOf(record) },
      accept: [404],
      answer: record,
    });
    return status === 404 ? undefined : body;
  }

  /** One call, its API usage watched, a REQUEST_LIMIT_EXCEEDED answered as the rate limit it is. */
  private async call<Answer>(request: PartnerRequest<Answer>): Promise<PartnerAnswer<Answer>> {
    const answer = await this.parts.api.call({ ...request, rateLimitIn: requestLimitExceeded });
    this.parts.usage.saw(answer.headers.get(API_USAGE_HEADER));
    return answer;
  }
}

/** Salesforce's 403 REQUEST_LIMIT_EXCEEDED is its allocation used up, not our credentials refused. */
function requestLimitExceeded(status: number, partnerError: unknown): number | undefined {
  return status === 403 && partnerErrorCode(partnerError) === 'REQUEST_LIMIT_EXCEEDED'
    ? REQUEST_LIMIT_RETRY_AFTER_MS
    : undefined;
}
