import type { Clock } from '../shared/clock';
import type { SecretTokens } from './secret-tokens.port';
import type { Sessions } from './sessions.port';

/** Ends the session of a token; true when an open session was ended. */
export class LogOut {
  constructor(
    private readonly sessions: Pick<Sessions, 'ofTokenDigest' | 'revoke'>,
    private readonly tokens: Pick<SecretTokens, 'digestOf'>,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const session = await this.sessions.ofTokenDigest(this.tokens.digestOf(token));
    if (!session || session.revokedAt) return false;
    return this.sessions.revoke(session.id, this.clock.now().toISOString());
  }
}
