/** Who did what, to what, and when: the audit trail of every change. */
export interface AuditEntry {
  /** Who asked for the change: see `auditActor`. */
  actor: string;
  /** A verb phrase in the business's words, e.g. 'application.status.changed'. */
  action: string;
  applicationId?: string;
  /**
   * What the change was about when it is not (only) an application: 'user:<id>', 'lead:<id>',
   * 'rate-book:AU', 'organisation:<id>'.
   */
  subject?: string;
  at: string;
  /** What changed, for the reader of the trail; never secrets or personal data beyond ids. */
  details?: Record<string, unknown>;
}

/** The actors of the trail, written the same way by every front end. */
export const auditActor = {
  customer: (userId: string): string => `customer:${userId}`,
  staff: (staffId: string): string => `staff:${staffId}`,
  partner: (partner: string): string => `partner:${partner}`,
  /** An anonymous visitor of the public calculator. */
  visitor: 'visitor',
  /** The portal itself: scheduled work, resumed deliveries, seeding. */
  system: 'system',
} as const;

export interface AuditTrail {
  record(entry: AuditEntry): Promise<void>;
  ofApplication(applicationId: string): Promise<AuditEntry[]>;
  ofSubject(subject: string): Promise<AuditEntry[]>;
}
export const AUDIT_TRAIL = Symbol('AuditTrail');

/** The audit trail as seen inside one transaction. */
export interface AuditEntries {
  record(entry: AuditEntry): Promise<void>;
}
