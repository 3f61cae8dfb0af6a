import {
  DomainError,
  type Crm,
  type CrmPerson,
  type CustomerAccountRecord,
  type NewCrmAccount,
  type NewOpportunity,
  type OpportunityRecord,
} from '@lease-portal/domain';
import { callPartner, type PartnerEndpoint } from '../partner-http/partner-call';
import { accountsAnswer, createdAnswer, opportunitiesAnswer } from './crm-wire';

const PARTNER = 'CRM';

/**
 * The provider's CRM service over HTTP (decision 0901): POST /accounts, POST /opportunities (each with
 * our lead id as Idempotency-Key), GET /accounts|/opportunities?orgId&email, PATCH /opportunities/{id}.
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

  async accountOfUser(person: CrmPerson): Promise<CustomerAccountRecord | undefined> {
    const { body } = await callPartner(PARTNER, this.endpoint, {
      method: 'GET',
      path: '/accounts',
      query: { orgId: person.orgId, email: person.email },
      answer: accountsAnswer,
    });
    return body!.accounts[0];
  }

  async opportunityOfUser(person: CrmPerson): Promise<OpportunityRecord | undefined> {
    const { body } = await callPartner(PARTNER, this.endpoint, {
      method: 'GET',
      path: '/opportunities',
      query: { orgId: person.orgId, email: person.email },
      answer: opportunitiesAnswer,
    });
    return body!.opportunities[0];
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
