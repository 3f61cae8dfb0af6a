import {
  DomainError,
  type Clock,
  type Crm,
  type CustomerAccountRecord,
  type NewCrmAccount,
  type NewOpportunity,
  type OpportunityRecord,
  type SandboxCrmStore,
} from '@lease-portal/domain';
import { FaultSwitch } from '../partner-http/fault-switch';

export type CrmOperation =
  'createAccount' | 'createOpportunity' | 'account' | 'opportunity' | 'updateOpportunityStage';

/**
 * An embedded CRM that behaves like the provider's: one account and one opportunity per reference,
 * ids in order (ACC-000001, OPP-000001), records found by their ids. It keeps them in
 * the store it is given (PostgreSQL in the portal), so they survive a restart and the support tool
 * sees them (docs/decisions/0902-sandbox-crm-state.md). `faults` makes the next calls fail.
 */
export class SandboxCrm implements Crm {
  readonly faults = new FaultSwitch<CrmOperation>('CRM');

  /** `delayMs`: how long a record takes to create, as a real CRM's round trip (0 by default). */
  constructor(
    private readonly store: SandboxCrmStore,
    private readonly clock: Clock,
    private readonly delayMs = 0,
  ) {}

  async createAccount(account: NewCrmAccount): Promise<string> {
    this.faults.check('createAccount');
    await this.roundTrip();
    return (await this.store.addAccount(account, this.now())).id;
  }

  async createOpportunity(opportunity: NewOpportunity): Promise<string> {
    this.faults.check('createOpportunity');
    await this.roundTrip();
    return (await this.store.addOpportunity(opportunity, this.now())).id;
  }

  async account(accountId: string): Promise<CustomerAccountRecord | undefined> {
    this.faults.check('account');
    return this.store.accountOfId(accountId);
  }

  async opportunity(opportunityId: string): Promise<OpportunityRecord | undefined> {
    this.faults.check('opportunity');
    return this.store.opportunityOfId(opportunityId);
  }

  async updateOpportunityStage(opportunityId: string, stageName: string): Promise<void> {
    this.faults.check('updateOpportunityStage');
    const found = await this.store.setStage(opportunityId, stageName, this.now());
    if (!found) throw new DomainError('NOT_FOUND', `The CRM has no opportunity '${opportunityId}'.`);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private async roundTrip(): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }
}
