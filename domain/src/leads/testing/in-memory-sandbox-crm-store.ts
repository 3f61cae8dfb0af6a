import type { CustomerAccountRecord, NewCrmAccount, NewOpportunity, OpportunityRecord } from '../crm-records';
import type { SandboxCrmAccount, SandboxCrmOpportunity, SandboxCrmStore } from '../sandbox-crm-store.port';

// Test support only: the sandbox CRM's store in memory, numbering as the PostgreSQL store does.

const numbered = (prefix: string, n: number) => `${prefix}-${String(n).padStart(6, '0')}`;

export class InMemorySandboxCrmStore implements SandboxCrmStore {
  private readonly accountList: SandboxCrmAccount[] = [];
  private readonly opportunityList: SandboxCrmOpportunity[] = [];

  async addAccount(account: NewCrmAccount, at: string): Promise<SandboxCrmAccount> {
    const known = this.accountList.find((a) => a.reference === account.reference);
    if (known) return structuredClone(known);
    const stored = {
      ...structuredClone(account),
      id: numbered('ACC', this.accountList.length + 1),
      creditTotalValue: null,
      createdAt: at,
    };
    this.accountList.push(stored);
    return structuredClone(stored);
  }

  async addOpportunity(opportunity: NewOpportunity, at: string): Promise<SandboxCrmOpportunity> {
    const known = this.opportunityList.find((o) => o.reference === opportunity.reference);
    if (known) return structuredClone(known);
    const stored = {
      ...structuredClone(opportunity),
      id: numbered('OPP', this.opportunityList.length + 1),
      createdAt: at,
      updatedAt: at,
    };
    this.opportunityList.push(stored);
    return structuredClone(stored);
  }

  async accountOfId(accountId: string): Promise<CustomerAccountRecord | undefined> {
    const account = this.accountList.find((a) => a.id === accountId);
    return (
      account && {
        Id: account.id,
        Name: account.name,
        AccountSource: account.accountSource,
        Credit_Total_Value__c: account.creditTotalValue,
      }
    );
  }

  async opportunityOfId(opportunityId: string): Promise<OpportunityRecord | undefined> {
    const opportunity = this.opportunityList.find((o) => o.id === opportunityId);
    return (
      opportunity && {
        Id: opportunity.id,
        AccountId: opportunity.accountId,
        LeadSource: opportunity.leadSource,
        StageName: opportunity.stageName,
      }
    );
  }

  async setStage(opportunityId: string, stageName: string, at: string): Promise<boolean> {
    const opportunity = this.opportunityList.find((o) => o.id === opportunityId);
    if (!opportunity) return false;
    opportunity.stageName = stageName as SandboxCrmOpportunity['stageName'];
    opportunity.updatedAt = at;
    return true;
  }

  async accounts(): Promise<SandboxCrmAccount[]> {
    return structuredClone(this.accountList);
  }

  async opportunities(): Promise<SandboxCrmOpportunity[]> {
    return structuredClone(this.opportunityList);
  }
}
