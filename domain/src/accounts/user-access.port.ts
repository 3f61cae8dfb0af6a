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
  /**
   * Enables a disabled user with its audit entry, in one transaction. Their old password is cleared:
   * they choose a new one with a link to their own address, so whoever took it over gains nothing.
   */
  enable(userId: string, entry: AuditEntry): Promise<'enabled' | 'notDisabled' | 'notFound'>;
  /** Whether the user is disabled now. */
  isDisabled(userId: string): Promise<boolean>;
}
export const USER_ACCESS = Symbol('UserAccess');
