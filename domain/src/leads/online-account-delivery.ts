import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import type { Clock } from '../shared/clock';
import { LEAD_SOURCES } from './crm-records';
import type { Crm } from './crm.port';
import type { CustomerRegistration } from './customer-registration.port';
import { copyEnquiryToCrm, leadToDeliver, leaveLeadUndelivered, orThrow } from './lead-delivery';
import { LeadTracker } from './lead-tracker';
import type { Leads } from './leads.port';

export const ONLINE_ACCOUNT_DELIVERY = 'online-account.deliver';

interface OnlineAccountDelivery {
  leadId: string;
  host?: string;
}

/** The job that delivers one online-account lead; its key is the lead's, so it exists once. */
export function onlineAccountDeliveryJob(leadId: string, host: string | undefined) {
  const payload: OnlineAccountDelivery = { leadId, ...(host ? { host } : {}) };
  return { kind: ONLINE_ACCOUNT_DELIVERY, key: `online-account:${leadId}`, payload: { ...payload } };
}

export interface DeliverOnlineAccountRequestDependencies {
  leads: Leads;
  crm: Crm;
  clock: Clock;
  /** The accounts context's seam: user, calculator application and password e-mail. Optional until built. */
  customerRegistration?: CustomerRegistration;
}

/**
 * Runs an online-account lead's partner steps, in the order of decision 0900: for a new customer the
 * CRM account ('Calculator') and its opportunity ('Needs Analysis'), then the customer's registration
 * in the portal, last, so a password e-mail never goes out for an account the CRM does not have. An
 * address that is already a customer's creates no CRM records (decision 0910).
 *
 * Each step's answer is written on the lead as soon as it comes, and a step already answered is not
 * asked again, so a job run again after a crash carries on where the last run stopped; the partners
 * also take the lead id as their idempotency key. A failed step leaves the lead pending with its
 * failure while the job is retried, and failed when the job gives up (decision 0920).
 */
export class DeliverOnlineAccountRequest implements JobHandler {
  constructor(private readonly deps: DeliverOnlineAccountRequestDependencies) {}

  async run(job: QueuedJob): Promise<void> {
    const { leadId, host } = job.payload as unknown as OnlineAccountDelivery;
    const lead = await leadToDeliver(this.deps.leads, leadId, ['online-account'] as const);
    if (lead.status === 'sent') return;
    const { leads, crm, clock, customerRegistration } = this.deps;
    const { enquiry, orgId, references } = lead;
    const tracker = new LeadTracker(leads, clock, lead);

    // Decided once: after the first run has made CRM records the customer is not 'known' any more.
    const known =
      !references.crmAccountId &&
      ((await customerRegistration?.isRegistered(orgId, enquiry.contact.email)) ?? false);
    const crmRecords = known ? {} : await copyEnquiryToCrm(tracker, crm, lead, LEAD_SOURCES.calculatorOnline);

    if (customerRegistration && !references.vehicleApplicationId) {
      orThrow(
        await tracker.step(
          'register-customer',
          () =>
            customerRegistration.register({
              leadId: lead.id,
              orgId,
              enquiry,
              ...crmRecords,
              ...(host ? { host } : {}),
            }),
          (customer) => ({ userId: customer.userId, vehicleApplicationId: customer.vehicleApplicationId }),
        ),
      );
    }
    await tracker.sent();
  }

  /** The job's attempts are used up: the lead is failed, with the last step's failure kept. */
  async giveUp(job: QueuedJob): Promise<void> {
    const { leadId } = job.payload as unknown as OnlineAccountDelivery;
    await leaveLeadUndelivered(this.deps, leadId, () => 'failed');
  }
}
