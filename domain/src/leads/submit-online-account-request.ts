import type { LeadsUnitOfWork } from './leads-transaction';
import { DEFAULT_ORG_ID } from '../organisation/default-org-profile';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { hasFieldErrors } from '../validation/field-rule';
import type { Enquiry } from './enquiry';
import { enquiryFieldErrors, normalisedEnquiry } from './enquiry-rules';
import { leadErrors } from './lead-errors';
import type { LeadOrigin } from './lead-request';
import { newEnquiryLead, storeNewLead } from './new-lead';
import { onlineAccountDeliveryJob } from './online-account-delivery';

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
  unitOfWork: LeadsUnitOfWork;
  ids: Ids;
  clock: Clock;
}

/**
 * saveCalculatorOnlineAccount: a 'register' enquiry. Checked with the form's rules (bad input stores
 * nothing); refused on an address that is no organisation's portal; then the pending lead and the job
 * that delivers it to the CRM and registers the customer are stored in one transaction, and the
 * visitor is answered at once. A crash after that answer loses nothing: the job is resumed by the next
 * worker (DeliverOnlineAccountRequest, decision 0920).
 */
export class SubmitOnlineAccountRequest {
  constructor(private readonly deps: SubmitOnlineAccountRequestDependencies) {}

  async execute(request: SubmitOnlineAccountRequestRequest): Promise<Result<OnlineAccountRequested>> {
    const { orgId, region } = request;
    const errors = enquiryFieldErrors(request.enquiry, region);
    if (hasFieldErrors(errors)) return fail(leadErrors.invalidForm(errors));

    if (orgId === DEFAULT_ORG_ID) return fail(leadErrors.noOrganisation());

    const { unitOfWork, ids, clock } = this.deps;
    const enquiry = normalisedEnquiry(request.enquiry);
    const lead = newEnquiryLead('online-account', enquiry, { orgId, region }, ids, clock);
    await unitOfWork.run(async (tx) => {
      await storeNewLead(tx, lead);
      await tx.jobs.enqueue(onlineAccountDeliveryJob(lead.id, request.host), clock.now());
    });
    return ok({ leadId: lead.id });
  }
}
