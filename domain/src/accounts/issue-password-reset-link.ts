import { auditActor, type AuditTrail } from '../application/audit-entry';
import { defaultOrgProfile } from '../organisation/default-org-profile';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import type { LoginAttempts } from './login-attempts.port';
import { RESET_MAIL_THROTTLE, resetMailSubject } from './login-throttle';
import type { Mailer } from './mailer.port';
import { PASSWORD_LINK_LIFETIME_HOURS } from './password-link-lifetime';
import { passwordLinkMail, type PasswordLinkMailComposer } from './password-link-mail';
import type { PasswordLinkPurpose } from './password-reset-token';
import type { PasswordResetTokens } from './password-reset-tokens.port';
import { linkDomainFor, passwordLinkUrl, type PortalLinks } from './portal-links';
import type { SecretTokens } from './secret-tokens.port';
import type { Users } from './users.port';

export interface IssuePasswordResetLinkRequest {
  orgId: string;
  email: string;
  /** 'create-password' after registration, 'reset-password' when the user forgot it. */
  purpose: PasswordLinkPurpose;
  /** The host the request came to, so the link returns the user to the portal they used. */
  host?: string;
  /** Another wording for the mail, such as a staff member's invitation to a quote (decision 1210). */
  mail?: PasswordLinkMailComposer;
  /** Who asked for the link, for the audit trail, when it is neither the visitor nor the portal. */
  actor?: string;
  /**
   * A job's key when a job sends the link (decision 2094): the mail carries it, and a link whose mail
   * was kept already under it is not issued again, so a retried job never retires the link it mailed.
   */
  deliveryKey?: string;
}

export interface IssuePasswordResetLinkDependencies {
  users: Pick<Users, 'ofEmail'>;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  resetTokens: Pick<PasswordResetTokens, 'issue'>;
  tokens: Pick<SecretTokens, 'generate'>;
  mailer: Mailer;
  attempts: Pick<LoginAttempts, 'recordFailure'>;
  clock: Clock;
  ids: Ids;
  links: PortalLinks;
  audit: Pick<AuditTrail, 'record'>;
}

/** What happened, for logs and support staff only: the caller answers the same whatever it is. */
export type PasswordLinkOutcome = 'sent' | 'no-such-user' | 'throttled';

/**
 * E-mails a branded, single-use, expiring link to /reset-password. The answer never tells the caller
 * whether the address belongs to a user, and one address gets at most a few mails an hour.
 */
export class IssuePasswordResetLink {
  constructor(private readonly deps: IssuePasswordResetLinkDependencies) {}

  async execute(request: IssuePasswordResetLinkRequest): Promise<PasswordLinkOutcome> {
    const { users, orgProfiles, resetTokens, tokens, mailer, attempts, clock, ids, links, audit } = this.deps;
    const now = clock.now();
    const user = await users.ofEmail(request.orgId, request.email);
    if (!user) return 'no-such-user';
    if (request.deliveryKey && (await mailer.alreadyKept?.(request.deliveryKey))) return 'sent';
    const sent = await attempts.recordFailure(
      resetMailSubject(request.orgId, user.email),
      now,
      RESET_MAIL_THROTTLE.window,
    );
    if (sent > RESET_MAIL_THROTTLE.perAccount) return 'throttled';

    const lifetimeHours = PASSWORD_LINK_LIFETIME_HOURS[request.purpose];
    const { token, digest } = tokens.generate();
    await resetTokens.issue({
      id: ids.next(),
      userId: user.id,
      digest,
      purpose: request.purpose,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetimeHours * 3_600_000).toISOString(),
    });

    const profile = (await orgProfiles.ofId(user.orgId)) ?? defaultOrgProfile(user.region);
    const origin = links.originOf(linkDomainFor(profile, links, request.host));
    const link = passwordLinkUrl(origin, token, user.email);
    const compose = request.mail ?? passwordLinkMail;
    const mail = compose({ user, profile, purpose: request.purpose, link, lifetimeHours });
    await mailer.send(request.deliveryKey ? { ...mail, deliveryKey: request.deliveryKey } : mail);
    await audit.record({
      // A reset is asked for by whoever typed the address; a create-password link follows a registration.
      actor: request.actor ?? (request.purpose === 'reset-password' ? auditActor.visitor : auditActor.system),
      action: 'account.password-link.sent',
      subject: `user:${user.id}`,
      at: now.toISOString(),
      details: { purpose: request.purpose },
    });
    return 'sent';
  }
}
