import type { LeadsUnitOfWork } from './leads-transaction';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import type { RequestCallback } from './enquiry';
import { normalisedCallback, requestCallbackFieldErrors } from './enquiry-rules';
import { hasFieldErrors } from '../validation/field-rule';
import type { LeadDialler } from './lead-dialler.port';
import { leadErrors } from './lead-errors';
import type { LeadOrigin } from './lead-request';
import { LeadTracker } from './lead-tracker';
import type { Leads } from './leads.port';
import { newCallbackLead } from './new-lead';

export interface SendRequestCallbackRequest extends LeadOrigin {
  callback: RequestCallback;
}

export interface SendRequestCallbackDependencies {
  unitOfWork: LeadsUnitOfWork;
  leads: Leads;
  dialler: LeadDialler;
  ids: Ids;
  clock: Clock;
}

/** sendRequestCallback: the 'Request a call' dialog; checked, stored as pending, handed to the dialler. */
export class SendRequestCallback {
  constructor(private readonly deps: SendRequestCallbackDependencies) {}

  async execute(
    request: SendRequestCallbackRequest,
  ): Promise<Result<{ leadId: string; diallerLeadId: string }>> {
    const { orgId, region } = request;
    const errors = requestCallbackFieldErrors(request.callback);
    if (hasFieldErrors(errors)) return fail(leadErrors.invalidForm(errors));
    const callback = normalisedCallback(request.callback);

    const { unitOfWork, leads, dialler, ids, clock } = this.deps;
    const lead = await LeadTracker.start(
      unitOfWork,
      leads,
      clock,
      newCallbackLead(callback, { orgId, region }, ids, clock),
    );
    const diallerLeadId = await lead.step(
      'dialler',
      () =>
        dialler.submitLead({
          reference: lead.id,
          orgId,
          region,
          firstName: callback.firstName.trim(),
          lastName: callback.lastName.trim(),
          phone: callback.contactNumber.trim(),
          email: callback.email.trim(),
          ...(callback.message ? { message: callback.message } : {}),
          vehicles: [],
        }),
      (id) => ({ diallerLeadId: id }),
    );
    if (!diallerLeadId.ok) return diallerLeadId;
    await lead.sent();
    return ok({ leadId: lead.id, diallerLeadId: diallerLeadId.value });
  }
}
