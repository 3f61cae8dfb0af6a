import type { AuditEntry, AuditTrail } from '@lease-portal/domain';
import type { Database, SqlSession } from './database';
import { isoTimestamp } from './sql-errors';

interface AuditRow {
  actor: string;
  action: string;
  application_id: string | null;
  subject: string | null;
  at: Date;
  details: Record<string, unknown> | null;
}

const columns = 'actor, action, application_id, subject, at, details';

/** The append-only audit trail; the table's trigger refuses updates and deletes. */
export class PostgresAuditTrail implements AuditTrail {
  constructor(private readonly db: Database) {}

  async record(entry: AuditEntry): Promise<void> {
    await appendAuditEntry(this.db, entry);
  }

  async ofApplication(applicationId: string): Promise<AuditEntry[]> {
    const rows = await this.db.query<AuditRow>(
      `SELECT ${columns} FROM audit_trail WHERE application_id = $1 ORDER BY at, entry_id`,
      [applicationId],
    );
    return rows.map(auditEntryOf);
  }

  async ofSubject(subject: string): Promise<AuditEntry[]> {
    const rows = await this.db.query<AuditRow>(
      `SELECT ${columns} FROM audit_trail WHERE subject = $1 ORDER BY at, entry_id`,
      [subject],
    );
    return rows.map(auditEntryOf);
  }
}

/** Shared with the repositories that write a change and its audit entry in one transaction. */
export async function appendAuditEntry(session: SqlSession, entry: AuditEntry): Promise<void> {
  await session.query(
    `INSERT INTO audit_trail (actor, action, application_id, subject, at, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      entry.actor,
      entry.action,
      entry.applicationId ?? null,
      entry.subject ?? null,
      entry.at,
      entry.details === undefined ? null : JSON.stringify(entry.details),
    ],
  );
}

function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    actor: row.actor,
    action: row.action,
    ...(row.application_id === null ? {} : { applicationId: row.application_id }),
    ...(row.subject === null ? {} : { subject: row.subject }),
    at: isoTimestamp(row.at),
    ...(row.details === null ? {} : { details: row.details }),
  };
}
