import type { AuditEntry } from '../../application/audit-entry';
import type { StaffMember, StaffRole } from '../staff-member';
import type {
  KeyReplacement,
  SetUpEnrolment,
  StaffMembers,
  StaffMembersInTransaction,
  StoredEnrolmentCode,
  StoredStaffMember,
} from '../staff-members.port';

/** A member as stored here: with when they first held a key, which ends set-up for good. */
type Kept = StoredStaffMember & { keyedAt?: string };

const publicPart = ({
  keyDigest: _digest,
  enrolment: _code,
  createdAt: _at,
  keyedAt: _keyed,
  ...member
}: Kept): StaffMember => member;

/** The staff members in memory, with the storage's rules (unique e-mail, one first administrator). */
export class InMemoryStaffMembers implements StaffMembers, StaffMembersInTransaction {
  readonly stored: Kept[] = [];
  /** Whether this connection holds the database as its owner, on its machine (break-glass). */
  heldHere = true;
  /** The audit entries written with the changes. */
  readonly entries: AuditEntry[] = [];

  async add(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    if (!(await this.enrol(member))) return false;
    this.entries.push(entry);
    return true;
  }

  async addFirst(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    return this.stored.length === 0 ? this.add(member, entry) : false;
  }

  async addDuringSetUp(member: StoredStaffMember, entry: AuditEntry): Promise<SetUpEnrolment> {
    const keyed = this.stored.filter((other) => other.role === 'administrator' && other.keyedAt);
    if (keyed.length >= 2) return 'setUpOver';
    return (await this.add(member, entry)) ? 'enrolled' : 'emailTaken';
  }

  async enrol(member: StoredStaffMember): Promise<boolean> {
    if (this.stored.some((other) => other.email === member.email)) return false;
    this.stored.push({
      ...structuredClone(member),
      ...(member.keyDigest ? { keyedAt: member.createdAt } : {}),
    });
    return true;
  }

  async enable(staffId: string, role: StaffRole, enrolment: StoredEnrolmentCode): Promise<boolean> {
    const member = this.stored.find((candidate) => candidate.staffId === staffId);
    if (!member || member.status !== 'disabled') return false;
    Object.assign(member, { status: 'active', role, enrolment });
    delete member.keyDigest;
    return true;
  }

  async reissueKey(staffId: string, replacement: KeyReplacement, entry: AuditEntry) {
    const member = this.stored.find((candidate) => candidate.staffId === staffId);
    if (!member || member.status !== 'active') return 'notFound' as const;
    delete member.keyDigest;
    delete member.enrolment;
    if ('keyDigest' in replacement) {
      member.keyDigest = replacement.keyDigest;
      member.keyedAt ??= entry.at;
    } else member.enrolment = replacement.enrolment;
    this.entries.push(entry);
    return 'reissued' as const;
  }

  async heldByItsOwnerHere(): Promise<boolean> {
    return this.heldHere;
  }

  async changeRole(staffId: string, from: StaffRole, to: StaffRole): Promise<boolean> {
    const member = this.stored.find((candidate) => candidate.staffId === staffId);
    if (!member || member.role !== from || member.status !== 'active') return false;
    member.role = to;
    return true;
  }

  async ofId(staffId: string) {
    const found = this.stored.find((member) => member.staffId === staffId);
    return found && publicPart(found);
  }

  async ofKeyDigest(keyDigest: string) {
    const found = this.stored.find((member) => member.keyDigest === keyDigest);
    return found && publicPart(found);
  }

  async all() {
    return this.stored.map(publicPart);
  }

  async disable(staffId: string, entry: AuditEntry) {
    const member = this.stored.find((candidate) => candidate.staffId === staffId);
    if (!member) return 'notFound' as const;
    const administrators = this.stored.filter((other) => other.role === 'administrator');
    const setUpOver = administrators.filter((other) => other.keyedAt).length >= 2;
    const othersActiveWithKey = administrators.filter(
      (other) => other !== member && other.status === 'active' && other.keyDigest,
    );
    if (
      member.role === 'administrator' &&
      member.status === 'active' &&
      othersActiveWithKey.length < (setUpOver ? 2 : 1)
    ) {
      return 'lastAdministrator' as const;
    }
    member.status = 'disabled';
    this.entries.push(entry);
    return 'disabled' as const;
  }

  async redeemEnrolment(
    codeDigest: string,
    keyDigest: string,
    at: string,
    entry: (member: StaffMember) => AuditEntry,
  ) {
    const member = this.stored.find(
      (candidate) =>
        candidate.status === 'active' &&
        candidate.enrolment?.codeDigest === codeDigest &&
        Date.parse(candidate.enrolment.expiresAt) > Date.parse(at),
    );
    if (!member) return undefined;
    member.keyDigest = keyDigest;
    member.keyedAt ??= at;
    delete member.enrolment;
    this.entries.push(entry(publicPart(member)));
    return publicPart(member);
  }

  async replaceEnrolment(staffId: string, code: StoredEnrolmentCode, entry: AuditEntry) {
    const member = this.stored.find((candidate) => candidate.staffId === staffId);
    if (!member || member.status !== 'active') return 'notFound' as const;
    if (member.keyDigest) return 'holdsKey' as const;
    member.enrolment = code;
    this.entries.push(entry);
    return 'replaced' as const;
  }
}
