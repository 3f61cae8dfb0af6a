import type { LeadsUnitOfWork } from './leads-transaction';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { diallerLeadDeliveryJob } from './dialler-lead-delivery';
import type { RequestCallback } from './enquiry';
import { normalisedCallback, requestCallbackFieldErrors } from './enquiry-rules';
import { hasFieldErrors } from '../validation/field-rule';
import { leadErrors } from './lead-errors';
import type { LeadOrigin, LeadSubmitter } from './lead-request';
import { newCallbackLead, storeNewLead } from './new-lead';

export interface SendRequestCallbackRequest extends LeadOrigin {
  callback: RequestCallback;
  /** Who handed it in, when not a visitor of the calculator (decision 2121). */
  source?: LeadSubmitter;
}

export interface SendRequestCallbackDependencies {
  unitOfWork: LeadsUnitOfWork;
  ids: Ids;
  clock: Clock;
}

/**
 * sendRequestCallback: the 'Request a call' dialog. Checked; then stored as pending with the job that
 * hands it to the dialler, in one transaction, and answered at once (decision 2118).
 */
export class SendRequestCallback {
  constructor(private readonly deps: SendRequestCallbackDependencies) {}

  async execute(request: SendRequestCallbackRequest): Promise<Result<{ leadId: string }>> {
    const { orgId, region } = request;
    const errors = requestCallbackFieldErrors(request.callback);
    if (hasFieldErrors(errors)) return fail(leadErrors.invalidForm(errors));

    const { unitOfWork, ids, clock } = this.deps;
    const lead = newCallbackLead(normalisedCallback(request.callback), { orgId, region }, ids, clock);
    await unitOfWork.run(async (tx) => {
      await storeNewLead(tx, lead, request.source);
      await tx.jobs.enqueue(diallerLeadDeliveryJob(lead.id), clock.now());
    });
    return ok({ leadId: lead.id });
  }
}
