import type { DiallerLead, LeadDialler } from '@lease-portal/domain';
import { FaultSwitch } from '../partner-http/fault-switch';

/**
 * An embedded dialler that behaves like the real one: it queues each lead once per reference and
 * answers its lead id, derived from the reference (DL-<reference>), so ids never change between runs.
 * It keeps what it received in memory, for tests and the developer; our own leads table is the
 * lasting record. `faults` makes the next submissions fail.
 */
export class SandboxLeadDialler implements LeadDialler {
  readonly faults = new FaultSwitch<'submitLead'>('lead dialler');
  private readonly queue = new Map<string, DiallerLead>();

  async submitLead(lead: DiallerLead): Promise<string> {
    this.faults.check('submitLead');
    if (!this.queue.has(lead.reference)) this.queue.set(lead.reference, structuredClone(lead));
    return `DL-${lead.reference}`;
  }

  /** The leads received, oldest first. */
  received(): DiallerLead[] {
    return [...this.queue.values()].map((lead) => structuredClone(lead));
  }
}
