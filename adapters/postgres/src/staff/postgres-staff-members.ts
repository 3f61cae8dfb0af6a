import type { AuditEntry, StaffMember, StaffMembers, StoredStaffMember } from '@lease-portal/domain';
import type { Database, SqlSession } from '../database';
import { appendAuditEntry } from '../postgres-audit-trail';
import { isUniqueViolation } from '../sql-errors';

interface StaffRow {
  staff_id: string;
  name: string;
  email: string;
  role: StaffMember['role'];
  status: StaffMember['status'];
}

const columns = 'staff_id, name, email, role, status';

const memberOf = (row: StaffRow): StaffMember => ({
  staffId: row.staff_id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
});

/** Staff changes are rare: one lock serialises them, so 'nobody yet' and 'last administrator' hold. */
const lockStaffChanges = (session: SqlSession) =>
  session.query(`SELECT pg_advisory_xact_lock(hashtext('lease-portal staff members'))`);

/** The support desk's members on PostgreSQL, each change with its audit entry in one transaction. */
export class PostgresStaffMembers implements StaffMembers {
  constructor(private readonly db: Database) {}

  async add(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    return this.insert(member, entry, false);
  }

  async addFirst(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    return this.insert(member, entry, true);
  }

  async ofId(staffId: string): Promise<StaffMember | undefined> {
    const rows = await this.db.query<StaffRow>(`SELECT ${columns} FROM staff_members WHERE staff_id = $1`, [
      staffId,
    ]);
    return rows[0] && memberOf(rows[0]);
  }

  async ofKeyDigest(keyDigest: string): Promise<StaffMember | undefined> {
    const rows = await this.db.query<StaffRow>(`SELECT ${columns} FROM staff_members WHERE key_digest = $1`, [
      keyDigest,
    ]);
    return rows[0] && memberOf(rows[0]);
  }

  async all(): Promise<StaffMember[]> {
    const rows = await this.db.query<StaffRow>(
      `SELECT ${columns} FROM staff_members ORDER BY created_at, staff_id`,
    );
    return rows.map(memberOf);
  }

  async disable(staffId: string, entry: AuditEntry): Promise<'disabled' | 'lastAdministrator' | 'notFound'> {
    return this.db.transaction(async (tx) => {
      await lockStaffChanges(tx);
      const [member] = await tx.query<StaffRow>(`SELECT ${columns} FROM staff_members WHERE staff_id = $1`, [
        staffId,
      ]);
      if (!member) return 'notFound';
      if (member.role === 'administrator' && member.status === 'active') {
        const [counted] = await tx.query<{ others: number }>(
          `SELECT count(*)::int AS others FROM staff_members
            WHERE role = 'administrator' AND status = 'active' AND staff_id <> $1`,
          [staffId],
        );
        if (counted?.others === 0) return 'lastAdministrator';
      }
      await tx.query(`UPDATE staff_members SET status = 'disabled' WHERE staff_id = $1`, [staffId]);
      await appendAuditEntry(tx, entry);
      return 'disabled';
    });
  }

  private async insert(member: StoredStaffMember, entry: AuditEntry, onlyFirst: boolean): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        await lockStaffChanges(tx);
        if (onlyFirst) {
          const [counted] = await tx.query<{ enrolled: number }>(
            'SELECT count(*)::int AS enrolled FROM staff_members',
          );
          if ((counted?.enrolled ?? 0) > 0) return false;
        }
        await tx.query(
          `INSERT INTO staff_members (staff_id, name, email, role, status, key_digest, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            member.staffId,
            member.name,
            member.email,
            member.role,
            member.status,
            member.keyDigest,
            member.createdAt,
          ],
        );
        await appendAuditEntry(tx, entry);
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'staff_members_email')) return false;
      throw error;
    }
  }
}
