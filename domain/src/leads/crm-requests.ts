import type { Enquiry, RequestCallback } from './enquiry';
import {
  ACCOUNT_SOURCES,
  STAGE_NAMES,
  type LeadSource,
  type NewCrmAccount,
  type NewOpportunity,
} from './crm-records';
import type { DiallerLead } from './lead-dialler.port';
import type { LeadOrigin } from './lead-request';

/**
 * An opportunity's expected close, from the day the enquiry came: the CRM requires a date, the portal
 * cannot know it, and a quarter is the horizon a sales team forecasts over until it revises the date.
 */
export const OPPORTUNITY_CLOSES_AFTER_DAYS = 90;
/** The longest opportunity name the CRM keeps (Salesforce's Opportunity.Name is 120 characters). */
export const OPPORTUNITY_NAME_LENGTH = 120;

/** The CRM account an enquiry opens: always a 'Calculator' account, so the dashboard may offer credit. */
export function crmAccountOf(leadId: string, enquiry: Enquiry, origin: LeadOrigin): NewCrmAccount {
  const { contact, customer } = enquiry;
  return {
    reference: leadId,
    ...origin,
    name: customer.name.trim(),
    businessNumber: customer.abn.replace(/\s+/g, ''),
    ...(customer.entityType ? { entityType: customer.entityType } : {}),
    accountSource: ACCOUNT_SOURCES.calculator,
    contact: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
    },
  };
}

/**
 * Every new opportunity starts at 'Needs Analysis' (the dashboard moves it on, calculator §4), named
 * after the business and how it came in, expected to close a quarter after the enquiry came.
 */
export function opportunityOf(
  leadId: string,
  accountId: string,
  enquiry: Enquiry,
  leadSource: LeadSource,
  receivedAt: string,
): NewOpportunity {
  return {
    reference: leadId,
    accountId,
    name: opportunityNameOf(enquiry.customer.name, leadSource),
    leadSource,
    stageName: STAGE_NAMES.needsAnalysis,
    closeDate: closeDateAfter(receivedAt),
    shortlists: enquiry.shortlists,
    ...(enquiry.fleetSize !== undefined ? { fleetSize: enquiry.fleetSize } : {}),
    ...(enquiry.yearsTrading ? { yearsTrading: enquiry.yearsTrading } : {}),
    ...(enquiry.description ? { description: enquiry.description } : {}),
  };
}

export function diallerLeadOf(leadId: string, enquiry: Enquiry, origin: LeadOrigin): DiallerLead {
  const { contact, customer } = enquiry;
  return {
    reference: leadId,
    ...origin,
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    phone: contact.phone.trim(),
    email: contact.email.trim(),
    businessName: customer.name.trim(),
    businessNumber: customer.abn.replace(/\s+/g, ''),
    ...(enquiry.description ? { message: enquiry.description } : {}),
    vehicles: enquiry.shortlists.map((entry) => entry.catalogVehicleId),
  };
}

/** A call-back request as the dialler takes it: a person to ring, no business or vehicles yet. */
export function callbackDiallerLeadOf(
  leadId: string,
  callback: RequestCallback,
  origin: LeadOrigin,
): DiallerLead {
  return {
    reference: leadId,
    ...origin,
    firstName: callback.firstName.trim(),
    lastName: callback.lastName.trim(),
    phone: callback.contactNumber.trim(),
    email: callback.email.trim(),
    ...(callback.message ? { message: callback.message } : {}),
    vehicles: [],
  };
}

/** 'Lygon Street Espresso – Calculator Call', the business's name shortened to fit the CRM's limit. */
function opportunityNameOf(businessName: string, leadSource: LeadSource): string {
  const suffix = ` – ${leadSource}`;
  const name = businessName.trim().replace(/\s+/g, ' ');
  const room = OPPORTUNITY_NAME_LENGTH - suffix.length;
  return `${name.length > room ? `${name.slice(0, room - 1).trimEnd()}…` : name}${suffix}`;
}

/** The date OPPORTUNITY_CLOSES_AFTER_DAYS after the enquiry came, as YYYY-MM-DD (UTC). */
function closeDateAfter(receivedAt: string): string {
  const day = 24 * 60 * 60 * 1000;
  return new Date(Date.parse(receivedAt) + OPPORTUNITY_CLOSES_AFTER_DAYS * day).toISOString().slice(0, 10);
}
