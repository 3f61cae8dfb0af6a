import type { Clock } from '../shared/clock';
import type { SecretTokens } from './secret-tokens.port';
import type { Session } from './session';
import { SESSION_TOUCH_INTERVAL_MS, sessionEndAfter, type SessionPolicy } from './session-policy';
import type { Sessions } from './sessions.port';
import type { User } from './user';

/** Who a request's session token belongs to, while the session lasts. */
export interface SignedInViewer {
  user: User;
  session: Session;
}

/**
 * A token to its signed-in user, or undefined when the token is unknown, revoked or expired, or the
 * session belongs to another organisation than the portal asked (a session works on the portal of
 * the organisation it was opened on only). Every resolution counts as activity: it pushes the end of
 * the session forward (the sliding timeout).
 */
export class ResolveSession {
  constructor(
    private readonly sessions: Pick<Sessions, 'withUserOfTokenDigest' | 'touch'>,
    private readonly tokens: Pick<SecretTokens, 'digestOf'>,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {}

  async execute(token: string | undefined, orgId: string): Promise<SignedInViewer | undefined> {
    if (!token) return undefined;
    const found = await this.sessions.withUserOfTokenDigest(this.tokens.digestOf(token));
    if (!found) return undefined;
    const { session, user } = found;
    const now = this.clock.now();
    if (session.revokedAt || Date.parse(session.expiresAt) <= now.getTime()) return undefined;
    if (user.orgId !== orgId) return undefined;
    if (now.getTime() - Date.parse(session.lastSeenAt) < SESSION_TOUCH_INTERVAL_MS) return { user, session };
    const lastSeenAt = now.toISOString();
    const expiresAt = sessionEndAfter(this.policy, new Date(session.createdAt), now).toISOString();
    if (!(await this.sessions.touch(session.id, lastSeenAt, expiresAt))) return undefined;
    return { user, session: { ...session, lastSeenAt, expiresAt } };
  }
}
