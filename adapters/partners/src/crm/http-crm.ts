import {
  DomainError,
  type Crm,
  type CustomerAccountRecord,
  type NewCrmAccount,
  type NewOpportunity,
  type OpportunityRecord,
} from '@lease-portal/domain';
import { apiKeyHeader, type PartnerEndpoint, type PartnerHttpTuning } from '../partner-http/partner-endpoint';
import { PartnerHttp } from '../partner-http/partner-http';
import { accountRecord, createdAnswer, opportunityRecord } from './crm-wire';

/**
 * The provider's CRM service over HTTP (decision 0901): POST /accounts, POST /opportunities (each with
 * our lead id as Idempotency-Key), GET /accounts/{id}, GET /opportunities/{id}, PATCH /opportunities/{id}.
 */
export class HttpCrm implements Crm {
  private readonly http: PartnerHttp;
  private readonly headers: Record<string, string>;

  constructor(endpoint: PartnerEndpoint, tuning: PartnerHttpTuning = {}) {
    this.http = new PartnerHttp({
      partner: 'CRM',
      baseUrl: endpoint.baseUrl,
      ...(endpoint.timeoutMs !== undefined ? { timeoutMs: endpoint.timeoutMs } : {}),
      ...tuning,
    });
    this.headers = apiKeyHeader(endpoint);
  }

  async createAccount(account: NewCrmAccount): Promise<string> {
    const { body } = await this.http.call({
      operation: 'accounts.create',
      method: 'POST',
      path: '/accounts',
      headers: this.headers,
      json: account,
      idempotencyKey: account.reference,
      answer: createdAnswer,
    });
    return body!.id;
  }

  async createOpportunity(opportunity: NewOpportunity): Promise<string> {
    const { body } = await this.http.call({
      operation: 'opportunities.create',
      method: 'POST',
      path: '/opportunities',
      headers: this.headers,
      json: opportunity,
      idempotencyKey: opportunity.reference,
      answer: createdAnswer,
    });
    return body!.id;
  }

  async account(accountId: string): Promise<CustomerAccountRecord | undefined> {
    const { status, body } = await this.http.call({
      operation: 'accounts.get',
      method: 'GET',
      path: `/accounts/${encodeURIComponent(accountId)}`,
      headers: this.headers,
      accept: [404],
      answer: accountRecord,
    });
    return status === 404 ? undefined : body;
  }

  async opportunity(opportunityId: string): Promise<OpportunityRecord | undefined> {
    const { status, body } = await this.http.call({
      operation: 'opportunities.get',
      method: 'GET',
      path: `/opportunities/${encodeURIComponent(opportunityId)}`,
      headers: this.headers,
      accept: [404],
      answer: opportunityRecord,
    });
    return status === 404 ? undefined : body;
  }

  async updateOpportunityStage(opportunityId: string, stageName: string): Promise<void> {
    // Setting a stage is idempotent: sending it twice leaves the same stage.
    const { status } = await this.http.call({
      operation: 'opportunities.update-stage',
      method: 'PATCH',
      path: `/opportunities/${encodeURIComponent(opportunityId)}`,
      headers: this.headers,
      json: { StageName: stageName },
      accept: [404],
      retry: true,
    });
    if (status === 404) throw new DomainError('NOT_FOUND', `The CRM has no opportunity '${opportunityId}'.`);
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
