import type { AuditEntry } from '../../application/audit-entry';
import type { StaffMember } from '../staff-member';
import type { StaffMembers, StoredStaffMember } from '../staff-members.port';

const publicPart = ({ keyDigest: _digest, createdAt: _at, ...member }: StoredStaffMember): StaffMember =>
  member;

/** The staff members in memory, with the storage's rules (unique e-mail, one first administrator). */
export class InMemoryStaffMembers implements StaffMembers {
  readonly stored: StoredStaffMember[] = [];
  /** The audit entries written with the changes. */
  readonly entries: AuditEntry[] = [];

  async add(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    if (this.stored.some((other) => other.email === member.email)) return false;
    this.stored.push(member);
    this.entries.push(entry);
    return true;
  }

  async addFirst(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    return this.stored.length === 0 ? this.add(member, entry) : false;
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
    const otherAdministrators = this.stored.filter(
      (other) => other !== member && other.role === 'administrator' && other.status === 'active',
    );
    if (member.role === 'administrator' && member.status === 'active' && otherAdministrators.length === 0) {
      return 'lastAdministrator' as const;
    }
    member.status = 'disabled';
    this.entries.push(entry);
    return 'disabled' as const;
  }
}
