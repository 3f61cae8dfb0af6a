import type { AuditEntry } from '../application/audit-entry';
import type { StaffMember } from './staff-member';

/** A staff member as stored: their key is kept only as its digest (decision 0701). */
export interface StoredStaffMember extends StaffMember {
  keyDigest: string;
  createdAt: string;
}

/**
 * The support desk's members. E-mail addresses are unique, compared in lower case. Every change is
 * written with its audit entry, in one transaction.
 */
export interface StaffMembers {
  /** Adds the member; false when the e-mail address is taken. */
  add(member: StoredStaffMember, entry: AuditEntry): Promise<boolean>;
  /**
   * Adds the first administrator only while there is no member at all, atomically, so two set-ups
   * racing cannot both succeed; false when someone is already enrolled.
   */
  addFirst(member: StoredStaffMember, entry: AuditEntry): Promise<boolean>;
  ofId(staffId: string): Promise<StaffMember | undefined>;
  ofKeyDigest(keyDigest: string): Promise<StaffMember | undefined>;
  all(): Promise<StaffMember[]>;
  /** Disables the member unless that would leave no active administrator; false when refused. */
  disable(staffId: string, entry: AuditEntry): Promise<'disabled' | 'lastAdministrator' | 'notFound'>;
}
export const STAFF_MEMBERS = Symbol('StaffMembers');
