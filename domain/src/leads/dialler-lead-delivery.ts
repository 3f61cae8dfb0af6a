import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import type { Clock } from '../shared/clock';
import { LEAD_SOURCES } from './crm-records';
import { callbackDiallerLeadOf, diallerLeadOf } from './crm-requests';
import type { Crm } from './crm.port';
import type { Lead } from './lead';
import type { DiallerLead, LeadDialler } from './lead-dialler.port';
import { copyEnquiryToCrm, leadToDeliver, leaveLeadUndelivered, orThrow } from './lead-delivery';
import { LeadTracker } from './lead-tracker';
import type { Leads } from './leads.port';

export const DIALLER_LEAD_DELIVERY = 'dialler-lead.deliver';

/** The job that hands one call enquiry or call-back to the dialler; keyed by the lead, so it exists once. */
export function diallerLeadDeliveryJob(leadId: string) {
  return { kind: DIALLER_LEAD_DELIVERY, key: `dialler-lead:${leadId}`, payload: { leadId } };
}

export interface DeliverDiallerLeadDependencies {
  leads: Leads;
  dialler: LeadDialler;
  crm: Crm;
  clock: Clock;
}

/**
 * Hands a call enquiry or a call-back request to the dialler (our lead id its idempotency key,
 * decision 2118), then copies a call enquiry to the CRM: the account and a 'Calculator Call'
 * opportunity (decision 0900's order). Each answer is written on the lead as it comes and a step
 * already answered is not asked again. While a partner is down the lead stays pending with its
 * failure and the job is retried; when the job gives up (a refusal, or its attempts used up) the lead
 * is failed, or partly sent when the dialler has it and only the CRM's copy is owed.
 */
export class DeliverDiallerLead implements JobHandler {
  constructor(private readonly deps: DeliverDiallerLeadDependencies) {}

  async run(job: QueuedJob): Promise<void> {
    const { leads, dialler, crm, clock } = this.deps;
    const lead = await leadToDeliver(leads, leadIdOf(job), ['dialler', 'callback'] as const);
    if (lead.status === 'sent') return;
    const tracker = new LeadTracker(leads, clock, lead);
    if (!lead.references.diallerLeadId) {
      orThrow(
        await tracker.step(
          'dialler',
          () => dialler.submitLead(diallerLeadFor(lead)),
          (id) => ({ diallerLeadId: id }),
        ),
      );
    }
    if (lead.kind === 'dialler') await copyEnquiryToCrm(tracker, crm, lead, LEAD_SOURCES.calculatorCall);
    await tracker.sent();
  }

  async giveUp(job: QueuedJob): Promise<void> {
    await leaveLeadUndelivered(this.deps, leadIdOf(job), (lead) =>
      lead.references.diallerLeadId ? 'partly-sent' : 'failed',
    );
  }
}

function leadIdOf(job: QueuedJob): string {
  return (job.payload as { leadId: string }).leadId;
}

function diallerLeadFor(lead: Lead & { kind: 'dialler' | 'callback' }): DiallerLead {
  const origin = { orgId: lead.orgId, region: lead.region };
  return lead.kind === 'callback'
    ? callbackDiallerLeadOf(lead.id, lead.callback, origin)
    : diallerLeadOf(lead.id, lead.enquiry, origin);
}
