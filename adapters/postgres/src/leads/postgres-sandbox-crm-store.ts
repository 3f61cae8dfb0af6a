import {
  sandboxCrmId,
  type SandboxCrmObject,
  type SandboxCrmRecord,
  type SandboxCrmStore,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { isoTimestamp } from '../sql-errors';

interface RecordRow {
  record_id: string;
  object: SandboxCrmObject;
  reference: string;
  fields: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

/**
 * The Salesforce sandbox's records in PostgreSQL (migration 0045), so they outlive a restart, every
 * replica sees the same ones and `lease-admin` sees them (decision 0902).
 */
export class PostgresSandboxCrmStore implements SandboxCrmStore {
  constructor(private readonly db: Database) {}

  async upsert(object: SandboxCrmObject, reference: string, fields: Record<string, unknown>, at: string) {
    const updated = await this.writeOver(object, reference, fields, at);
    if (updated) return { record: updated, created: false };
    const [{ n }] = (await this.db.query<{ n: string }>(
      `SELECT nextval('crm_sandbox_record_numbers') AS n`,
    )) as [{ n: string }];
    const inserted = await this.db.query<RecordRow>(
      `INSERT INTO crm_sandbox_records (record_id, object, reference, fields, created_at, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $5)
       ON CONFLICT (object, reference) DO NOTHING RETURNING *`,
      [sandboxCrmId(object, Number(n)), object, reference, JSON.stringify(fields), at],
    );
    if (inserted[0]) return { record: recordOf(inserted[0]), created: true };
    // Another upsert of the reference made it meanwhile: this one writes over it.
    return { record: (await this.writeOver(object, reference, fields, at))!, created: false };
  }

  async ofId(object: SandboxCrmObject, id: string) {
    const rows = await this.db.query<RecordRow>(
      'SELECT * FROM crm_sandbox_records WHERE object = $1 AND record_id = $2',
      [object, id],
    );
    return rows[0] && recordOf(rows[0]);
  }

  async update(object: SandboxCrmObject, id: string, fields: Record<string, unknown>, at: string) {
    const rows = await this.db.query(
      `UPDATE crm_sandbox_records SET fields = fields || $3::jsonb, updated_at = $4
        WHERE object = $1 AND record_id = $2 RETURNING record_id`,
      [object, id, JSON.stringify(fields), at],
    );
    return rows.length > 0;
  }

  async list(object: SandboxCrmObject) {
    const rows = await this.db.query<RecordRow>(
      'SELECT * FROM crm_sandbox_records WHERE object = $1 ORDER BY created_at, record_id',
      [object],
    );
    return rows.map(recordOf);
  }

  private async writeOver(
    object: SandboxCrmObject,
    reference: string,
    fields: Record<string, unknown>,
    at: string,
  ) {
    const rows = await this.db.query<RecordRow>(
      `UPDATE crm_sandbox_records SET fields = fields || $3::jsonb, updated_at = $4
        WHERE object = $1 AND reference = $2 RETURNING *`,
      [object, reference, JSON.stringify(fields), at],
    );
    return rows[0] && recordOf(rows[0]);
  }
}

function recordOf(row: RecordRow): SandboxCrmRecord {
  return {
    object: row.object,
    id: row.record_id,
    reference: row.reference,
    fields: row.fields,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}
