import {
  sendKeptMailJob,
  type Clock,
  type Ids,
  type Mail,
  type MailAttachment,
  type MailOutbox,
  type Mailer,
  type OutboxMail,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { enqueueJobIn } from '../jobs/postgres-job-queue';
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
  sent_at: Date | null;
}

interface AttachmentRow {
  mail_id: string;
  file_name: string;
  content_type: string;
  content: Uint8Array;
}

export const DEFAULT_OUTBOX_LIMIT = 50;
export const MAX_OUTBOX_LIMIT = 500;

/** With an SMTP server: each kept mail is queued to be sent, and the worker told (decision 2107). */
export interface OutboxRelay {
  jobsQueued(): void;
}

/**
 * The mailer: mails are kept in PostgreSQL for developers (the /dev/outbox page) and support staff
 * (`lease-admin mail list`) to read. Without SMTP that is all; with it, keeping a mail also queues the
 * job that sends it, in the same transaction, so no request waits on the SMTP server and a mail is
 * kept and sent, or neither.
 */
export class PostgresOutbox implements Mailer, MailOutbox {
  constructor(
    private readonly db: Database,
    private readonly ids: Ids,
    private readonly clock: Clock,
    private readonly relay?: OutboxRelay,
  ) {}

  /**
   * The mail and its attachments are kept together or not at all; a mail whose delivery key was kept
   * already is not kept again (decision 2082).
   */
  async send(mail: Mail): Promise<void> {
    const mailId = this.ids.next();
    const kept = await this.db.transaction(async (session) => {
      const kept = await session.query(
        `INSERT INTO mail_outbox
                (mail_id, org_id, kind, recipient, subject, text_body, html_body, created_at, delivery_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (delivery_key) DO NOTHING RETURNING mail_id`,
        [
          mailId,
          mail.orgId,
          mail.kind,
          mail.to,
          mail.subject,
          mail.text,
          mail.html,
          this.clock.now().toISOString(),
          mail.deliveryKey ?? null,
        ],
      );
      if (kept.length === 0) return false;
      for (const [position, attachment] of (mail.attachments ?? []).entries()) {
        await session.query(
          `INSERT INTO mail_attachments (mail_id, position, file_name, content_type, content)
           VALUES ($1, $2, $3, $4, $5)`,
          [mailId, position, attachment.fileName, attachment.contentType, Buffer.from(attachment.content)],
        );
      }
      if (this.relay) await enqueueJobIn(session, sendKeptMailJob(mailId), this.clock.now());
      return true;
    });
    if (kept) this.relay?.jobsQueued();
  }

  async markSent(id: string, at: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE mail_outbox SET sent_at = $2 WHERE mail_id = $1 AND sent_at IS NULL RETURNING mail_id',
      [id, at],
    );
    return rows.length === 1;
  }

  async alreadyKept(deliveryKey: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM mail_outbox WHERE delivery_key = $1`, [deliveryKey]);
    return rows.length > 0;
  }

  async list(criteria: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
    const limit = Math.min(Math.max(Math.trunc(criteria.limit ?? DEFAULT_OUTBOX_LIMIT), 1), MAX_OUTBOX_LIMIT);
    const rows = await this.db.query<MailRow>(
      `SELECT * FROM mail_outbox WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
        ORDER BY created_at DESC, mail_id DESC LIMIT $2`,
      [criteria.to?.trim() || null, limit],
    );
    return this.withAttachments(rows);
  }

  async ofId(id: string): Promise<OutboxMail | undefined> {
    const rows = await this.db.query<MailRow>('SELECT * FROM mail_outbox WHERE mail_id = $1', [id]);
    return (await this.withAttachments(rows))[0];
  }

  /** The mails with the files they carry; a mail without files has no attachments field. */
  private async withAttachments(rows: MailRow[]): Promise<OutboxMail[]> {
    if (rows.length === 0) return [];
    const attachments = await this.db.query<AttachmentRow>(
      `SELECT mail_id, file_name, content_type, content FROM mail_attachments
        WHERE mail_id = ANY($1::text[]) ORDER BY mail_id, position`,
      [rows.map((row) => row.mail_id)],
    );
    const byMail = new Map<string, MailAttachment[]>();
    for (const row of attachments) {
      const files = byMail.get(row.mail_id) ?? [];
      files.push({
        fileName: row.file_name,
        contentType: row.content_type,
        content: new Uint8Array(row.content),
      });
      byMail.set(row.mail_id, files);
    }
    return rows.map((row) => {
      const files = byMail.get(row.mail_id);
      return { ...mailOf(row), ...(files ? { attachments: files } : {}) };
    });
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
    ...(row.sent_at ? { sentAt: isoTimestamp(row.sent_at) } : {}),
  };
}
