import { auditActor, type AuditTrail } from '../application/audit-entry';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import { GUESSABLE_PASSWORD_MESSAGE, type GuessablePasswords } from './guessable-passwords.port';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { TOKEN_EXPIRED_MESSAGE } from './account-errors';
import type { LoginAttempts } from './login-attempts.port';
import { accountSubject, normalisedEmailAddress } from './login-throttle';
import type { PasswordHasher } from './password-hasher.port';
import { passwordPersonalPhrases, passwordPolicyViolations } from './password-policy';
import type { PasswordResetToken } from './password-reset-token';
import type { PasswordResetTokens } from './password-reset-tokens.port';
import type { SecretTokens } from './secret-tokens.port';
import type { Sessions } from './sessions.port';
import type { User } from './user';
import type { UserCredentials } from './user-credentials.port';
import type { Users } from './users.port';

export interface ResetPasswordRequest {
  email: string;
  /** The secret of the link: its `hash` query parameter. */
  hash: string;
  password: string;
}

export interface ResetPasswordDependencies {
  users: Pick<Users, 'ofId'>;
  /** The user's organisation, whose trading names make guessable passwords too. */
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  credentials: Pick<UserCredentials, 'setPasswordHash'>;
  resetTokens: Pick<PasswordResetTokens, 'ofDigest' | 'markUsed'>;
  tokens: Pick<SecretTokens, 'digestOf'>;
  hasher: Pick<PasswordHasher, 'hash'>;
  sessions: Pick<Sessions, 'revokeAllOfUser'>;
  attempts: Pick<LoginAttempts, 'clear'>;
  guessable: GuessablePasswords;
  clock: Clock;
  audit: Pick<AuditTrail, 'record'>;
}

/** The link's holder, when the link is one that can still set their password. */
async function holderOfLink(
  deps: Pick<ResetPasswordDependencies, 'users' | 'resetTokens' | 'tokens'>,
  request: Pick<ResetPasswordRequest, 'email' | 'hash'>,
  now: Date,
): Promise<{ link: PasswordResetToken; user: User } | undefined> {
  const link = request.hash ? await deps.resetTokens.ofDigest(deps.tokens.digestOf(request.hash)) : undefined;
  if (!link || link.usedAt || Date.parse(link.expiresAt) <= now.getTime()) return undefined;
  const user = await deps.users.ofId(link.userId);
  if (!user || user.email !== normalisedEmailAddress(request.email)) return undefined;
  return { link, user };
}

const linkExpired = () => fail(new DomainError('NOT_ALLOWED', TOKEN_EXPIRED_MESSAGE));

/**
 * Whether a reset or create-password link can still set a password, asked when the page opens so a
 * used or expired link says so before anything is typed. It tells no more than the link itself does.
 */
export class CheckPasswordLink {
  constructor(
    private readonly deps: Pick<ResetPasswordDependencies, 'users' | 'resetTokens' | 'tokens' | 'clock'>,
  ) {}

  async execute(request: Pick<ResetPasswordRequest, 'email' | 'hash'>): Promise<Result<void, DomainError>> {
    return (await holderOfLink(this.deps, request, this.deps.clock.now())) ? ok(undefined) : linkExpired();
  }
}

/**
 * Sets a new password through a reset link. An unknown, used, expired or someone else's link answers
 * the specification's expired message; a weak password answers the policy's messages, one a line.
 * Success uses up the link, stores the new hash, ends every session of the user and lifts the
 * account's login lock.
 */
export class ResetPassword {
  constructor(private readonly deps: ResetPasswordDependencies) {}

  async execute(request: ResetPasswordRequest): Promise<Result<void, DomainError>> {
    const {
      users,
      orgProfiles,
      credentials,
      resetTokens,
      tokens,
      hasher,
      sessions,
      attempts,
      guessable,
      clock,
      audit,
    } = this.deps;
    const now = clock.now();
    const expired = linkExpired();

    const holder = await holderOfLink({ users, resetTokens, tokens }, request, now);
    if (!holder) return expired;
    const { link, user } = holder;

    const violations = passwordPolicyViolations(request.password, request.password);
    if (violations.length > 0) {
      return fail(new DomainError('BAD_INPUT', violations.join('\n'), { fields: { password: violations } }));
    }
    const organisation = await orgProfiles.ofId(user.orgId);
    const phrases = passwordPersonalPhrases(user, [
      organisation?.name,
      organisation?.whiteLabel.introducerName,
    ]);
    if (await guessable.isTooGuessable(request.password, phrases)) {
      const message = GUESSABLE_PASSWORD_MESSAGE;
      return fail(new DomainError('BAD_INPUT', message, { fields: { password: [message] } }));
    }

    if (!(await resetTokens.markUsed(link.id, now.toISOString()))) return expired;
    await credentials.setPasswordHash(user.id, await hasher.hash(request.password));
    await sessions.revokeAllOfUser(user.id, now.toISOString());
    await attempts.clear(accountSubject(user.orgId, user.email));
    // The holder of the mailed link is the account's owner: the change is theirs.
    await audit.record({
      actor: auditActor.customer(user.id),
      action: 'account.password.set',
      subject: `user:${user.id}`,
      at: now.toISOString(),
      details: { purpose: link.purpose },
    });
    return ok(undefined);
  }
}
