import { DomainError, leadContactOf, type Lead, type LeadStatus } from '@lease-portal/domain';
import type { Output } from '../output';
import type { CommandContext } from '../services';
import { moment } from './application-view';
import { confirmChange } from './confirm-change';
import { signedInReader, signedInStaff } from './signed-in';

function printLead(lead: Lead, out: Output): void {
  const contact = leadContactOf(lead);
  out.line(`Lead ${lead.id} (${lead.kind})`);
  out.line(`  Status:        ${lead.status}`);
  out.line(`  Organisation:  ${lead.orgId} (${lead.region})`);
  out.line(`  Received:      ${moment(lead.receivedAt)}`);
  out.line(`  Updated:       ${moment(lead.updatedAt)}`);
  out.line(`  Contact:       ${contact.name} <${contact.email}>`);
  if (lead.kind === 'callback') {
    out.line(`  Phone:         ${lead.callback.contactNumber}`);
    out.line(`  From:          ${lead.callback.domain}`);
    if (lead.callback.message) out.line(`  Message:       ${lead.callback.message}`);
  } else {
    const { enquiry } = lead;
    out.line(`  Phone:         ${enquiry.contact.phone}`);
    out.line(`  Business:      ${enquiry.customer.name} (${enquiry.customer.abn})`);
    out.line(`  Fleet size:    ${enquiry.fleetSize ?? ''}`);
    out.line(`  Trading:       ${enquiry.yearsTrading ?? ''}`);
    out.line(`  Vehicles:      ${enquiry.shortlists.map((entry) => entry.catalogVehicleId).join(', ')}`);
    if (enquiry.description) out.line(`  Message:       ${enquiry.description}`);
  }
  const references = Object.entries(lead.references);
  if (references.length > 0) {
    out.line('  Partners:');
    for (const [name, value] of references) out.line(`    ${name}: ${value}`);
  }
  if (lead.failure) {
    out.line(`  Failed at:     ${lead.failure.step} (${lead.failure.code}) ${lead.failure.message}`);
  }
  if (lead.status === 'failed' || lead.status === 'partly-sent') {
    out.line(`  Repair:        lease-admin leads retry ${lead.id} --reason "…"`);
  }
}

export async function listLeads(
  { open, out }: CommandContext,
  options: { org?: string; status?: LeadStatus; limit?: number; json?: boolean },
) {
  const services = await open();
  await signedInReader(services);
  const found = await services.leads.list({
    ...(options.org ? { orgId: options.org } : {}),
    ...(options.status ? { status: options.status } : {}),
    ...(options.limit ? { limit: options.limit } : {}),
  });
  if (options.json) return out.json(found);
  out.table(
    found.map((lead) => {
      const contact = leadContactOf(lead);
      return {
        id: lead.id,
        received: moment(lead.receivedAt),
        kind: lead.kind,
        status: lead.status,
        org: lead.orgId,
        name: contact.name,
        email: contact.email,
        business: contact.business,
      };
    }),
    { wrap: ['name', 'email', 'business'] },
  );
}

/**
 * Delivers a lead again by its own delivery job (decision 2115): every look-up first, then the
 * question, then the retry, audited as the member.
 */
export async function retryLead(
  { open, out }: CommandContext,
  leadId: string,
  options: { reason: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const member = await signedInStaff(services);
  const checked = await services.repairs.retryLead.check(member, { leadId, reason: options.reason });
  if (!checked.ok) throw checked.error;
  const { lead, job } = checked.value;
  const failure = lead.failure ? `, failed at ${lead.failure.step} (${lead.failure.code})` : '';
  await confirmChange(
    services,
    options,
    `Deliver ${lead.kind} lead ${lead.id} (${lead.status}${failure}) again by its job ${job.id} ` +
      `(${job.kind}, ${job.status} after ${job.attempts} attempts)?`,
  );
  const retried = await services.repairs.retryLead.execute(member, { leadId, reason: options.reason });
  if (!retried.ok) throw retried.error;
  if (options.json) return out.json(retried.value);
  out.line(
    `Lead ${retried.value.lead.id}: its delivery job ${retried.value.job.id} is due now; the portal's worker ` +
      'runs it within seconds, with the same key, so a partner that had it already is not given it twice.',
  );
}

export async function showLead({ open, out }: CommandContext, id: string, options: { json?: boolean }) {
  const services = await open();
  await signedInReader(services);
  const lead = await services.leads.ofId(id);
  if (!lead) throw new DomainError('NOT_FOUND', `No lead with id '${id}'.`);
  if (options.json) return out.json(lead);
  printLead(lead, out);
}
