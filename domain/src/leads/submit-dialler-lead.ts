import type { LeadsUnitOfWork } from './leads-transaction';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { diallerLeadDeliveryJob } from './dialler-lead-delivery';
import type { Enquiry } from './enquiry';
import { enquiryFieldErrors, normalisedEnquiry } from './enquiry-rules';
import { hasFieldErrors } from '../validation/field-rule';
import { leadErrors } from './lead-errors';
import type { LeadOrigin, LeadSubmitter } from './lead-request';
import { newEnquiryLead, storeNewLead } from './new-lead';

export interface SubmitDiallerLeadRequest extends LeadOrigin {
  enquiry: Enquiry;
  /** Who handed it in, when not a visitor of the calculator (decision 2121). */
  source?: LeadSubmitter;
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

    const { unitOfWork, ids, clock } = this.deps;
    const lead = newEnquiryLead('dialler', normalisedEnquiry(request.enquiry), { orgId, region }, ids, clock);
    await unitOfWork.run(async (tx) => {
      await storeNewLead(tx, lead, request.source);
      await tx.jobs.enqueue(diallerLeadDeliveryJob(lead.id), clock.now());
    });
    return ok({ leadId: lead.id });
  }
}
