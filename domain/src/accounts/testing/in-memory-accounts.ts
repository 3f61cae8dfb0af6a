import { DomainError } from '../../shared/result';
import type { Clock } from '../../shared/clock';
import type { Ids } from '../../shared/ids';
import type { AttemptWindow, LoginAttempts } from '../login-attempts.port';
import type { Mail } from '../mail';
import type { OutboxMail, MailOutbox } from '../mail-outbox.port';
import type { Mailer } from '../mailer.port';
import type { PasswordHasher } from '../password-hasher.port';
import type { PasswordResetToken } from '../password-reset-token';
import type { PasswordResetTokens } from '../password-reset-tokens.port';
import type { RequestCounters } from '../request-limits';
import type { SecretToken, SecretTokens } from '../secret-tokens.port';
import type { Session } from '../session';
import type { Sessions } from '../sessions.port';
import type { User } from '../user';
import type { UserCredentials } from '../user-credentials.port';
import type { Users } from '../users.port';

// Test support only (not exported from the context's index): in-memory fakes of the accounts ports.

/** A clock the test moves by hand. */
export class SettableClock implements Clock {
  constructor(private current = new Date('2026-05-04T09:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: string | Date): void {
    this.current = new Date(at);
  }
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export class SequentialIds implements Ids {
  private sequence = 0;
  constructor(private readonly prefix = 'id') {}
  next(): string {
    return `${this.prefix}-${++this.sequence}`;
  }
}

/** Users and their password hashes, as the users table keeps them together. */
export class InMemoryUsers implements Users, UserCredentials {
  private readonly users = new Map<string, User>();
  private readonly hashes = new Map<string, string>();

  async ofId(id: string) {
    return this.users.get(id);
  }
  async ofEmail(orgId: string, email: string) {
    const wanted = email.trim().toLowerCase();
    return [...this.users.values()].find((user) => user.orgId === orgId && user.email === wanted);
  }
  async add(user: User) {
    this.users.set(user.id, { ...user, email: user.email.trim().toLowerCase() });
  }
  async update(user: User) {
    if (!this.users.has(user.id)) throw new DomainError('NOT_FOUND', 'No such user.');
    await this.add(user);
  }
  async passwordHashOf(userId: string) {
    return this.hashes.get(userId);
  }
  async setPasswordHash(userId: string, passwordHash: string) {
    if (!this.users.has(userId)) throw new DomainError('NOT_FOUND', 'No such user.');
    this.hashes.set(userId, passwordHash);
  }
}

/** A reversible stand-in for a real hash: fast, and tests can read what was stored. */
export class PlainTextPasswordHasher implements PasswordHasher {
  readonly verified: string[] = [];
  async hash(password: string) {
    return `plain:${password}`;
  }
  async verify(password: string, storedHash: string) {
    this.verified.push(storedHash);
    return storedHash === `plain:${password}`;
  }
}

/** Predictable tokens: token-1, token-2 …, with 'digest(token-1)' as digest. */
export class CountingSecretTokens implements SecretTokens {
  private sequence = 0;
  readonly issued: string[] = [];
  generate(): SecretToken {
    const token = `token-${++this.sequence}`;
    this.issued.push(token);
    return { token, digest: this.digestOf(token) };
  }
  digestOf(token: string): string {
    return `digest(${token})`;
  }
}

export class InMemorySessions implements Sessions {
  readonly sessions = new Map<string, Session>();
  /** The users its sessions belong to, read with a session as the users table is joined. */
  constructor(private readonly users: Pick<Users, 'ofId'>) {}
  async add(session: Session) {
    this.sessions.set(session.id, { ...session });
  }
  async ofTokenDigest(tokenDigest: string) {
    const found = [...this.sessions.values()].find((session) => session.tokenDigest === tokenDigest);
    return found && { ...found };
  }
  async withUserOfTokenDigest(tokenDigest: string) {
    const session = await this.ofTokenDigest(tokenDigest);
    const user = session && (await this.users.ofId(session.userId));
    return session && user && { session, user: { ...user } };
  }
  async touch(sessionId: string, lastSeenAt: string, expiresAt: string) {
    const session = this.sessions.get(sessionId);
    if (!session || session.revokedAt) return false;
    this.sessions.set(sessionId, { ...session, lastSeenAt, expiresAt });
    return true;
  }
  async revoke(sessionId: string, at: string) {
    const session = this.sessions.get(sessionId);
    if (!session || session.revokedAt) return false;
    this.sessions.set(sessionId, { ...session, revokedAt: at });
    return true;
  }
  async revokeAllOfUser(userId: string, at: string) {
    const open = [...this.sessions.values()].filter((s) => s.userId === userId && !s.revokedAt);
    for (const session of open) this.sessions.set(session.id, { ...session, revokedAt: at });
    return open.length;
  }
  async pruneEndedBefore(at: string) {
    const ended = [...this.sessions.values()].filter(
      (s) => s.expiresAt < at || (s.revokedAt !== undefined && s.revokedAt < at),
    );
    for (const session of ended) this.sessions.delete(session.id);
    return ended.length;
  }
}

export class InMemoryPasswordResetTokens implements PasswordResetTokens {
  readonly tokens = new Map<string, PasswordResetToken>();
  async issue(token: PasswordResetToken) {
    for (const earlier of this.tokens.values()) {
      if (earlier.userId === token.userId && !earlier.usedAt) earlier.usedAt = token.createdAt;
    }
    this.tokens.set(token.id, { ...token });
  }
  async ofDigest(digest: string) {
    const found = [...this.tokens.values()].find((token) => token.digest === digest);
    return found && { ...found };
  }
  async markUsed(tokenId: string, at: string) {
    const token = this.tokens.get(tokenId);
    if (!token || token.usedAt) return false;
    token.usedAt = at;
    return true;
  }
  async pruneEndedBefore(at: string) {
    const ended = [...this.tokens.values()].filter(
      (t) => t.expiresAt < at || (t.usedAt !== undefined && t.usedAt < at),
    );
    for (const token of ended) this.tokens.delete(token.id);
    return ended.length;
  }
}

export class InMemoryLoginAttempts implements LoginAttempts, RequestCounters {
  private readonly counters = new Map<string, { startedAt: number; failures: number }>();
  /** The request limits count on the same counters (decision 2042). */
  count(subject: string, at: Date, window: AttemptWindow) {
    return this.recordFailure(subject, at, window);
  }
  async recordFailure(subject: string, at: Date, window: AttemptWindow) {
    const open = this.openCounter(subject, at, window);
    const counter = open ?? { startedAt: at.getTime(), failures: 0 };
    counter.failures += 1;
    this.counters.set(subject, counter);
    return counter.failures;
  }
  async failuresWithin(subject: string, at: Date, window: AttemptWindow) {
    return this.openCounter(subject, at, window)?.failures ?? 0;
  }
  async clear(subject: string) {
    this.counters.delete(subject);
  }
  async forgive(subject: string) {
    const counter = this.counters.get(subject);
    if (counter) counter.failures = Math.max(counter.failures - 1, 0);
  }
  async pruneWindowsStartedBefore(at: Date) {
    const old = [...this.counters.entries()].filter(([, counter]) => counter.startedAt < at.getTime());
    for (const [subject] of old) this.counters.delete(subject);
    return old.length;
  }
  private openCounter(subject: string, at: Date, window: AttemptWindow) {
    const counter = this.counters.get(subject);
    return counter && counter.startedAt > at.getTime() - window.minutes * 60_000 ? counter : undefined;
  }
}

/** Keeps what was sent, newest first, and reads it back as the outbox does. */
export class CollectingMailer implements Mailer, MailOutbox {
  readonly sent: OutboxMail[] = [];
  async send(mail: Mail) {
    // One mail per delivery key, as the outbox keeps them (decision 2082).
    if (mail.deliveryKey && (await this.alreadyKept(mail.deliveryKey))) return;
    this.sent.unshift({ ...mail, id: `mail-${this.sent.length + 1}`, createdAt: new Date(0).toISOString() });
  }
  async alreadyKept(deliveryKey: string) {
    return this.sent.some((mail) => mail.deliveryKey === deliveryKey);
  }
  async list(criteria: { to?: string; limit?: number } = {}) {
    return this.sent.filter((mail) => !criteria.to || mail.to === criteria.to).slice(0, criteria.limit ?? 50);
  }
  async ofId(id: string) {
    return this.sent.find((mail) => mail.id === id);
  }
  async markSent(id: string, at: string) {
    const mail = this.sent.find((each) => each.id === id);
    if (!mail || mail.sentAt) return false;
    mail.sentAt = at;
    return true;
  }
  /** The secret of the newest link sent to an address. */
  lastLinkTo(email: string): { hash: string; email: string; url: URL } | undefined {
    const mail = this.sent.find((each) => each.to === email);
    const href = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!href) return undefined;
    const url = new URL(href);
    return { hash: url.searchParams.get('hash') ?? '', email: url.searchParams.get('email') ?? '', url };
  }
}

/** A short list of passwords too easy to guess, standing in for the estimator. */
export class ListedGuessablePasswords {
  constructor(private readonly listed: string[] = ['Passw0rd', 'Password1', 'Qwerty123']) {}
  async isTooGuessable(password: string, personalWords: string[]): Promise<boolean> {
    const lower = password.toLowerCase();
    return (
      this.listed.includes(password) ||
      personalWords.some((word) => word && lower.includes(word.toLowerCase()))
    );
  }
}
