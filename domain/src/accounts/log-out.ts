import { auditActor, type AuditTrail } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import type { SecretTokens } from './secret-tokens.port';
import type { Sessions } from './sessions.port';

/** Ends the session of a token; true when an open session was ended. The end is audited. */
export class LogOut {
  constructor(
    private readonly sessions: Pick<Sessions, 'ofTokenDigest' | 'revoke'>,
    private readonly tokens: Pick<SecretTokens, 'digestOf'>,
    private readonly clock: Clock,
    private readonly audit: Pick<AuditTrail, 'record'>,
  ) {}

  async execute(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const session = await this.sessions.ofTokenDigest(this.tokens.digestOf(token));
    if (!session || session.revokedAt) return false;
    const at = this.clock.now().toISOString();
    if (!(await this.sessions.revoke(session.id, at))) return false;
    await this.audit.record({
      actor: auditActor.customer(session.userId),
      action: 'account.signed-out',
      subject: `user:${session.userId}`,
      at,
    });
    return true;
  }
}
