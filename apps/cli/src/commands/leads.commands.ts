import { DomainError, LEAD_STATUSES, leadContactOf, type Lead, type LeadStatus } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { signedInReader } from './staff.commands';

const positiveInteger = (value: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new DomainError('BAD_INPUT', `Not a positive number: '${value}'.`);
  return parsed;
};

const leadStatus = (value: string): LeadStatus => {
  if (!(LEAD_STATUSES as readonly string[]).includes(value)) {
    throw new DomainError('BAD_INPUT', `Not a lead status: '${value}' (one of ${LEAD_STATUSES.join(', ')}).`);
  }
  return value as LeadStatus;
};

export function registerLeadsCommands(program: Command, open: OpenServices, out: Output): void {
  const leads = program
    .command('leads')
    .description('Enquiries and call-back requests from the calculator, and where each one stands');

  leads
    .command('list')
    .description('List the newest leads')
    .option('--org <orgId>', 'only leads of this organisation')
    .option('--status <status>', `only leads in this state (${LEAD_STATUSES.join(', ')})`, leadStatus)
    .option('--limit <n>', 'how many (default 50)', positiveInteger)
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin leads list --status failed', 'lease-admin leads list --org org-au-demo --json'),
    )
    .action(async (options: { org?: string; status?: LeadStatus; limit?: number; json?: boolean }) => {
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
    });

  leads
    .command('show')
    .description('Show one lead: what was asked, what each partner answered, and any failure')
    .argument('<id>', 'the lead id')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin leads show 5b1e...', 'lease-admin leads show 5b1e... --json'))
    .action(async (id: string, options: { json?: boolean }) => {
      const services = await open();
      await signedInReader(services);
      const lead = await services.leads.ofId(id);
      if (!lead) throw new DomainError('NOT_FOUND', `No lead with id '${id}'.`);
      if (options.json) return out.json(lead);
      printLead(lead, out);
    });
}

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
