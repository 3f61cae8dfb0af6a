import type { ShortlistEntry } from '../application/vehicle-application';
import type { Region } from '../shared/region';

/** How an account came to the CRM; the dashboard offers credit only to 'Calculator' accounts. */
export const ACCOUNT_SOURCES = { calculator: 'Calculator' } as const;
export type AccountSource = (typeof ACCOUNT_SOURCES)[keyof typeof ACCOUNT_SOURCES];

/** How an opportunity came in: the visitor's own online account, or a call a specialist will make. */
export const LEAD_SOURCES = { calculatorOnline: 'Calculator', calculatorCall: 'Calculator Call' } as const;
export type LeadSource = (typeof LEAD_SOURCES)[keyof typeof LEAD_SOURCES];

/** The opportunity stages the portal itself sets (calculator §4). */
export const STAGE_NAMES = {
  needsAnalysis: 'Needs Analysis',
  dealMobilising: 'Deal Mobilising',
  quoteRequested: 'Quote Requested OP',
} as const;
export type StageName = (typeof STAGE_NAMES)[keyof typeof STAGE_NAMES];

/** A business as the portal asks the CRM to open it. */
export interface NewCrmAccount {
  /** Our lead id: the CRM keeps one account per reference, so a repeated request adds nothing. */
  reference: string;
  orgId: string;
  region: Region;
  name: string;
  businessNumber: string;
  entityType?: string;
  accountSource: AccountSource;
  contact: { firstName: string; lastName: string; email: string; phone: string };
}

/** A sales opportunity on an account. */
export interface NewOpportunity {
  /** Our lead id, as for the account. */
  reference: string;
  accountId: string;
  /** What the sales team sees it as: the business, and how it came in. */
  name: string;
  leadSource: LeadSource;
  stageName: StageName;
  /** When the sale is expected to close (YYYY-MM-DD): the CRM requires one; the sales team revises it. */
  closeDate: string;
  shortlists: ShortlistEntry[];
  fleetSize?: number;
  yearsTrading?: string;
  description?: string;
}

/** The customer account record (calculator §3), in the CRM's own field names. */
export interface CustomerAccountRecord {
  Id: string;
  Name: string;
  /** Empty when the CRM's record has none (an account the sales team opened by hand). */
  AccountSource: string;
  Credit_Total_Value__c: number | null;
}

/** The opportunity record (calculator §3), in the CRM's own field names. */
export interface OpportunityRecord {
  Id: string;
  AccountId: string;
  LeadSource: string;
  StageName: string;
}
