import type { Clock } from '../shared/clock';
import type { LoginAttempts } from './login-attempts.port';
import type { PasswordResetTokens } from './password-reset-tokens.port';
import type { Sessions } from './sessions.port';

/** Ended sessions and links stay this long for support's questions, then go. */
export const ENDED_ACCOUNT_RECORDS_KEPT_DAYS = 30;
/** Attempt windows last minutes; a day later their counters mean nothing. */
export const ATTEMPT_COUNTERS_KEPT_HOURS = 24;

export interface PrunedAccountRecords {
  sessions: number;
  passwordLinks: number;
  attemptCounters: number;
}

/** Deletes account records that can no longer matter, so the tables do not grow forever. */
export class PruneAccountRecords {
  constructor(
    private readonly sessions: Sessions,
    private readonly passwordLinks: PasswordResetTokens,
    private readonly attempts: LoginAttempts,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<PrunedAccountRecords> {
    const now = this.clock.now().getTime();
    const endedBefore = new Date(now - ENDED_ACCOUNT_RECORDS_KEPT_DAYS * 86_400_000).toISOString();
    const windowsBefore = new Date(now - ATTEMPT_COUNTERS_KEPT_HOURS * 3_600_000);
    return {
      sessions: await this.sessions.pruneEndedBefore(endedBefore),
      passwordLinks: await this.passwordLinks.pruneEndedBefore(endedBefore),
      attemptCounters: await this.attempts.pruneWindowsStartedBefore(windowsBefore),
    };
  }
}
