import type {
  AuditEntry,
  KeyReplacement,
  SetUpEnrolment,
  StaffMember,
  StaffMembers,
  StaffMembersInTransaction,
  StaffRole,
  StoredEnrolmentCode,
  StoredStaffMember,
} from '@lease-portal/domain';
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

/**
 * Set-up lasts until two administrators (disabled ones included) have held a key (decision 2040); a
 * key reissued since does not bring it back (decision 2112).
 */
async function setUpIsOver(session: SqlSession): Promise<boolean> {
  const [counted] = await session.query<{ keyed: number }>(
    `SELECT count(*)::int AS keyed FROM staff_members WHERE role = 'administrator' AND keyed_at IS NOT NULL`,
  );
  return (counted?.keyed ?? 0) >= 2;
}

async function emailTaken(session: SqlSession, email: string): Promise<boolean> {
  const rows = await session.query('SELECT 1 FROM staff_members WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

/** Inserts the member; the caller holds the staff lock and has checked the address is free. */
async function insertMember(session: SqlSession, member: StoredStaffMember): Promise<void> {
  await session.query(
    `INSERT INTO staff_members
       (staff_id, name, email, role, status, key_digest, enrolment_digest, enrolment_expires_at, created_at,
        keyed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $6::text IS NULL THEN NULL ELSE $9::timestamptz END)`,
    [
      member.staffId,
      member.name,
      member.email,
      member.role,
      member.status,
      member.keyDigest ?? null,
      member.enrolment?.codeDigest ?? null,
      member.enrolment?.expiresAt ?? null,
      member.createdAt,
    ],
  );
}

/** The members inside an approval's unit of work, under the same lock as every staff change. */
export function staffMembersIn(session: SqlSession): StaffMembersInTransaction {
  return {
    async ofId(staffId) {
      const rows = await session.query<StaffRow>(`SELECT ${columns} FROM staff_members WHERE staff_id = $1`, [
        staffId,
      ]);
      return rows[0] && memberOf(rows[0]);
    },
    async enrol(member) {
      await lockStaffChanges(session);
      if (await emailTaken(session, member.email)) return false;
      await insertMember(session, member);
      return true;
    },
    async changeRole(staffId: string, from: StaffRole, to: StaffRole) {
      await lockStaffChanges(session);
      const rows = await session.query(
        `UPDATE staff_members SET role = $3 WHERE staff_id = $1 AND role = $2 AND status = 'active'
         RETURNING staff_id`,
        [staffId, from, to],
      );
      return rows.length === 1;
    },
    async enable(staffId, role, enrolment) {
      await lockStaffChanges(session);
      const rows = await session.query(
        `UPDATE staff_members
            SET status = 'active', role = $2, key_digest = NULL, enrolment_digest = $3, enrolment_expires_at = $4
          WHERE staff_id = $1 AND status = 'disabled' RETURNING staff_id`,
        [staffId, role, enrolment.codeDigest, enrolment.expiresAt],
      );
      return rows.length === 1;
    },
  };
}

/** The support desk's members on PostgreSQL, each change with its audit entry in one transaction. */
export class PostgresStaffMembers implements StaffMembers {
  constructor(private readonly db: Database) {}

  async add(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    return (await this.insert(member, entry, async () => true)) === 'enrolled';
  }

  async addFirst(member: StoredStaffMember, entry: AuditEntry): Promise<boolean> {
    const nobodyYet = async (tx: SqlSession) => {
      const [counted] = await tx.query<{ enrolled: number }>(
        'SELECT count(*)::int AS enrolled FROM staff_members',
      );
      return (counted?.enrolled ?? 0) === 0;
    };
    return (await this.insert(member, entry, nobodyYet)) === 'enrolled';
  }

  async addDuringSetUp(member: StoredStaffMember, entry: AuditEntry): Promise<SetUpEnrolment> {
    return this.insert(member, entry, async (tx) => !(await setUpIsOver(tx)));
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
            WHERE role = 'administrator' AND status = 'active' AND key_digest IS NOT NULL AND staff_id <> $1`,
          [staffId],
        );
        // Two once set-up is over, so that one administrator can always approve the other's proposals.
        if ((counted?.others ?? 0) < ((await setUpIsOver(tx)) ? 2 : 1)) return 'lastAdministrator';
      }
      await tx.query(`UPDATE staff_members SET status = 'disabled' WHERE staff_id = $1`, [staffId]);
      await appendAuditEntry(tx, entry);
      return 'disabled';
    });
  }

  async redeemEnrolment(
    codeDigest: string,
    keyDigest: string,
    at: string,
    entry: (member: StaffMember) => AuditEntry,
  ): Promise<StaffMember | undefined> {
    return this.db.transaction(async (tx) => {
      // One statement: of two redemptions of the same code, the second finds it used.
      const [redeemed] = await tx.query<StaffRow>(
        `UPDATE staff_members
            SET key_digest = $2, enrolment_digest = NULL, enrolment_expires_at = NULL,
                keyed_at = coalesce(keyed_at, $3)
          WHERE enrolment_digest = $1 AND enrolment_expires_at > $3 AND status = 'active'
          RETURNING ${columns}`,
        [codeDigest, keyDigest, at],
      );
      if (!redeemed) return undefined;
      const member = memberOf(redeemed);
      await appendAuditEntry(tx, entry(member));
      return member;
    });
  }

  async reissueKey(
    staffId: string,
    replacement: KeyReplacement,
    entry: AuditEntry,
  ): Promise<'reissued' | 'notFound'> {
    const keyDigest = 'keyDigest' in replacement ? replacement.keyDigest : null;
    const enrolment = 'enrolment' in replacement ? replacement.enrolment : undefined;
    return this.db.transaction(async (tx) => {
      await lockStaffChanges(tx);
      const rows = await tx.query(
        `UPDATE staff_members
            SET key_digest = $2, enrolment_digest = $3, enrolment_expires_at = $4,
                keyed_at = CASE WHEN $2::text IS NULL THEN keyed_at ELSE coalesce(keyed_at, $5::timestamptz) END
          WHERE staff_id = $1 AND status = 'active' RETURNING staff_id`,
        [staffId, keyDigest, enrolment?.codeDigest ?? null, enrolment?.expiresAt ?? null, entry.at],
      );
      if (rows.length === 0) return 'notFound';
      await appendAuditEntry(tx, entry);
      return 'reissued';
    });
  }

  async heldByItsOwnerHere(): Promise<boolean> {
    // No client address: the embedded engine, or a server's Unix socket; else only the loopback.
    const [held] = await this.db.query<{ held: boolean }>(
      `SELECT (inet_client_addr() IS NULL OR inet_client_addr() << '127.0.0.0/8'::inet OR inet_client_addr() = '::1'::inet)
          AND pg_has_role(current_user, (SELECT tableowner FROM pg_tables
                                          WHERE schemaname = current_schema() AND tablename = 'staff_members'), 'USAGE')
          AS held`,
    );
    return held?.held === true;
  }

  async replaceEnrolment(
    staffId: string,
    code: StoredEnrolmentCode,
    entry: AuditEntry,
  ): Promise<'replaced' | 'holdsKey' | 'notFound'> {
    return this.db.transaction(async (tx) => {
      const [member] = await tx.query<{ holds_key: boolean }>(
        `SELECT key_digest IS NOT NULL AS holds_key FROM staff_members
          WHERE staff_id = $1 AND status = 'active' FOR UPDATE`,
        [staffId],
      );
      if (!member) return 'notFound';
      if (member.holds_key) return 'holdsKey';
      await tx.query(
        'UPDATE staff_members SET enrolment_digest = $2, enrolment_expires_at = $3 WHERE staff_id = $1',
        [staffId, code.codeDigest, code.expiresAt],
      );
      await appendAuditEntry(tx, entry);
      return 'replaced';
    });
  }

  private async insert(
    member: StoredStaffMember,
    entry: AuditEntry,
    allowed: (tx: SqlSession) => Promise<boolean>,
  ): Promise<SetUpEnrolment> {
    try {
      return await this.db.transaction(async (tx) => {
        await lockStaffChanges(tx);
        if (!(await allowed(tx))) return 'setUpOver';
        if (await emailTaken(tx, member.email)) return 'emailTaken';
        await insertMember(tx, member);
        await appendAuditEntry(tx, entry);
        return 'enrolled';
      });
    } catch (error) {
      if (isUniqueViolation(error, 'staff_members_email')) return 'emailTaken';
      throw error;
    }
  }
}
