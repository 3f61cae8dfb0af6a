import type { Clock } from '../shared/clock';
import { DomainError, type Result } from '../shared/result';
import { crmAccountOf, opportunityOf } from './crm-requests';
import type { LeadSource } from './crm-records';
import type { Crm } from './crm.port';
import type { Lead, LeadStatus } from './lead';
import type { LeadTracker } from './lead-tracker';
import type { LeadProgress, Leads } from './leads.port';
import { leadProgressEntry } from './new-lead';

/** An enquiry's lead: a call enquiry or an online-account request. */
export type EnquiryLead = Extract<Lead, { kind: 'dialler' | 'online-account' }>;

/** The lead a delivery job names, of the kinds it delivers; NOT_FOUND (given up at once) otherwise. */
export async function leadToDeliver<Kind extends Lead['kind']>(
  leads: Leads,
  leadId: string,
  kinds: readonly Kind[],
): Promise<Lead & { kind: Kind }> {
  const lead = await leads.ofId(leadId);
  if (!lead || !(kinds as readonly string[]).includes(lead.kind))
    throw new DomainError('NOT_FOUND', `No ${kinds.join(' or ')} lead ${leadId}.`);
  return lead as Lead & { kind: Kind };
}

/**
 * The enquiry's copy in the CRM: the account, then its opportunity, each asked only when the lead has
 * no answer for it yet, so a job run again after a crash carries on where the last run stopped; the
 * CRM also upserts both by the lead id (decision 2117). A failure leaves the lead pending with it.
 */
export async function copyEnquiryToCrm(
  tracker: LeadTracker,
  crm: Crm,
  lead: EnquiryLead,
  leadSource: LeadSource,
): Promise<{ crmAccountId: string; opportunityId: string }> {
  const { enquiry, orgId, region, references } = lead;
  const crmAccountId =
    references.crmAccountId ??
    orThrow(
      await tracker.step(
        'crm-account',
        () => crm.createAccount(crmAccountOf(lead.id, enquiry, { orgId, region })),
        (id) => ({ crmAccountId: id }),
      ),
    );
  const opportunityId =
    references.opportunityId ??
    orThrow(
      await tracker.step(
        'crm-opportunity',
        () =>
          crm.createOpportunity(opportunityOf(lead.id, crmAccountId, enquiry, leadSource, lead.receivedAt)),
        (id) => ({ opportunityId: id }),
      ),
    );
  return { crmAccountId, opportunityId };
}

/**
 * A delivery job gave up (its attempts used up, or a partner refused the lead): the lead is left in
 * its final status, with the last step's failure kept for support.
 */
export async function leaveLeadUndelivered(
  deps: { leads: Leads; clock: Clock },
  leadId: string,
  statusOf: (lead: Lead) => Extract<LeadStatus, 'failed' | 'partly-sent'>,
): Promise<void> {
  const lead = await deps.leads.ofId(leadId);
  if (!lead || lead.status === 'sent') return;
  const progress: LeadProgress = {
    status: statusOf(lead),
    references: lead.references,
    ...(lead.failure ? { failure: lead.failure } : {}),
    at: deps.clock.now().toISOString(),
  };
  await deps.leads.record(leadId, progress, leadProgressEntry(leadId, progress));
}

export function orThrow<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}
