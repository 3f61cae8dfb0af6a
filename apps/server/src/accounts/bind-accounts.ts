import type { Container } from 'inversify';
import {
  AuthoriseApplicant,
  CheckPasswordLink,
  CLOCK,
  IDS,
  IssuePasswordResetLink,
  LOGIN_ATTEMPTS,
  LimitRequests,
  REQUEST_COUNTERS,
  type RequestCounters,
  LogIn,
  LogOut,
  MAIL_OUTBOX,
  MAILER,
  ORG_PROFILES,
  PASSWORD_HASHER,
  PASSWORD_RESET_TOKENS,
  PruneAccountRecords,
  ResetPassword,
  SendKeptMail,
  ResolveSession,
  SECRET_TOKENS,
  AUDIT_TRAIL,
  type AuditTrail,
  GUESSABLE_PASSWORDS,
  type GuessablePasswords,
  SESSIONS,
  USER_CREDENTIALS,
  USERS,
  VEHICLE_APPLICATIONS,
  sessionPolicy,
  type Clock,
  type Ids,
  type LoginAttempts,
  type MailOutbox,
  type Mailer,
  type OrgProfiles,
  type PasswordHasher,
  type PasswordResetTokens,
  type SecretTokens,
  type Sessions,
  type UserCredentials,
  type Users,
  type VehicleApplications,
} from '@lease-portal/domain';
import {
  NodeCryptoSecretTokens,
  ScryptPasswordHasher,
  SmtpMailer,
  ZxcvbnGuessablePasswords,
} from '@lease-portal/partners';
import {
  PostgresLoginAttempts,
  PostgresOutbox,
  PostgresPasswordResetTokens,
  PostgresSessions,
  PostgresUserCredentials,
  type Database,
} from '@lease-portal/postgres';
import type { AccountSettings } from './account-settings';
import { JOBS_QUEUED } from '../jobs/bind-jobs';
import type { JobsQueuedSignal } from '../jobs/jobs-queued-signal';
import { passwordLinkUseCases } from './password-link-use-cases';

