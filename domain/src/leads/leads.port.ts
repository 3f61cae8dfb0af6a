import type { AuditEntry } from '../application/audit-entry';
import type { Lead, LeadFailure, LeadReferences, LeadStatus } from './lead';

export interface LeadCriteria {
  orgId?: string;
  status?: LeadStatus;
  /** At most this many, newest first. */
  limit?: number;
}

/** What a step changed: the status, the partners' references so far, and the failure if any. */
export interface LeadProgress {
  status: LeadStatus;
  references: LeadReferences;
  failure?: LeadFailure;
  at: string;
}

/** Every lead, enquiry and call-back request the portal received, with its outcome. */
export interface Leads {
  /**
   * Stores a new lead. When a lead of its id is stored already (an introducer's lead sent again under
   * its Idempotency-Key, decision 2121) it stores nothing and answers that lead, once the request
   * that stored it has finished.
   */
  add(lead: Lead): Promise<Lead | undefined>;
  /**
   * Records a lead's progress with its audit entry (see `leadProgressEntry`), in one transaction;
   * NOT_FOUND when there is no such lead.
   */
  record(id: string, progress: LeadProgress, entry: AuditEntry): Promise<void>;
  ofId(id: string): Promise<Lead | undefined>;
  list(criteria?: LeadCriteria): Promise<Lead[]>;
}
export const LEADS = Symbol('Leads');

export const DEFAULT_LEAD_LIST_LIMIT = 50;
export const MAX_LEAD_LIST_LIMIT = 500;
