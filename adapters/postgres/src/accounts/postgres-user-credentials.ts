import { DomainError, type UserCredentials } from '@lease-portal/domain';
import type { Database } from '../database';

/** The password hash column of the users table; the user's profile is PostgresUsers' business. */
export class PostgresUserCredentials implements UserCredentials {
  constructor(private readonly db: Database) {}

  /** A disabled user's password opens nothing (decision 1860): it reads as no password at all. */
  async passwordHashOf(userId: string): Promise<string | undefined> {
    const rows = await this.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE user_id = $1 AND disabled_at IS NULL',
      [userId],
    );
    return rows[0]?.password_hash ?? undefined;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    const rows = await this.db.query(
      'UPDATE users SET password_hash = $2, updated_at = now() WHERE user_id = $1 RETURNING user_id',
      [userId, passwordHash],
    );
    if (rows.length === 0) throw new DomainError('NOT_FOUND', 'No such user.', { userId });
  }
}