/** Accounts: sessions, passwords, password links, login limits and mail, bound in the portal's container. */
export function bindAccounts(container: Container, db: Database, settings: AccountSettings): void {
  const policy = sessionPolicy(settings.sessionTimeoutMinutes);
  container.bind<Sessions>(SESSIONS).toDynamicValue(() => new PostgresSessions(db));
  container
    .bind<PasswordResetTokens>(PASSWORD_RESET_TOKENS)
    .toDynamicValue(() => new PostgresPasswordResetTokens(db));
  container.bind<LoginAttempts>(LOGIN_ATTEMPTS).toDynamicValue(() => new PostgresLoginAttempts(db));
  // The request limits count in the login throttle's table, with its statement (decision 2042).
  container
    .bind<RequestCounters>(REQUEST_COUNTERS)
    .toDynamicValue((ctx) => ctx.get<PostgresLoginAttempts>(LOGIN_ATTEMPTS));
  container
    .bind(LimitRequests)
    .toDynamicValue(
      (ctx) => new LimitRequests(ctx.get<RequestCounters>(REQUEST_COUNTERS), ctx.get<Clock>(CLOCK)),
    );
  container.bind<UserCredentials>(USER_CREDENTIALS).toDynamicValue(() => new PostgresUserCredentials(db));
  container.bind<PasswordHasher>(PASSWORD_HASHER).toDynamicValue(() => new ScryptPasswordHasher());
  container.bind<SecretTokens>(SECRET_TOKENS).toDynamicValue(() => new NodeCryptoSecretTokens());
  container
    .bind<GuessablePasswords>(GUESSABLE_PASSWORDS)
    .toDynamicValue(() => new ZxcvbnGuessablePasswords());
  // Every mail is kept in the outbox (support staff look at what was kept); with SMTP, keeping it also
  // queues the job that hands it to the server, so no request waits on SMTP (decision 2107).
  const smtp = settings.smtp;
  container
    .bind<MailOutbox & Mailer>(MAIL_OUTBOX)
    .toDynamicValue(
      (ctx) =>
        new PostgresOutbox(
          db,
          ctx.get<Ids>(IDS),
          ctx.get<Clock>(CLOCK),
          smtp ? { jobsQueued: () => ctx.get<JobsQueuedSignal>(JOBS_QUEUED).notify() } : undefined,
        ),
    );
  container.bind<Mailer>(MAILER).toDynamicValue((ctx) => ctx.get<MailOutbox & Mailer>(MAIL_OUTBOX));
  if (smtp) {
    container.bind(SendKeptMail).toDynamicValue(
      (ctx) =>
        new SendKeptMail({
          outbox: ctx.get<MailOutbox>(MAIL_OUTBOX),
          relay: SmtpMailer.connect(smtp),
          clock: ctx.get<Clock>(CLOCK),
        }),
    );
  }

  container.bind(LogIn).toDynamicValue(
    (ctx) =>
      new LogIn({
        users: ctx.get<Users>(USERS),
        credentials: ctx.get<UserCredentials>(USER_CREDENTIALS),
        hasher: ctx.get<PasswordHasher>(PASSWORD_HASHER),
        tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
        sessions: ctx.get<Sessions>(SESSIONS),
        attempts: ctx.get<LoginAttempts>(LOGIN_ATTEMPTS),
        clock: ctx.get<Clock>(CLOCK),
        ids: ctx.get<Ids>(IDS),
        policy,
        audit: ctx.get<AuditTrail>(AUDIT_TRAIL),
      }),
  );
  container
    .bind(LogOut)
    .toDynamicValue(
      (ctx) =>
        new LogOut(
          ctx.get<Sessions>(SESSIONS),
          ctx.get<SecretTokens>(SECRET_TOKENS),
          ctx.get<Clock>(CLOCK),
          ctx.get<AuditTrail>(AUDIT_TRAIL),
        ),
    );
  container
    .bind(ResolveSession)
    .toDynamicValue(
      (ctx) =>
        new ResolveSession(
          ctx.get<Sessions>(SESSIONS),
          ctx.get<SecretTokens>(SECRET_TOKENS),
          ctx.get<Clock>(CLOCK),
          policy,
        ),
    );
  container.bind(IssuePasswordResetLink).toDynamicValue(
    (ctx) =>
      passwordLinkUseCases({
        users: ctx.get<Users>(USERS),
        orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
        resetTokens: ctx.get<PasswordResetTokens>(PASSWORD_RESET_TOKENS),
        tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
        mailer: ctx.get<Mailer>(MAILER),
        attempts: ctx.get<LoginAttempts>(LOGIN_ATTEMPTS),
        clock: ctx.get<Clock>(CLOCK),
        ids: ctx.get<Ids>(IDS),
        links: settings.links,
        audit: ctx.get<AuditTrail>(AUDIT_TRAIL),
      }).issuePasswordResetLink,
  );
  container.bind(ResetPassword).toDynamicValue(
    (ctx) =>
      new ResetPassword({
        users: ctx.get<Users>(USERS),
        orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
        credentials: ctx.get<UserCredentials>(USER_CREDENTIALS),
        resetTokens: ctx.get<PasswordResetTokens>(PASSWORD_RESET_TOKENS),
        tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
        hasher: ctx.get<PasswordHasher>(PASSWORD_HASHER),
        sessions: ctx.get<Sessions>(SESSIONS),
        attempts: ctx.get<LoginAttempts>(LOGIN_ATTEMPTS),
        guessable: ctx.get<GuessablePasswords>(GUESSABLE_PASSWORDS),
        clock: ctx.get<Clock>(CLOCK),
        audit: ctx.get<AuditTrail>(AUDIT_TRAIL),
      }),
  );
  container.bind(CheckPasswordLink).toDynamicValue(
    (ctx) =>
      new CheckPasswordLink({
        users: ctx.get<Users>(USERS),
        resetTokens: ctx.get<PasswordResetTokens>(PASSWORD_RESET_TOKENS),
        tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container
    .bind(AuthoriseApplicant)
    .toDynamicValue((ctx) => new AuthoriseApplicant(ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS)));
  container
    .bind(PruneAccountRecords)
    .toDynamicValue(
      (ctx) =>
        new PruneAccountRecords(
          ctx.get<Sessions>(SESSIONS),
          ctx.get<PasswordResetTokens>(PASSWORD_RESET_TOKENS),
          ctx.get<LoginAttempts>(LOGIN_ATTEMPTS),
          ctx.get<Clock>(CLOCK),
        ),
    );
}
