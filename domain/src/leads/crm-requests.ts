import type { Enquiry } from './enquiry';
import {
  ACCOUNT_SOURCES,
  STAGE_NAMES,
  type LeadSource,
  type NewCrmAccount,
  type NewOpportunity,
} from './crm-records';
import type { DiallerLead } from './lead-dialler.port';
import type { LeadOrigin } from './lead-request';

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

/** Every new opportunity starts at 'Needs Analysis' (the dashboard moves it on, calculator §4). */
export function opportunityOf(
  leadId: string,
  accountId: string,
  enquiry: Enquiry,
  leadSource: LeadSource,
): NewOpportunity {
  return {
    reference: leadId,
    accountId,
    leadSource,
    stageName: STAGE_NAMES.needsAnalysis,
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
