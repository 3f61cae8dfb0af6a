import type { User } from '../accounts/user';
import type { CrmRecordIds } from '../application/vehicle-application';
import type { CustomerAccountRecord, OpportunityRecord } from '../leads/crm-records';
import type { Crm } from '../leads/crm.port';
import type { GetCurrentApplication } from './current-application';

/**
 * getSalesforceAccountByUser and getSalesforceOpportunityByUser: the CRM records of the signed-in
 * user's current application, found by the ids the registration kept on it. Never by e-mail address:
 * anyone can make CRM records under somebody's address with an enquiry (decision 0910).
 */
export class GetCustomerCrmRecords {
  constructor(
    private readonly deps: {
      crm: Pick<Crm, 'account' | 'opportunity'>;
      currentApplication: Pick<GetCurrentApplication, 'execute'>;
    },
  ) {}

  async account(user: Pick<User, 'id' | 'orgId'>): Promise<CustomerAccountRecord | undefined> {
    const ids = await this.idsOf(user);
    return ids && this.deps.crm.account(ids.accountId);
  }

  async opportunity(user: Pick<User, 'id' | 'orgId'>): Promise<OpportunityRecord | undefined> {
    const ids = await this.idsOf(user);
    return ids && this.deps.crm.opportunity(ids.opportunityId);
  }

  private async idsOf(user: Pick<User, 'id' | 'orgId'>): Promise<CrmRecordIds | undefined> {
    return (await this.deps.currentApplication.execute(user))?.value.calculator?.crm;
  }
}
