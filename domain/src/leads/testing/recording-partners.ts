import { DomainError } from '../../shared/result';
import type { Crm } from '../crm.port';
import type { CustomerAccountRecord, NewCrmAccount, NewOpportunity, OpportunityRecord } from '../crm-records';
import type {
  CustomerRegistration,
  CustomerRegistrationRequest,
  RegisteredCustomer,
} from '../customer-registration.port';
import type { DiallerLead, LeadDialler } from '../lead-dialler.port';

// Test support only: partners that record what they receive and fail when told to.

const unavailable = (partner: string) =>
  new DomainError('PARTNER_UNAVAILABLE', `The ${partner} could not be reached.`, { partner });

/** A partner's refusal of the request itself, as the outbound layer classes a 4xx (decision 2102). */
export const refused = (partner: string, partnerCode: string) =>
  new DomainError('PARTNER_REJECTED', `The ${partner} refused the request (${partnerCode}, HTTP 400).`, {
    partner,
    class: 'rejected',
    status: 400,
  });

/** Fails the next `count` calls of the named operation: unavailable, or with the error given. */
class FaultSwitch<Operation extends string> {
  private readonly failing = new Map<Operation, { left: number; error?: DomainError }>();
  failNext(operation: Operation, count = 1, error?: DomainError): void {
    this.failing.set(operation, { left: count, ...(error ? { error } : {}) });
  }
  check(operation: Operation, partner: string): void {
    const failing = this.failing.get(operation);
    if (failing && failing.left > 0) {
      failing.left -= 1;
      throw failing.error ?? unavailable(partner);
    }
  }
}

export class RecordingLeadDialler implements LeadDialler {
  readonly received: DiallerLead[] = [];
  readonly faults = new FaultSwitch<'submitLead'>();
  async submitLead(lead: DiallerLead): Promise<string> {
    this.faults.check('submitLead', 'lead dialler');
    const known = this.received.findIndex(({ reference }) => reference === lead.reference);
    if (known >= 0) return `DL-${known + 1}`;
    this.received.push(structuredClone(lead));
    return `DL-${this.received.length}`;
  }
}

export class RecordingCrm implements Crm {
  readonly accounts: (NewCrmAccount & { id: string })[] = [];
  readonly opportunities: (NewOpportunity & { id: string })[] = [];
  readonly faults = new FaultSwitch<'createAccount' | 'createOpportunity' | 'updateOpportunityStage'>();

  async createAccount(account: NewCrmAccount): Promise<string> {
    this.faults.check('createAccount', 'CRM');
    const known = this.accounts.find(({ reference }) => reference === account.reference);
    if (known) return known.id;
    const id = `ACC-${this.accounts.length + 1}`;
    this.accounts.push({ ...structuredClone(account), id });
    return id;
  }
  async createOpportunity(opportunity: NewOpportunity): Promise<string> {
    this.faults.check('createOpportunity', 'CRM');
    const known = this.opportunities.find(({ reference }) => reference === opportunity.reference);
    if (known) return known.id;
    const id = `OPP-${this.opportunities.length + 1}`;
    this.opportunities.push({ ...structuredClone(opportunity), id });
    return id;
  }
  async account(accountId: string): Promise<CustomerAccountRecord | undefined> {
    const account = this.accounts.find((a) => a.id === accountId);
    return (
      account && {
        Id: account.id,
        Name: account.name,
        AccountSource: account.accountSource,
        Credit_Total_Value__c: null,
      }
    );
  }
  async opportunity(opportunityId: string): Promise<OpportunityRecord | undefined> {
    const opportunity = this.opportunities.find((o) => o.id === opportunityId);
    return (
      opportunity && {
        Id: opportunity.id,
        AccountId: opportunity.accountId,
        LeadSource: opportunity.leadSource,
        StageName: opportunity.stageName,
      }
    );
  }
  async updateOpportunityStage(opportunityId: string, stageName: string): Promise<void> {
    this.faults.check('updateOpportunityStage', 'CRM');
    const opportunity = this.opportunities.find((o) => o.id === opportunityId);
    if (!opportunity) throw new DomainError('NOT_FOUND', `No opportunity '${opportunityId}'.`);
    opportunity.stageName = stageName as NewOpportunity['stageName'];
  }
}

export class RecordingCustomerRegistration implements CustomerRegistration {
  readonly received: CustomerRegistrationRequest[] = [];
  readonly faults = new FaultSwitch<'register'>();
  /** Addresses (lower case) that are customers already. */
  readonly customers = new Set<string>();
  async isRegistered(_orgId: string, email: string): Promise<boolean> {
    return this.customers.has(email.trim().toLowerCase());
  }
  async register(request: CustomerRegistrationRequest): Promise<RegisteredCustomer> {
    this.faults.check('register', 'accounts');
    this.received.push(structuredClone(request));
    return { userId: `user-${this.received.length}`, vehicleApplicationId: `app-${this.received.length}` };
  }
}
