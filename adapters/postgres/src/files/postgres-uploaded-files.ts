import type { AuditEntry, FileKind, UploadedFile, UploadedFiles } from '@lease-portal/domain';
import type { Database } from '../database';
import { appendAuditEntry } from '../postgres-audit-trail';
import { isoTimestamp } from '../sql-errors';

interface FileRow {
  file_id: string;
  owner_user_id: string;
  org_id: string;
  application_id: string;
  kind: FileKind;
  content_type: string;
  size_bytes: number;
  uploaded_at: Date | string;
  file_name: string | null;
  saved_at: Date | string | null;
}

/** The records of uploaded files (decision 1600); the bytes are in the file storage. */
export class PostgresUploadedFiles implements UploadedFiles {
  constructor(private readonly db: Database) {}

  async claimUpload(uuid: string, at: string): Promise<boolean> {
    // The primary key decides: of two claims at once, the second waits for the first and inserts nothing.
    const claimed = await this.db.query(
      `INSERT INTO upload_grant_uses (file_id, used_at) VALUES ($1, $2)
       ON CONFLICT (file_id) DO NOTHING RETURNING file_id`,
      [uuid, at],
    );
    return claimed.length === 1;
  }

  async recordUpload(file: UploadedFile, entry?: AuditEntry): Promise<void> {
    // Insert only: a file's record, like its bytes, is never replaced (decision 2030).
    await this.db.transaction(async (session) => {
      await session.query(
        `INSERT INTO uploaded_files
           (file_id, owner_user_id, org_id, application_id, kind, content_type, size_bytes, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          file.uuid,
          file.ownerUserId,
          file.orgId,
          file.applicationId,
          file.kind,
          file.contentType,
          file.sizeBytes,
          file.uploadedAt,
        ],
      );
      if (entry) await appendAuditEntry(session, entry);
    });
  }

  async ofId(uuid: string): Promise<UploadedFile | undefined> {
    const [row] = await this.db.query<FileRow>('SELECT * FROM uploaded_files WHERE file_id = $1', [uuid]);
    return row && fileOf(row);
  }

  async markSaved(uuid: string, fileName: string, savedAt: string): Promise<void> {
    await this.db.query('UPDATE uploaded_files SET file_name = $2, saved_at = $3 WHERE file_id = $1', [
      uuid,
      fileName,
      savedAt,
    ]);
  }

  async countSaved(applicationId: string, kind: FileKind, ownerUserId?: string): Promise<number> {
    const [row] = await this.db.query<{ saved: number }>(
      `SELECT count(*)::int AS saved FROM uploaded_files
        WHERE application_id = $1 AND kind = $2 AND saved_at IS NOT NULL
          AND ($3::text IS NULL OR owner_user_id = $3)`,
      [applicationId, kind, ownerUserId ?? null],
    );
    return row?.saved ?? 0;
  }
}

function fileOf(row: FileRow): UploadedFile {
  return {
    uuid: row.file_id,
    ownerUserId: row.owner_user_id,
    orgId: row.org_id,
    applicationId: row.application_id,
    kind: row.kind,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedAt: isoTimestamp(row.uploaded_at),
    ...(row.file_name !== null ? { fileName: row.file_name } : {}),
    ...(row.saved_at !== null ? { savedAt: isoTimestamp(row.saved_at) } : {}),
  };
}
