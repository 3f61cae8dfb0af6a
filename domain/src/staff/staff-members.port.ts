import type { AuditEntry } from '../application/audit-entry';
import type { StaffMember, StaffRole } from './staff-member';

/** A one-time code that lets a new member receive their key (decision 2040), kept as its digest. */
export interface StoredEnrolmentCode {
  codeDigest: string;
  expiresAt: string;
}

/**
 * A staff member as stored: their key is kept only as its digest (decision 0701), and only once they
 * have received it with their enrolment code; until then they hold the code's digest instead.
 */
export interface StoredStaffMember extends StaffMember {
  keyDigest?: string;
  enrolment?: StoredEnrolmentCode;
  createdAt: string;
}

/**
 * A member's key replaced (decision 2112): by a new key shown to whoever holds the database or rolls
 * their own, or by an enrolment code mailed to the member, their old key void either way.
 */
export type KeyReplacement = { keyDigest: string } | { enrolment: StoredEnrolmentCode };

/** Why an enrolment during set-up was not made. */
export type SetUpEnrolment = 'enrolled' | 'emailTaken' | 'setUpOver';

/**
 * The support desk's members. E-mail addresses are unique, compared in lower case. Every change is
 * written with its audit entry, in one transaction; staff changes take one lock, so the rules that
 * count members hold when two changes race.
 */
export interface StaffMembers {
  /** Adds the member; false when the e-mail address is taken. */
  add(member: StoredStaffMember, entry: AuditEntry): Promise<boolean>;
  /**
   * Adds the first administrator only while there is no member at all, atomically, so two set-ups
   * racing cannot both succeed; false when someone is already enrolled.
   */
  addFirst(member: StoredStaffMember, entry: AuditEntry): Promise<boolean>;
  /**
   * Adds an administrator only during set-up: while fewer than two administrators (disabled ones
   * included) have ever held a key. After that an enrolment is a proposal (decision 2040).
   */
  addDuringSetUp(member: StoredStaffMember, entry: AuditEntry): Promise<SetUpEnrolment>;
  ofId(staffId: string): Promise<StaffMember | undefined>;
  ofKeyDigest(keyDigest: string): Promise<StaffMember | undefined>;
  all(): Promise<StaffMember[]>;
  /**
   * Disables the member unless they are an active administrator and the desk would keep fewer active
   * administrators holding a key than it needs: two once set-up is over, one during it.
   */
  disable(staffId: string, entry: AuditEntry): Promise<'disabled' | 'lastAdministrator' | 'notFound'>;
  /**
   * Gives the active member whose unexpired enrolment code has this digest the key of `keyDigest`,
   * using the code up, atomically: of two redemptions at once one succeeds. Undefined otherwise.
   */
  redeemEnrolment(
    codeDigest: string,
    keyDigest: string,
    at: string,
    entry: (member: StaffMember) => AuditEntry,
  ): Promise<StaffMember | undefined>;
  /** Replaces an active member's key as said, with its audit entry; the old key stops working now. */
  reissueKey(
    staffId: string,
    replacement: KeyReplacement,
    entry: AuditEntry,
  ): Promise<'reissued' | 'notFound'>;
  /**
   * Whether this connection holds the database as its owner, from the machine that holds it: the
   * embedded data folder, or a PostgreSQL server on this machine as the role that owns the tables.
   * Whoever does can change any table already; they alone may break the glass (decision 2112).
   */
  heldByItsOwnerHere(): Promise<boolean>;
  /** Replaces the enrolment code of an active member who holds no key yet. */
  replaceEnrolment(
    staffId: string,
    code: StoredEnrolmentCode,
    entry: AuditEntry,
  ): Promise<'replaced' | 'holdsKey' | 'notFound'>;
}

/** The members as an approval's unit of work changes them, with the change it approves (decision 2040). */
export interface StaffMembersInTransaction {
  ofId(staffId: string): Promise<StaffMember | undefined>;
  /** Adds the member with their enrolment code; false when the e-mail address is taken. */
  enrol(member: StoredStaffMember): Promise<boolean>;
  /** Changes an active member's role only while it is still `from`; false otherwise. */
  changeRole(staffId: string, from: StaffRole, to: StaffRole): Promise<boolean>;
  /**
   * Enables a disabled member again with the role, their old key void and the enrolment code for a
   * new one; false when they are not disabled (any more).
   */
  enable(staffId: string, role: StaffRole, enrolment: StoredEnrolmentCode): Promise<boolean>;
}

export const STAFF_MEMBERS = Symbol('StaffMembers');
