import { auditActor, type AuditTrail } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { accountErrors } from './account-errors';
import type { LoginAttempts } from './login-attempts.port';
import { LOGIN_THROTTLE, accountSubject, addressSubject } from './login-throttle';
import type { PasswordHasher } from './password-hasher.port';
import type { SecretTokens } from './secret-tokens.port';
import { sessionEndAfter, type SessionPolicy } from './session-policy';
import type { Sessions } from './sessions.port';
import type { User } from './user';
import type { UserCredentials } from './user-credentials.port';
import type { Users } from './users.port';

export interface LogInRequest {
  /** The organisation of the portal the user signs in to (found by the request's host). */
  orgId: string;
  email: string;
  password: string;
  /** The client's network address, for the per-address limit. */
  clientAddress: string;
}

export interface SignedIn {
  /** The opaque token the client sends as 'Authorization: Bearer <token>'; never stored. */
  token: string;
  expiresAt: string;
  user: User;
}

export interface LogInDependencies {
  users: Pick<Users, 'ofEmail'>;
  credentials: Pick<UserCredentials, 'passwordHashOf'>;
  hasher: PasswordHasher;
  tokens: SecretTokens;
  sessions: Pick<Sessions, 'add'>;
  attempts: LoginAttempts;
  clock: Clock;
  ids: Ids;
  policy: SessionPolicy;
  audit: Pick<AuditTrail, 'record'>;
}

/**
 * E-mail and password to a new session. An unknown address, a user without a password and a wrong
 * password give the same answer after the same work (a hash is verified either way). After too many
 * failures for the account or from the address in a window, even a right password waits.
 */
export class LogIn {
  private decoyHash: Promise<string> | undefined;

  constructor(private readonly deps: LogInDependencies) {}

  async execute(request: LogInRequest): Promise<Result<SignedIn, DomainError>> {
    const { attempts, clock } = this.deps;
    const now = clock.now();
    const subjects = [accountSubject(request.orgId, request.email), addressSubject(request.clientAddress)];
    // Count this attempt before the password is checked: of parallel attempts, only those within the
    // limit are ever evaluated (decision 0703).
    const [accountAttempts, addressAttempts] = await Promise.all(
      subjects.map((subject) => attempts.recordFailure(subject, now, LOGIN_THROTTLE.window)),
    );
    if (accountAttempts! > LOGIN_THROTTLE.perAccount || addressAttempts! > LOGIN_THROTTLE.perAddress) {
      return fail(accountErrors.tooManyAttempts(LOGIN_THROTTLE.window.minutes));
    }

    const user = await this.userWithPassword(request);
    if (!user) return fail(accountErrors.loginFailed());
    await Promise.all([attempts.clear(subjects[0]!), attempts.forgive(subjects[1]!)]);
    return ok(await this.startSession(user, now));
  }

  private async userWithPassword(request: LogInRequest): Promise<User | undefined> {
    const { users, credentials, hasher } = this.deps;
    const user = await users.ofEmail(request.orgId, request.email);
    const storedHash = user ? await credentials.passwordHashOf(user.id) : undefined;
    // Verify against a decoy when there is nothing to verify, so timing does not tell who exists.
    const matches = await hasher.verify(request.password, storedHash ?? (await this.decoy()));
    return user && storedHash && matches ? user : undefined;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.deps.hasher.hash(`decoy-${this.deps.ids.next()}`);
    return this.decoyHash;
  }

  private async startSession(user: User, now: Date): Promise<SignedIn> {
    const { tokens, sessions, ids, policy, audit } = this.deps;
    const { token, digest } = tokens.generate();
    const expiresAt = sessionEndAfter(policy, now, now).toISOString();
    await sessions.add({
      id: ids.next(),
      userId: user.id,
      tokenDigest: digest,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt,
    });
    await audit.record({
      actor: auditActor.customer(user.id),
      action: 'account.signed-in',
      subject: `user:${user.id}`,
      at: now.toISOString(),
    });
    return { token, expiresAt, user };
  }
}
