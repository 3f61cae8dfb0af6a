import type { PasswordLinkPurpose, PasswordResetToken, PasswordResetTokens } from '@lease-portal/domain';
import type { Database } from '../database';
import { isoTimestamp } from '../sql-errors';

interface TokenRow {
  token_id: string;
  token_digest: string;
  user_id: string;
  purpose: PasswordLinkPurpose;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export class PostgresPasswordResetTokens implements PasswordResetTokens {
  constructor(private readonly db: Database) {}

  async issue(token: PasswordResetToken): Promise<void> {
    await this.db.transaction(async (session) => {
      await session.query(
        'UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
        [token.userId, token.createdAt],
      );
      await session.query(
        `INSERT INTO password_reset_tokens (token_id, token_digest, user_id, purpose, created_at, expires_at, used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          token.id,
          token.digest,
          token.userId,
          token.purpose,
          token.createdAt,
          token.expiresAt,
          token.usedAt ?? null,
        ],
      );
    });
  }

  async ofDigest(digest: string): Promise<PasswordResetToken | undefined> {
    const rows = await this.db.query<TokenRow>(
      'SELECT * FROM password_reset_tokens WHERE token_digest = $1',
      [digest],
    );
    return rows[0] && tokenOf(rows[0]);
  }

  async pruneEndedBefore(at: string): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM password_reset_tokens WHERE expires_at < $1 OR used_at < $1 RETURNING token_id',
      [at],
    );
    return rows.length;
  }

  async markUsed(tokenId: string, at: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE password_reset_tokens SET used_at = $2 WHERE token_id = $1 AND used_at IS NULL RETURNING token_id',
      [tokenId, at],
    );
    return rows.length > 0;
  }
}

function tokenOf(row: TokenRow): PasswordResetToken {
  return {
    id: row.token_id,
    userId: row.user_id,
    digest: row.token_digest,
    purpose: row.purpose,
    createdAt: isoTimestamp(row.created_at),
    expiresAt: isoTimestamp(row.expires_at),
    ...(row.used_at ? { usedAt: isoTimestamp(row.used_at) } : {}),
  };
}
