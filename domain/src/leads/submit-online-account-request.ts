import { DEFAULT_ORG_ID } from '../organisation/default-org-profile';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { LEAD_SOURCES } from './crm-records';
import { crmAccountOf, opportunityOf } from './crm-requests';
import type { Crm } from './crm.port';
import type { CustomerRegistration } from './customer-registration.port';
import type { Enquiry } from './enquiry';
import { enquiryFieldErrors } from './enquiry-rules';
import { hasFieldErrors } from '../validation/field-rule';
import { leadErrors } from './lead-errors';
import type { LeadOrigin } from './lead-request';
import { LeadTracker } from './lead-tracker';
import type { Leads } from './leads.port';
import { newEnquiryLead } from './new-lead';

export interface SubmitOnlineAccountRequestRequest extends LeadOrigin {
  enquiry: Enquiry;
  /** The host the request came to, for the password link (CustomerRegistration). */
  host?: string;
}

/**
 * What saveCalculatorOnlineAccount answers in `results` (calculator §7) to its anonymous caller: the
 * lead only. The records it made are the customer's, seen after they sign in, and the answer is the
 * same whether or not the address was a customer already (decision 0910).
 */
export interface OnlineAccountRequested {
  leadId: string;
}

export interface SubmitOnlineAccountRequestDependencies {
  leads: Leads;
  crm: Crm;
  ids: Ids;
  clock: Clock;
  /** The accounts context's seam: user, calculator application and password e-mail. Optional until built. */
  customerRegistration?: CustomerRegistration;
}

/**
 * saveCalculatorOnlineAccount: a 'register' enquiry. Checked with the form's rules (bad input stores
 * nothing); refused on an address that is no organisation's portal; stored as pending; for a new
 * customer the CRM account ('Calculator') and its opportunity ('Needs Analysis') are created; then the
 * customer is registered in the portal, last, so a password e-mail never goes out for an account the
 * CRM does not have. An address that is already a customer's creates no CRM records, so nobody can add
 * records to someone else's CRM account by typing their address (decision 0910). Any failure marks the
 * lead 'failed' (decision 0900).
 */
export class SubmitOnlineAccountRequest {
  constructor(private readonly deps: SubmitOnlineAccountRequestDependencies) {}

  async execute(request: SubmitOnlineAccountRequestRequest): Promise<Result<OnlineAccountRequested>> {
    const { enquiry, orgId, region } = request;
    const errors = enquiryFieldErrors(enquiry, region);
    if (hasFieldErrors(errors)) return fail(leadErrors.invalidForm(errors));

    if (orgId === DEFAULT_ORG_ID) return fail(leadErrors.noOrganisation());

    const { leads, crm, ids, clock, customerRegistration } = this.deps;
    const origin = { orgId, region };
    const known = (await customerRegistration?.isRegistered(orgId, enquiry.contact.email)) ?? false;
    const lead = await LeadTracker.start(
      leads,
      clock,
      newEnquiryLead('online-account', enquiry, origin, ids, clock),
    );

    const crmRecords: { crmAccountId?: string; opportunityId?: string } = {};
    if (!known) {
      const account = await lead.step(
        'crm-account',
        () => crm.createAccount(crmAccountOf(lead.id, enquiry, origin)),
        (id) => ({ crmAccountId: id }),
      );
      if (!account.ok) return account;
      const opportunity = await lead.step(
        'crm-opportunity',
        () =>
          crm.createOpportunity(
            opportunityOf(lead.id, account.value, enquiry, LEAD_SOURCES.calculatorOnline),
          ),
        (id) => ({ opportunityId: id }),
      );
      if (!opportunity.ok) return opportunity;
      Object.assign(crmRecords, { crmAccountId: account.value, opportunityId: opportunity.value });
    }

    if (customerRegistration) {
      const registered = await lead.step(
        'register-customer',
        () =>
          customerRegistration.register({
            leadId: lead.id,
            orgId,
            enquiry,
            ...crmRecords,
            ...(request.host ? { host: request.host } : {}),
          }),
        (customer) => ({ userId: customer.userId, vehicleApplicationId: customer.vehicleApplicationId }),
      );
      if (!registered.ok) return registered;
    }

    await lead.sent();
    return ok({ leadId: lead.id });
  }
}
