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
}
