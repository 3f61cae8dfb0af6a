import type { AuditEntry } from '../application/audit-entry';

/**
 * Whether a user may sign in at all (decision 1860). A disabled user keeps their records and their
 * applications; their password no longer opens a session.
 */
export interface UserAccess {
  /** Disables the user with its audit entry, in one transaction. */
  disable(
    userId: string,
    at: string,
    entry: AuditEntry,
  ): Promise<'disabled' | 'alreadyDisabled' | 'notFound'>;
}
export const USER_ACCESS = Symbol('UserAccess');
