import type { LeadWire } from '@lease-portal/partners';
import type { CommonSandboxFault } from '../../partner-sandbox/sandbox-faults';
import { SandboxFaults } from '../../sandbox-faults';
import { SandboxTokens, sandboxClient } from '../../partner-sandbox/sandbox-tokens';

/** Where the portal serves its dialler sandbox: the published contract's paths under one root. */
export const LEAD_DIALLER_SANDBOX_PATH = '/sandbox/lead-dialler';

/** A lead the sandbox dialler queued, under the Idempotency-Key it came with. */
export interface QueuedLead {
  leadId: string;
  lead: LeadWire;
  /** The body as received, to tell a repeat of the same lead from another lead under the same key. */
  fingerprint: string;
}

/**
 * The portal's own dialler on the contract the portal publishes (decision 2118), as the dialler
 * adapter reaches it when no dialler is configured: a client whose id and secret are made at start,
 * its tokens, the leads it queued (in memory: the portal's leads table is the lasting record, decision
 * 0902), switchable faults, and the portal's address, known once it listens.
 */
export class LeadDiallerSandbox {
  readonly faults = new SandboxFaults<CommonSandboxFault>();
  readonly client = sandboxClient('lease-portal-');
  readonly tokens = new SandboxTokens(3600);
  /** The leads queued, by Idempotency-Key. */
  readonly queued = new Map<string, QueuedLead>();
  private origin: string | undefined;

  listeningAt(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** The dialler's base URL: the portal's own address. */
  baseUrl(): string {
    if (!this.origin) {
      throw new Error(
        'The dialler sandbox is served by the portal itself: its address is known once the portal listens.',
      );
    }
    return `${this.origin}${LEAD_DIALLER_SANDBOX_PATH}`;
  }

  /**
   * Queues a lead under its Idempotency-Key, once: 'queued' the first time, 'known' for the same lead
   * again (nothing more queued), 'conflict' for another lead under a key used.
   */
  queue(
    key: string,
    lead: LeadWire,
  ): { outcome: 'queued' | 'known'; leadId: string } | { outcome: 'conflict' } {
    const fingerprint = JSON.stringify(lead);
    const known = this.queued.get(key);
    if (known)
      return known.fingerprint === fingerprint
        ? { outcome: 'known', leadId: known.leadId }
        : { outcome: 'conflict' };
    const leadId = `DL-${key}`;
    this.queued.set(key, { leadId, lead: structuredClone(lead), fingerprint });
    return { outcome: 'queued', leadId };
  }

  /** The leads received, oldest first. */
  received(): LeadWire[] {
    return [...this.queued.values()].map(({ lead }) => structuredClone(lead));
  }
}
