import { z } from 'zod';

/**
 * The subset of Salesforce's REST API the portal speaks (decision 2117), described once here and read
 * by the adapter and the portal's Salesforce sandbox alike, in Salesforce's own names.
 */

/**
 * The API version the portal speaks, pinned so that Salesforce's answers do not change under it (an
 * upsert answers its body from v46.0); Salesforce keeps a version for years after a newer one comes.
 */
export const SALESFORCE_API_VERSION = 'v64.0';

/**
 * The external id field holding our reference (the lead id) on Account, Contact and Opportunity. The
 * org's administrator adds it to each (Text, External ID, Unique). Upserting by it is Salesforce's own
 * idempotency: a repeated upsert finds the record the first one made. Our reference, not the ABN or
 * the e-mail address: an anonymous enquiry must never write over a customer's records (decision 0910).
 */
export const REFERENCE_FIELD = 'LeasePortal_Reference__c';

/** The objects the portal writes. */
export type SalesforceObject = 'Account' | 'Contact' | 'Opportunity';

/** The OAuth 2.0 token endpoint, on the org's My Domain (client credentials flow). */
export const TOKEN_PATH = '/services/oauth2/token';

/** `…/sobjects/{object}`, under the instance URL the token answer names. */
export const sobjectPath = (object: SalesforceObject) =>
  `/services/data/${SALESFORCE_API_VERSION}/sobjects/${object}`;

/** The API-usage header every answer carries: `api-usage=18/5000` (calls in the last 24 hours / allowed). */
export const API_USAGE_HEADER = 'sforce-limit-info';

/**
 * The token answer of the client credentials flow. It names no expiry: the session lasts as long as
 * the org's session settings say.
 */
export const tokenWire = z.object({
  access_token: z.string().min(1),
  instance_url: z.url(),
  token_type: z.string().optional(),
  issued_at: z.string().optional(),
  id: z.string().optional(),
  signature: z.string().optional(),
  scope: z.string().optional(),
});

/** An upsert's answer: 201 with `created: true`, or 200 with `created: false` for a record found. */
export const upsertResultWire = z.object({
  id: z.string().min(15),
  success: z.boolean(),
  errors: z.array(z.unknown()),
  created: z.boolean().optional(),
});

/** Salesforce's error answer: a list of `{ message, errorCode, fields }`. */
export const salesforceErrorsWire = z.array(
  z.object({ message: z.string(), errorCode: z.string(), fields: z.array(z.string()).optional() }),
);
export type SalesforceError = z.infer<typeof salesforceErrorsWire>[number];

const text = (most: number) => z.string().max(most);

/** The Account as the portal writes it: the business. */
export const accountBodyWire = z.strictObject({
  Name: text(255).min(1),
  AccountSource: text(255),
  /** The ABN or NZBN. */
  AccountNumber: text(40),
  Phone: text(40),
  BillingCountry: text(80),
  Description: text(32_000).optional(),
});

/** The Contact as the portal writes it: the person who enquired, on the business's account. */
export const contactBodyWire = z.strictObject({
  FirstName: text(40),
  LastName: text(80).min(1),
  Email: z.email().max(80),
  Phone: text(40),
  AccountId: z.string().min(15),
});

/** The Opportunity as the portal writes it. */
export const opportunityBodyWire = z.strictObject({
  Name: text(120).min(1),
  AccountId: z.string().min(15),
  StageName: text(255).min(1),
  CloseDate: z.iso.date(),
  LeadSource: text(255),
  Description: text(32_000).optional(),
});

/** A stage change: the only field the portal changes on an opportunity it made. */
export const stageBodyWire = z.strictObject({ StageName: text(255).min(1) });

/** The Account fields the dashboard reads (calculator §3), asked for by name. */
export const accountRecordWire = z.object({
  Id: z.string(),
  Name: z.string(),
  AccountSource: z.string().nullable(),
  Credit_Total_Value__c: z.number().nullable(),
});

/** The Opportunity fields the dashboard reads. */
export const opportunityRecordWire = z.object({
  Id: z.string(),
  AccountId: z.string().nullable(),
  LeadSource: z.string().nullable(),
  StageName: z.string(),
});

/** The `fields` query of a record read: the record wire's own keys. */
export const fieldsOf = (record: z.ZodObject) => Object.keys(record.shape).join(',');
