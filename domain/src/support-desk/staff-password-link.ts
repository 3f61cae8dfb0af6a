import { auditActor } from '../application/audit-entry';
import type { IssuePasswordResetLink, PasswordLinkOutcome } from '../accounts/issue-password-reset-link';
import type { UserAccess } from '../accounts/user-access.port';
import type { Users } from '../accounts/users.port';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { mayAct, type StaffMember } from '../staff/staff-member';
import { userNotFound } from './disable-user';

/**
 * Support e-mails a customer's user a link to choose a password (decision 1860), but never a disabled
 * user (decision 2112): the password they set would open nothing. They are enabled first.
 */
export class SendPasswordLinkAsStaff {
  constructor(
    private readonly deps: {
      users: Pick<Users, 'ofEmail'>;
      access: Pick<UserAccess, 'isDisabled'>;
      passwordLinks: Pick<IssuePasswordResetLink, 'execute'>;
    },
  ) {}

  async execute(
    member: StaffMember,
    command: { orgId: string; email: string },
  ): Promise<Result<Exclude<PasswordLinkOutcome, 'no-such-user' | 'throttled'>, DomainError>> {
    if (!mayAct(member, 'resendInvitation')) return fail(staffErrors.notPermitted('resendInvitation'));
    const user = await this.deps.users.ofEmail(command.orgId, command.email);
    if (!user) return fail(userNotFound(command));
    if (await this.deps.access.isDisabled(user.id)) {
      return fail(
        staffErrors.nothingToRepair(
          `${user.email} is disabled: a password would open nothing. Enable them first (\`lease-admin user enable --org ${command.orgId} --email ${user.email} --reason …\`), then send the link.`,
        ),
      );
    }
    const outcome = await this.deps.passwordLinks.execute({
      orgId: command.orgId,
      email: command.email,
      purpose: 'reset-password',
      actor: auditActor.staff(member.staffId),
    });
    if (outcome === 'no-such-user') return fail(userNotFound(command));
    if (outcome === 'throttled') {
      return fail(
        new DomainError('RATE_LIMITED', `Not sent: ${user.email} had too many mails in the last hour.`),
      );
    }
    return ok(outcome);
  }
}
