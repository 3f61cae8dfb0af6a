import type { Clock, Ids, Mail, MailOutbox, Mailer, OutboxMail } from '@lease-portal/domain';
import type { Database } from '../database';
import { isoTimestamp } from '../sql-errors';

interface MailRow {
  mail_id: string;
  org_id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

export const DEFAULT_OUTBOX_LIMIT = 50;
export const MAX_OUTBOX_LIMIT = 500;

/**
 * The default mailer: mails are kept in PostgreSQL for developers (the /dev/outbox page) and support
 * staff (`lease-admin mail list`) to read, instead of being sent.
 */
export class PostgresOutbox implements Mailer, MailOutbox {
  constructor(
    private readonly db: Database,
    private readonly ids: Ids,
    private readonly clock: Clock,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db.query(
      `INSERT INTO mail_outbox (mail_id, org_id, kind, recipient, subject, text_body, html_body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        this.ids.next(),
        mail.orgId,
        mail.kind,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        this.clock.now().toISOString(),
      ],
    );
  }

  async list(criteria: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
    const limit = Math.min(Math.max(Math.trunc(criteria.limit ?? DEFAULT_OUTBOX_LIMIT), 1), MAX_OUTBOX_LIMIT);
    const rows = await this.db.query<MailRow>(
      `SELECT * FROM mail_outbox WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
        ORDER BY created_at DESC, mail_id DESC LIMIT $2`,
      [criteria.to?.trim() || null, limit],
    );
    return rows.map(mailOf);
  }

  async ofId(id: string): Promise<OutboxMail | undefined> {
    const rows = await this.db.query<MailRow>('SELECT * FROM mail_outbox WHERE mail_id = $1', [id]);
    return rows[0] && mailOf(rows[0]);
  }
}

function mailOf(row: MailRow): OutboxMail {
  return {
    id: row.mail_id,
    orgId: row.org_id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: isoTimestamp(row.created_at),
  };
}
