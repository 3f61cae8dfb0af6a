import type { LeadsUnitOfWork } from './leads-transaction';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, type Result } from '../shared/result';
import type { RequestCallback } from './enquiry';
import { normalisedCallback, requestCallbackFieldErrors } from './enquiry-rules';
import { hasFieldErrors } from '../validation/field-rule';
import { leadErrors } from './lead-errors';
import type { LeadOrigin, LeadSubmitter } from './lead-request';
import { newCallbackLead } from './new-lead';
import { storeDiallerLead } from './store-dialler-lead';

export interface SendRequestCallbackRequest extends LeadOrigin {
  callback: RequestCallback;
  /** Who handed it in, when not a visitor of the calculator (decision 2121). */
  source?: LeadSubmitter;
  /** The lead's id when the sender names it (an introducer's Idempotency-Key); else a new one. */
  leadId?: string;
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

    const { ids, clock } = this.deps;
    const callback = normalisedCallback(request.callback);
    const lead = newCallbackLead(callback, { orgId, region }, ids, clock, request.leadId);
    return storeDiallerLead(this.deps, lead, request.source);
  }
}
