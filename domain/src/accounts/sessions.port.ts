import type { Session } from './session';
import type { User } from './user';

/** A session and the user it belongs to. */
export interface SessionOfUser {
  session: Session;
  user: User;
}

export interface Sessions {
  add(session: Session): Promise<void>;
  ofTokenDigest(tokenDigest: string): Promise<Session | undefined>;
  /** The session and its user in one read: every signed-in request asks it first. */
  withUserOfTokenDigest(tokenDigest: string): Promise<SessionOfUser | undefined>;
  /** Records activity and the new end of an unrevoked session; false when it was revoked meanwhile. */
  touch(sessionId: string, lastSeenAt: string, expiresAt: string): Promise<boolean>;
  /** Ends one session; false when it was already revoked or does not exist. */
  revoke(sessionId: string, at: string): Promise<boolean>;
  /** Ends every open session of a user (after a password change); answers how many were ended. */
  revokeAllOfUser(userId: string, at: string): Promise<number>;
  /** Deletes sessions that expired or were revoked before `at`; answers how many. */
  pruneEndedBefore(at: string): Promise<number>;
}

export const SESSIONS = Symbol('Sessions');
