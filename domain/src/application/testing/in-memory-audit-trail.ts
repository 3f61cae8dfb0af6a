import type { AuditEntry, AuditTrail } from '../audit-entry';

/** Test support: the audit trail in memory, oldest entry first. */
export class InMemoryAuditTrail implements AuditTrail {
  readonly entries: AuditEntry[] = [];
  async record(entry: AuditEntry) {
    this.entries.push(structuredClone(entry));
  }
  async ofApplication(applicationId: string) {
    return this.entries.filter((entry) => entry.applicationId === applicationId);
  }
  async ofSubject(subject: string) {
    return this.entries.filter((entry) => entry.subject === subject);
  }
}
