import type { LeadsUnitOfWork } from './leads-transaction';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { LEAD_SOURCES } from './crm-records';
import { crmAccountOf, diallerLeadOf, opportunityOf } from './crm-requests';
import type { Crm } from './crm.port';
import type { Enquiry } from './enquiry';
import { enquiryFieldErrors, normalisedEnquiry } from './enquiry-rules';
import { hasFieldErrors } from '../validation/field-rule';
import type { LeadDialler } from './lead-dialler.port';
import { leadErrors } from './lead-errors';
import type { LeadOrigin } from './lead-request';
import { LeadTracker } from './lead-tracker';
import type { Leads } from './leads.port';
import { newEnquiryLead } from './new-lead';

export interface SubmitDiallerLeadRequest extends LeadOrigin {
  enquiry: Enquiry;
}

/** Our lead id (what support looks up) and the dialler's. */
export interface SubmittedDiallerLead {
  leadId: string;
  diallerLeadId: string;
}

export interface SubmitDiallerLeadDependencies {
  unitOfWork: LeadsUnitOfWork;
  leads: Leads;
  dialler: LeadDialler;
  crm: Crm;
  ids: Ids;
  clock: Clock;
}

/**
 * saveCalculatorLeadDialler: a 'call' enquiry. Checked with the form's own rules (bad input stores
 * nothing); stored as pending; handed to the dialler (a failure there fails the request: nobody will
 * call); then copied to the CRM, whose failure leaves the lead 'partly-sent' for support to finish,
 * since the visitor will be called anyway. Decision 0900.
 */
export class SubmitDiallerLead {
  constructor(private readonly deps: SubmitDiallerLeadDependencies) {}

  async execute(request: SubmitDiallerLeadRequest): Promise<Result<SubmittedDiallerLead>> {
    const { orgId, region } = request;
    const errors = enquiryFieldErrors(request.enquiry, region);
    if (hasFieldErrors(errors)) return fail(leadErrors.invalidForm(errors));
    const enquiry = normalisedEnquiry(request.enquiry);

    const { unitOfWork, leads, dialler, crm, ids, clock } = this.deps;
    const origin = { orgId, region };
    const lead = await LeadTracker.start(
      unitOfWork,
      leads,
      clock,
      newEnquiryLead('dialler', enquiry, origin, ids, clock),
    );

    const diallerLeadId = await lead.step(
      'dialler',
      () => dialler.submitLead(diallerLeadOf(lead.id, enquiry, origin)),
      (id) => ({ diallerLeadId: id }),
    );
    if (!diallerLeadId.ok) return diallerLeadId;

    const submitted = { leadId: lead.id, diallerLeadId: diallerLeadId.value };
    const account = await lead.step(
      'crm-account',
      () => crm.createAccount(crmAccountOf(lead.id, enquiry, origin)),
      (id) => ({ crmAccountId: id }),
      'partly-sent',
    );
    if (!account.ok) return ok(submitted);
    const opportunity = await lead.step(
      'crm-opportunity',
      () =>
        crm.createOpportunity(opportunityOf(lead.id, account.value, enquiry, LEAD_SOURCES.calculatorCall)),
      (id) => ({ opportunityId: id }),
      'partly-sent',
    );
    if (!opportunity.ok) return ok(submitted);

    await lead.sent();
    return ok(submitted);
  }
}
