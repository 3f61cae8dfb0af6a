/**
 * A signed-in session. The token itself is never stored, only its digest. The session ends at
 * `expiresAt`, which every data call pushes forward (a sliding inactivity timeout, decision 0700).
 */
export interface Session {
  id: string;
  userId: string;
  tokenDigest: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt?: string;
}
