import {
  DomainError,
  type Crm,
  type CustomerAccountRecord,
  type NewCrmAccount,
  type NewOpportunity,
  type OpportunityRecord,
} from '@lease-portal/domain';
import { callPartner, type PartnerEndpoint } from '../partner-http/partner-call';
import { accountRecord, createdAnswer, opportunityRecord } from './crm-wire';

const PARTNER = 'CRM';

/**
 * The provider's CRM service over HTTP (decision 0901): POST /accounts, POST /opportunities (each with
 * our lead id as Idempotency-Key), GET /accounts/{id}, GET /opportunities/{id}, PATCH /opportunities/{id}.
 */
export class HttpCrm implements Crm {
  constructor(private readonly endpoint: PartnerEndpoint) {}

  async createAccount(account: NewCrmAccount): Promise<string> {
    const { body } = await callPartner(PARTNER, this.endpoint, {
      method: 'POST',
      path: '/accounts',
      body: account,
      idempotencyKey: account.reference,
      answer: createdAnswer,
    });
    return body!.id;
  }

  async createOpportunity(opportunity: NewOpportunity): Promise<string> {
    const { body } = await callPartner(PARTNER, this.endpoint, {
      method: 'POST',
      path: '/opportunities',
      body: opportunity,
      idempotencyKey: opportunity.reference,
      answer: createdAnswer,
    });
    return body!.id;
  }

  async account(accountId: string): Promise<CustomerAccountRecord | undefined> {
    const { status, body } = await callPartner(PARTNER, this.endpoint, {
      method: 'GET',
      path: `/accounts/${encodeURIComponent(accountId)}`,
      accept: [404],
      answer: accountRecord,
    });
    return status === 404 ? undefined : body;
  }

  async opportunity(opportunityId: string): Promise<OpportunityRecord | undefined> {
    const { status, body } = await callPartner(PARTNER, this.endpoint, {
      method: 'GET',
      path: `/opportunities/${encodeURIComponent(opportunityId)}`,
      accept: [404],
      answer: opportunityRecord,
    });
    return status === 404 ? undefined : body;
  }

  async updateOpportunityStage(opportunityId: string, stageName: string): Promise<void> {
    const { status } = await callPartner(PARTNER, this.endpoint, {
      method: 'PATCH',
      path: `/opportunities/${encodeURIComponent(opportunityId)}`,
      body: { StageName: stageName },
      accept: [404],
    });
    if (status === 404) throw new DomainError('NOT_FOUND', `The CRM has no opportunity '${opportunityId}'.`);
  }
}
