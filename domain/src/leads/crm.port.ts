import type {
  CustomerAccountRecord,
  NewCrmAccount,
  NewOpportunity,
  OpportunityRecord,
  StageName,
} from './crm-records';

/** The provider's CRM: customer accounts and their sales opportunities. */
export interface Crm {
  /** The account's id; the same id again for a reference it already has. Throws PARTNER_UNAVAILABLE. */
  createAccount(account: NewCrmAccount): Promise<string>;
  /** The opportunity's id; the same id again for a reference it already has. Throws PARTNER_UNAVAILABLE. */
  createOpportunity(opportunity: NewOpportunity): Promise<string>;
  /**
   * The account of this id. A customer's records are found by the ids kept on their application,
   * never by their e-mail address: anyone can make records under an address (decision 0910).
   */
  account(accountId: string): Promise<CustomerAccountRecord | undefined>;
  /** The opportunity of this id. */
  opportunity(opportunityId: string): Promise<OpportunityRecord | undefined>;
  /** NOT_FOUND when there is no such opportunity. */
  updateOpportunityStage(opportunityId: string, stageName: StageName | string): Promise<void>;
}
export const CRM = Symbol('Crm');
