/** Why a reset link was sent: to choose a first password after registration, or because it was forgotten. */
export type PasswordLinkPurpose = 'create-password' | 'reset-password';

/** A single-use link to set a password; only the digest of its secret is stored. */
export interface PasswordResetToken {
  id: string;
  userId: string;
  digest: string;
  purpose: PasswordLinkPurpose;
  createdAt: string;
  expiresAt: string;
  /** Set when the link was used, or when a newer link replaced it. */
  usedAt?: string;
}
