import type { PasswordResetToken } from './password-reset-token';

export interface PasswordResetTokens {
  /** Stores a new link and retires the user's earlier unused ones: only the newest link works. */
  issue(token: PasswordResetToken): Promise<void>;
  ofDigest(digest: string): Promise<PasswordResetToken | undefined>;
  /** Claims the link once: true for the one caller that marked it, false when it was already used. */
  markUsed(tokenId: string, at: string): Promise<boolean>;
  /** Deletes links that expired or were used before `at`; answers how many. */
  pruneEndedBefore(at: string): Promise<number>;
}

export const PASSWORD_RESET_TOKENS = Symbol('PasswordResetTokens');
