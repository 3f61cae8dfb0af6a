import { dequal } from 'dequal';
import type { Clock } from '../shared/clock';
import { fail, ok, type Result } from '../shared/result';
import { diallerLeadDeliveryJob } from './dialler-lead-delivery';
import type { Lead } from './lead';
import { leadErrors } from './lead-errors';
import type { LeadSubmitter } from './lead-request';
import type { LeadsUnitOfWork } from './leads-transaction';
import { storeNewLead } from './new-lead';

/**
 * Stores a lead with the job that hands it to the dialler, in one transaction, once. A lead whose id
 * is stored already (an introducer's lead sent again under its Idempotency-Key, decision 2121) adds
 * nothing: answered as the first time when it asks for the same, refused when it asks for another.
 */
export async function storeDiallerLead(
  deps: { unitOfWork: LeadsUnitOfWork; clock: Clock },
  lead: Lead,
  source?: LeadSubmitter,
): Promise<Result<{ leadId: string }>> {
  const earlier = await deps.unitOfWork.run(async (tx) => {
    const stored = await storeNewLead(tx, lead, source);
    if (!stored) await tx.jobs.enqueue(diallerLeadDeliveryJob(lead.id), deps.clock.now());
    return stored;
  });
  if (earlier && !sameRequest(earlier, lead)) return fail(leadErrors.leadIdTaken(lead.id));
  return ok({ leadId: lead.id });
}

/** The same organisation, kind and request, as stored (JSON: absent and undefined alike). */
function sameRequest(stored: Lead, lead: Lead): boolean {
  const requestOf = (each: Lead) =>
    JSON.parse(JSON.stringify(each.kind === 'callback' ? each.callback : each.enquiry)) as unknown;
  return (
    stored.orgId === lead.orgId &&
    stored.kind === lead.kind &&
    stored.region === lead.region &&
    dequal(requestOf(stored), requestOf(lead))
  );
}
