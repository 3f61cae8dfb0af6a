import type { AuditEntry } from '../../application/audit-entry';
import type { StaffMember, StaffRole } from '../staff-member';
import type {
  SetUpEnrolment,
  StaffMembers,
  StaffMembersInTransaction,
  StoredEnrolmentCode,
  StoredStaffMember,
} from '../staff-members.port';

const publicPart = ({
  keyDigest: _digest,
  enrolment: _code,
  createdAt: _at,
  ...member
}: StoredStaffMember): StaffMember => member;

/** The staff members in memory, with the storage's rules (unique e-mail, one first administrator). */
export class InMemoryStaffMembers implements StaffMembers, StaffMembersInTransaction {
  readonly stored: StoredStaffMember[] = [];
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
    const keyed = this.stored.filter((other) => other.role === 'administrator' && other.keyDigest);
    if (keyed.length >= 2) return 'setUpOver';
    return (await this.add(member, entry)) ? 'enrolled' : 'emailTaken';
  }

  async enrol(member: StoredStaffMember): Promise<boolean> {
    if (this.stored.some((other) => other.email === member.email)) return false;
    this.stored.push(structuredClone(member));
    return true;
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
    const setUpOver = administrators.filter((other) => other.keyDigest).length >= 2;
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
