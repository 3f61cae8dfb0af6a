import type { User } from '../accounts/user';
import type { CustomerAccountRecord, OpportunityRecord } from '../leads/crm-records';
import type { Crm } from '../leads/crm.port';

/**
 * getSalesforceAccountByUser and getSalesforceOpportunityByUser: the CRM records of the signed-in
 * user, found by their organisation and e-mail address, the way the CRM knows people. A registration
 * creates the CRM records with the same address, so they belong to the new user from the start.
 */
export class GetCustomerCrmRecords {
  constructor(private readonly crm: Pick<Crm, 'accountOfUser' | 'opportunityOfUser'>) {}

  account(user: Pick<User, 'orgId' | 'email'>): Promise<CustomerAccountRecord | undefined> {
    return this.crm.accountOfUser({ orgId: user.orgId, email: user.email });
  }

  opportunity(user: Pick<User, 'orgId' | 'email'>): Promise<OpportunityRecord | undefined> {
    return this.crm.opportunityOfUser({ orgId: user.orgId, email: user.email });
  }
}
