import { auditActor, type AuditEntry } from '../application/audit-entry';
import type { LeadsTransaction } from './leads-transaction';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import type { Enquiry, RequestCallback } from './enquiry';
import type { Lead } from './lead';
import type { LeadOrigin, LeadSubmitter } from './lead-request';
import type { LeadProgress } from './leads.port';

/** A lead as first stored: pending, nothing sent yet. */
export function newEnquiryLead(
  kind: 'dialler' | 'online-account',
  enquiry: Enquiry,
  origin: LeadOrigin,
  ids: Ids,
  clock: Clock,
  id: string = ids.next(),
): Lead {
  const at = clock.now().toISOString();
  return {
    id,
    kind,
    enquiry,
    ...origin,
    status: 'pending',
    references: {},
    receivedAt: at,
    updatedAt: at,
  };
}

export function newCallbackLead(
  callback: RequestCallback,
  origin: LeadOrigin,
  ids: Ids,
  clock: Clock,
  id: string = ids.next(),
): Lead {
  const at = clock.now().toISOString();
  return {
    id,
    kind: 'callback',
    callback,
    ...origin,
    status: 'pending',
    references: {},
    receivedAt: at,
    updatedAt: at,
  };
}

/**
 * The trail's entry for a lead's progress: the portal (`system`) wrote down what a partner answered,
 * the partners' references and the failure's step and code, never the customer's details.
 */
export function leadProgressEntry(leadId: string, progress: LeadProgress): AuditEntry {
  return {
    actor: auditActor.system,
    action: 'lead.progress.recorded',
    subject: `lead:${leadId}`,
    at: progress.at,
    details: {
      status: progress.status,
      references: progress.references,
      ...(progress.failure ? { failure: { step: progress.failure.step, code: progress.failure.code } } : {}),
    },
  };
}

/**
 * Stores a new lead with its audit entry, inside the caller's unit of work: the visitor asked, or the
 * source named (an introducer's key, decision 2121). A lead whose id is stored already is not stored
 * again: that one is answered, and nothing is written.
 */
export async function storeNewLead(
  tx: Pick<LeadsTransaction, 'leads' | 'auditEntries'>,
  lead: Lead,
  source?: LeadSubmitter,
): Promise<Lead | undefined> {
  const earlier = await tx.leads.add(lead);
  if (earlier) return earlier;
  await tx.auditEntries.record({
    actor: source?.actor ?? auditActor.visitor,
    action: 'lead.received',
    subject: `lead:${lead.id}`,
    at: lead.receivedAt,
    details: { kind: lead.kind, orgId: lead.orgId, ...source?.details },
  });
  return undefined;
}
