import type { CustomerAccountRecord, NewCrmAccount, NewOpportunity, OpportunityRecord } from './crm-records';

/** An account as the sandbox CRM keeps it. */
export interface SandboxCrmAccount extends NewCrmAccount {
  id: string;
  creditTotalValue: number | null;
  createdAt: string;
}

/** An opportunity as the sandbox CRM keeps it. */
export interface SandboxCrmOpportunity extends NewOpportunity {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Where the embedded sandbox CRM keeps its records, so that they survive a restart and the support
 * tool sees what the portal sent (docs/decisions/0902-sandbox-crm-state.md). Ids are given by the
 * store in order (ACC-000001, OPP-000001), so they are the same on every fresh database.
 */
export interface SandboxCrmStore {
  /** The stored account; the existing one when the reference is known already. */
  addAccount(account: NewCrmAccount, at: string): Promise<SandboxCrmAccount>;
  /** The stored opportunity; the existing one when the reference is known already. */
  addOpportunity(opportunity: NewOpportunity, at: string): Promise<SandboxCrmOpportunity>;
  accountOfId(accountId: string): Promise<CustomerAccountRecord | undefined>;
  opportunityOfId(opportunityId: string): Promise<OpportunityRecord | undefined>;
  /** False when there is no such opportunity. */
  setStage(opportunityId: string, stageName: string, at: string): Promise<boolean>;
  accounts(): Promise<SandboxCrmAccount[]>;
  opportunities(): Promise<SandboxCrmOpportunity[]>;
}
export const SANDBOX_CRM_STORE = Symbol('SandboxCrmStore');
