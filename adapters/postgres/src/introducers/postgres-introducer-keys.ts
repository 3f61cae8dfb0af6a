import type {
  AuditEntry,
  IntroducerKey,
  IntroducerKeys,
  KeyRevocation,
  StoredIntroducerKey,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { appendAuditEntry } from '../postgres-audit-trail';

interface KeyRow {
  key_id: string;
  org_id: string;
  label: string;
  created_at: Date | string;
  created_by: string;
  revoked_at: Date | string | null;
  revoked_by: string | null;
}

/** Never the digest: it is looked up by, not read out. */
const columns = 'key_id, org_id, label, created_at, created_by, revoked_at, revoked_by';

const instant = (value: Date | string): string => new Date(value).toISOString();

const keyOf = (row: KeyRow): IntroducerKey => ({
  keyId: row.key_id,
  orgId: row.org_id,
  label: row.label,
  createdAt: instant(row.created_at),
  createdBy: row.created_by,
  ...(row.revoked_at ? { revokedAt: instant(row.revoked_at) } : {}),
  ...(row.revoked_by ? { revokedBy: row.revoked_by } : {}),
});

/** The introducers' keys on PostgreSQL (decision 2121), each change with its audit entry in one transaction. */
export class PostgresIntroducerKeys implements IntroducerKeys {
  constructor(private readonly db: Database) {}

  async add(key: StoredIntroducerKey, entry: AuditEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO introducer_keys (key_id, org_id, label, key_digest, created_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [key.keyId, key.orgId, key.label, key.keyDigest, key.createdAt, key.createdBy],
      );
      await appendAuditEntry(tx, entry);
    });
  }

  async ofDigest(keyDigest: string): Promise<IntroducerKey | undefined> {
    const rows = await this.db.query<KeyRow>(`SELECT ${columns} FROM introducer_keys WHERE key_digest = $1`, [
      keyDigest,
    ]);
    return rows[0] && keyOf(rows[0]);
  }

  async ofId(keyId: string): Promise<IntroducerKey | undefined> {
    const rows = await this.db.query<KeyRow>(`SELECT ${columns} FROM introducer_keys WHERE key_id = $1`, [
      keyId,
    ]);
    return rows[0] && keyOf(rows[0]);
  }

  async list(filter: { orgId?: string } = {}): Promise<IntroducerKey[]> {
    const rows = await this.db.query<KeyRow>(
      `SELECT ${columns} FROM introducer_keys WHERE ($1::text IS NULL OR org_id = $1)
        ORDER BY created_at, key_id`,
      [filter.orgId ?? null],
    );
    return rows.map(keyOf);
  }

  async revoke(
    keyId: string,
    revokedAt: string,
    revokedBy: string,
    entry: AuditEntry,
  ): Promise<KeyRevocation> {
    return this.db.transaction(async (tx) => {
      // One statement: of two revocations at once, the second finds the key revoked.
      const revoked = await tx.query(
        `UPDATE introducer_keys SET revoked_at = $2, revoked_by = $3
          WHERE key_id = $1 AND revoked_at IS NULL RETURNING key_id`,
        [keyId, revokedAt, revokedBy],
      );
      if (revoked.length === 0) {
        const known = await tx.query('SELECT 1 FROM introducer_keys WHERE key_id = $1', [keyId]);
        return known.length > 0 ? 'alreadyRevoked' : 'notFound';
      }
      await appendAuditEntry(tx, entry);
      return 'revoked';
    });
  }
}
