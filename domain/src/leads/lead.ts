import type { Region } from '../shared/region';
import type { Enquiry, RequestCallback } from './enquiry';

/** What the visitor asked for: a call (dialler), an online account, or a call back from the dialog. */
export const LEAD_KINDS = ['dialler', 'online-account', 'callback'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Where a lead stands. 'pending' while its delivery job tells the partners (with the last failure, if
 * a partner was down); 'sent' when every partner has it; 'failed' when the job gave up before the
 * partner that serves the request took it (refused, or down for all the job's attempts); 'partly-sent'
 * when that partner (the dialler) has it but the CRM's copy is still owed. Decisions 0900, 0920, 2118.
 */
export const LEAD_STATUSES = ['pending', 'sent', 'partly-sent', 'failed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The partner step a lead was at when it failed. */
export type LeadStep = 'dialler' | 'crm-account' | 'crm-opportunity' | 'register-customer';

/** What the partners answered, filled in step by step. */
export interface LeadReferences {
  diallerLeadId?: string;
  crmAccountId?: string;
  opportunityId?: string;
  userId?: string;
  vehicleApplicationId?: string;
}

export interface LeadFailure {
  step: LeadStep;
  code: string;
  message: string;
}

interface LeadBase {
  id: string;
  orgId: string;
  region: Region;
  status: LeadStatus;
  references: LeadReferences;
  failure?: LeadFailure;
  receivedAt: string;
  updatedAt: string;
}

/** Every enquiry and call-back request the portal received, with its outcome. */
export type Lead =
  | (LeadBase & { kind: 'dialler' | 'online-account'; enquiry: Enquiry })
  | (LeadBase & { kind: 'callback'; callback: RequestCallback });

/** The e-mail address and name a lead is about, whatever its kind (for lists). */
export function leadContactOf(lead: Lead): { name: string; email: string; business?: string } {
  if (lead.kind === 'callback') {
    return { name: `${lead.callback.firstName} ${lead.callback.lastName}`, email: lead.callback.email };
  }
  const { contact, customer } = lead.enquiry;
  return { name: `${contact.firstName} ${contact.lastName}`, email: contact.email, business: customer.name };
}
