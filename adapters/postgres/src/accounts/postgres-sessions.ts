import type { Session, SessionOfUser, Sessions } from '@lease-portal/domain';
import type { Database } from '../database';
import { userOf, type UserRow } from '../postgres-users';
import { isoTimestamp } from '../sql-errors';

interface SessionRow {
  session_id: string;
  user_id: string;
  token_digest: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Sessions in PostgreSQL, so that every replica of the server knows every session. */
export class PostgresSessions implements Sessions {
  constructor(private readonly db: Database) {}

  async add(session: Session): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions (session_id, token_digest, user_id, created_at, last_seen_at, expires_at, revoked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        session.id,
        session.tokenDigest,
        session.userId,
        session.createdAt,
        session.lastSeenAt,
        session.expiresAt,
        session.revokedAt ?? null,
      ],
    );
  }

  async ofTokenDigest(tokenDigest: string): Promise<Session | undefined> {
    const rows = await this.db.query<SessionRow>('SELECT * FROM sessions WHERE token_digest = $1', [
      tokenDigest,
    ]);
    return rows[0] && sessionOf(rows[0]);
  }

  async withUserOfTokenDigest(tokenDigest: string): Promise<SessionOfUser | undefined> {
    const rows = await this.db.query<SessionRow & Omit<UserRow, 'created_at'> & { user_created_at: Date }>(
      `SELECT s.*, u.org_id, u.email, u.first_name, u.last_name, u.contact_number, u.region,
              u.created_at AS user_created_at
         FROM sessions s JOIN users u USING (user_id)
        WHERE s.token_digest = $1`,
      [tokenDigest],
    );
    const row = rows[0];
    return row && { session: sessionOf(row), user: userOf({ ...row, created_at: row.user_created_at }) };
  }

  async touch(sessionId: string, lastSeenAt: string, expiresAt: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE sessions SET last_seen_at = $2, expires_at = $3
        WHERE session_id = $1 AND revoked_at IS NULL RETURNING session_id`,
      [sessionId, lastSeenAt, expiresAt],
    );
    return rows.length > 0;
  }

  async revoke(sessionId: string, at: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE sessions SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL RETURNING session_id',
      [sessionId, at],
    );
    return rows.length > 0;
  }

  async pruneEndedBefore(at: string): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1 RETURNING session_id',
      [at],
    );
    return rows.length;
  }

  async revokeAllOfUser(userId: string, at: string): Promise<number> {
    const rows = await this.db.query(
      'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING session_id',
      [userId, at],
    );
    return rows.length;
  }
}

function sessionOf(row: SessionRow): Session {
  return {
    id: row.session_id,
    userId: row.user_id,
    tokenDigest: row.token_digest,
    createdAt: isoTimestamp(row.created_at),
    lastSeenAt: isoTimestamp(row.last_seen_at),
    expiresAt: isoTimestamp(row.expires_at),
    ...(row.revoked_at ? { revokedAt: isoTimestamp(row.revoked_at) } : {}),
  };
}
