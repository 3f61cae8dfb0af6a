import type {
  CrmPerson,
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
  /** The newest account whose contact is this person. */
  accountOfUser(person: CrmPerson): Promise<CustomerAccountRecord | undefined>;
  /** The newest opportunity on the newest account of this person. */
  opportunityOfUser(person: CrmPerson): Promise<OpportunityRecord | undefined>;
  /** NOT_FOUND when there is no such opportunity. */
  updateOpportunityStage(opportunityId: string, stageName: StageName | string): Promise<void>;
}
export const CRM = Symbol('Crm');
