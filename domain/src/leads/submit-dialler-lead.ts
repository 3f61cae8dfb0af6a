import type { LeadsUnitOfWork } from './leads-transaction';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, type Result } from '../shared/result';
import type { Enquiry } from './enquiry';
import { enquiryFieldErrors, normalisedEnquiry } from './enquiry-rules';
import { hasFieldErrors } from '../validation/field-rule';
import { leadErrors } from './lead-errors';
import type { LeadOrigin, LeadSubmitter } from './lead-request';
import { newEnquiryLead } from './new-lead';
import { storeDiallerLead } from './store-dialler-lead';

export interface SubmitDiallerLeadRequest extends LeadOrigin {
  enquiry: Enquiry;
  /** Who handed it in, when not a visitor of the calculator (decision 2121). */
  source?: LeadSubmitter;
  /** The lead's id when the sender names it (an introducer's Idempotency-Key); else a new one. */
  leadId?: string;
}

/** Our lead id: what support looks up (the dialler's own id is written on the lead once it has it). */
export interface SubmittedDiallerLead {
  leadId: string;
}

export interface SubmitDiallerLeadDependencies {
  unitOfWork: LeadsUnitOfWork;
  ids: Ids;
  clock: Clock;
}

/**
 * saveCalculatorLeadDialler: a 'call' enquiry. Checked with the form's own rules (bad input stores
 * nothing); then the pending lead and the job that hands it to the dialler and copies it to the CRM
 * are stored in one transaction, and the visitor is answered at once: a specialist will call, whether
 * the dialler answers now or once it is back (DeliverDiallerLead; decisions 0900, 2118).
 */
export class SubmitDiallerLead {
  constructor(private readonly deps: SubmitDiallerLeadDependencies) {}

  async execute(request: SubmitDiallerLeadRequest): Promise<Result<SubmittedDiallerLead>> {
    const { orgId, region } = request;
    const errors = enquiryFieldErrors(request.enquiry, region);
    if (hasFieldErrors(errors)) return fail(leadErrors.invalidForm(errors));

    const { ids, clock } = this.deps;
    const enquiry = normalisedEnquiry(request.enquiry);
    const lead = newEnquiryLead('dialler', enquiry, { orgId, region }, ids, clock, request.leadId);
    return storeDiallerLead(this.deps, lead, request.source);
  }
}
