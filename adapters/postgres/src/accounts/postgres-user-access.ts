import type { AuditEntry, UserAccess } from '@lease-portal/domain';
import type { Database } from '../database';
import { appendAuditEntry } from '../postgres-audit-trail';

/** Disabled users on PostgreSQL (decision 1860): `disabled_at` set with its audit entry, in one transaction. */
export class PostgresUserAccess implements UserAccess {
  constructor(private readonly db: Database) {}

  disable(
    userId: string,
    at: string,
    entry: AuditEntry,
  ): Promise<'disabled' | 'alreadyDisabled' | 'notFound'> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.query<{ disabled_at: Date | null }>(
        'SELECT disabled_at FROM users WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      if (!user) return 'notFound';
      if (user.disabled_at !== null) return 'alreadyDisabled';
      await tx.query('UPDATE users SET disabled_at = $2, updated_at = now() WHERE user_id = $1', [
        userId,
        at,
      ]);
      await appendAuditEntry(tx, entry);
      return 'disabled';
    });
  }

  enable(userId: string, entry: AuditEntry): Promise<'enabled' | 'notDisabled' | 'notFound'> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.query<{ disabled_at: Date | null }>(
        'SELECT disabled_at FROM users WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      if (!user) return 'notFound';
      if (user.disabled_at === null) return 'notDisabled';
      await tx.query(
        'UPDATE users SET disabled_at = NULL, password_hash = NULL, updated_at = now() WHERE user_id = $1',
        [userId],
      );
      await appendAuditEntry(tx, entry);
      return 'enabled';
    });
  }

  async isDisabled(userId: string): Promise<boolean> {
    const [user] = await this.db.query<{ disabled: boolean }>(
      'SELECT disabled_at IS NOT NULL AS disabled FROM users WHERE user_id = $1',
      [userId],
    );
    return user?.disabled === true;
  }
}
