/**
 * The records the portal's Salesforce sandbox keeps (decisions 0902, 2117): Salesforce's own objects,
 * in Salesforce's field names, so the sandbox answers what Salesforce would.
 */
export const SANDBOX_CRM_OBJECTS = ['Account', 'Contact', 'Opportunity'] as const;
export type SandboxCrmObject = (typeof SANDBOX_CRM_OBJECTS)[number];

/** One record as the sandbox keeps it. */
export interface SandboxCrmRecord {
  object: SandboxCrmObject;
  /** An 18-character Salesforce id, numbered by the store (001… accounts, 003… contacts, 006… opportunities). */
  id: string;
  /** The external id the portal upserts it by: our reference (the lead id). */
  reference: string;
  /** Its fields, as the portal last wrote them (Name, StageName, Credit_Total_Value__c…). */
  fields: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/**
 * Where the portal's Salesforce sandbox keeps its records, so that they survive a restart, every
 * replica sees the same ones and the support tool sees what the portal sent (decision 0902). Ids are
 * given by the store in order, the same on every fresh database.
 */
export interface SandboxCrmStore {
  /** The record of this reference with the fields written over it, or a new one; `created` says which. */
  upsert(
    object: SandboxCrmObject,
    reference: string,
    fields: Record<string, unknown>,
    at: string,
  ): Promise<{ record: SandboxCrmRecord; created: boolean }>;
  ofId(object: SandboxCrmObject, id: string): Promise<SandboxCrmRecord | undefined>;
  /** Writes the fields over the record's; false when there is no such record. */
  update(object: SandboxCrmObject, id: string, fields: Record<string, unknown>, at: string): Promise<boolean>;
  /** The records of one object, oldest first. */
  list(object: SandboxCrmObject): Promise<SandboxCrmRecord[]>;
}
export const SANDBOX_CRM_STORE = Symbol('SandboxCrmStore');

/** The key prefix Salesforce gives each object's ids. */
const KEY_PREFIXES: Record<SandboxCrmObject, string> = { Account: '001', Contact: '003', Opportunity: '006' };

/**
 * The n-th id of an object, as Salesforce writes an id: its object's key prefix and 12 more characters
 * (15, case-sensitive), then 3 that encode the case of the first 15, so that the 18 read the same in any
 * case. The sandbox's ids are digits only, whose 3 characters are always 'AAA'.
 */
export function sandboxCrmId(object: SandboxCrmObject, n: number): string {
  return `${KEY_PREFIXES[object]}${String(n).padStart(12, '0')}AAA`;
}
