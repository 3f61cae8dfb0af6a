import { DomainError, leadContactOf, type Lead, type LeadStatus } from '@lease-portal/domain';
import type { Output } from '../output';
import type { CommandContext } from '../services';
import { signedInReader } from './signed-in';

function printLead(lead: Lead, out: Output): void {
  const contact = leadContactOf(lead);
  out.line(`Lead ${lead.id} (${lead.kind})`);
  out.line(`  Status:        ${lead.status}`);
  out.line(`  Organisation:  ${lead.orgId} (${lead.region})`);
  out.line(`  Received:      ${lead.receivedAt}`);
  out.line(`  Updated:       ${lead.updatedAt}`);
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
        received: lead.receivedAt,
        kind: lead.kind,
        status: lead.status,
        org: lead.orgId,
        name: contact.name,
        email: contact.email,
        business: contact.business,
      };
    }),
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
