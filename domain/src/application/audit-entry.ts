/** Who did what to which application, and when: the audit trail of every change. */
export interface AuditEntry {
  /** 'customer:<userId>', 'staff:<name>' or 'system'. */
  actor: string;
  /** A verb phrase in the business's words, e.g. 'application.status.changed'. */
  action: string;
  applicationId?: string;
  at: string;
  /** What changed, for the reader of the trail; never secrets. */
  details?: Record<string, unknown>;
}

export interface AuditTrail {
  record(entry: AuditEntry): Promise<void>;
  ofApplication(applicationId: string): Promise<AuditEntry[]>;
}
export const AUDIT_TRAIL = Symbol('AuditTrail');
