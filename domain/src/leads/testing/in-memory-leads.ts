import type { AuditEntry } from '../../application/audit-entry';
import type { Analytics, AnalyticsCriteria, AnalyticsEvent } from '../analytics.port';
import type { Lead } from '../lead';
import { leadErrors } from '../lead-errors';
import { DEFAULT_LEAD_LIST_LIMIT, type LeadCriteria, type LeadProgress, type Leads } from '../leads.port';

// Test support only: the leads context's storage ports in memory.

export class InMemoryLeads implements Leads {
  readonly stored = new Map<string, Lead>();
  /** The audit entries written with the leads' progress. */
  readonly entries: AuditEntry[] = [];

  async add(lead: Lead): Promise<Lead | undefined> {
    const earlier = this.stored.get(lead.id);
    if (earlier) return structuredClone(earlier);
    this.stored.set(lead.id, structuredClone(lead));
    return undefined;
  }

  async record(id: string, progress: LeadProgress, entry: AuditEntry): Promise<void> {
    const lead = this.stored.get(id);
    if (!lead) throw leadErrors.notFound(id);
    this.entries.push(entry);
    const { failure, at, ...rest } = progress;
    const { failure: _previous, ...kept } = lead;
    this.stored.set(id, { ...kept, ...rest, ...(failure ? { failure } : {}), updatedAt: at } as Lead);
  }

  async ofId(id: string): Promise<Lead | undefined> {
    const lead = this.stored.get(id);
    return lead && structuredClone(lead);
  }

  async list(criteria: LeadCriteria = {}): Promise<Lead[]> {
    return [...this.stored.values()]
      .filter((lead) => !criteria.orgId || lead.orgId === criteria.orgId)
      .filter((lead) => !criteria.status || lead.status === criteria.status)
      .reverse()
      .slice(0, criteria.limit ?? DEFAULT_LEAD_LIST_LIMIT)
      .map((lead) => structuredClone(lead));
  }
}

export class InMemoryAnalytics implements Analytics {
  readonly events: AnalyticsEvent[] = [];
  async record(event: AnalyticsEvent): Promise<void> {
    this.events.push(structuredClone(event));
  }
  async list(criteria: AnalyticsCriteria = {}): Promise<AnalyticsEvent[]> {
    return this.events
      .filter((event) => !criteria.orgId || event.orgId === criteria.orgId)
      .filter((event) => !criteria.name || event.name === criteria.name)
      .slice(-(criteria.limit ?? 50))
      .reverse();
  }
}
