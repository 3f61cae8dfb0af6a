import { auditActor } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { staffReason } from '../staff/staff-reason';
import { mayAct, type StaffMember } from '../staff/staff-member';
import type { Sessions } from '../accounts/sessions.port';
import type { UserAccess } from '../accounts/user-access.port';
import type { Users } from '../accounts/users.port';

/** The organisation has no user of this address (users are per organisation). */
export const userNotFound = (command: { orgId: string; email: string }) =>
  new DomainError('NOT_FOUND', `The organisation ${command.orgId} has no user ${command.email.trim()}.`, {
    reason: 'ACCOUNT.USER_NOT_FOUND',
  });

export interface DisableUserDependencies {
  users: Pick<Users, 'ofEmail'>;
  access: UserAccess;
  sessions: Pick<Sessions, 'revokeAllOfUser'>;
  clock: Clock;
}

/**
 * Support disables a customer's user of an organisation (issue: support tooling, decision 1860): the
 * password stops opening sessions and the open ones end now. Nothing is deleted.
 */
export class DisableUser {
  constructor(private readonly deps: DisableUserDependencies) {}

  async execute(
    member: StaffMember,
    command: { orgId: string; email: string; reason: string },
  ): Promise<Result<{ userId: string; sessionsEnded: number }, DomainError>> {
    if (!mayAct(member, 'disableUser')) return fail(staffErrors.notPermitted('disableUser'));
    const given = staffReason(command.reason);
    if (!given.ok) return given;
    const reason = given.value;
    const user = await this.deps.users.ofEmail(command.orgId, command.email);
    if (!user) return fail(userNotFound(command));
    const at = this.deps.clock.now().toISOString();
    const outcome = await this.deps.access.disable(user.id, at, {
      actor: auditActor.staff(member.staffId),
      action: 'account.disabled',
      subject: `user:${user.id}`,
      at,
      details: { reason },
    });
    if (outcome === 'alreadyDisabled')
      return fail(staffErrors.nothingToRepair('This user is already disabled.'));
    if (outcome === 'notFound') {
      return fail(
        new DomainError('NOT_FOUND', 'The user was removed meanwhile.', { reason: 'ACCOUNT.USER_NOT_FOUND' }),
      );
    }
    const sessionsEnded = await this.deps.sessions.revokeAllOfUser(user.id, at);
    return ok({ userId: user.id, sessionsEnded });
  }
}

/**
 * Support enables a disabled user again (decision 2112), with a reason. Their old password stays
 * cleared: they choose a new one with `user password-link`, sent to their own address, so an address
 * taken over and then recovered gives the one who took it nothing.
 */
export class EnableUser {
  constructor(private readonly deps: Pick<DisableUserDependencies, 'users' | 'access' | 'clock'>) {}

  async execute(
    member: StaffMember,
    command: { orgId: string; email: string; reason: string },
  ): Promise<Result<{ userId: string }, DomainError>> {
    if (!mayAct(member, 'disableUser')) return fail(staffErrors.notPermitted('disableUser'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const user = await this.deps.users.ofEmail(command.orgId, command.email);
    if (!user) return fail(userNotFound(command));
    const outcome = await this.deps.access.enable(user.id, {
      actor: auditActor.staff(member.staffId),
      action: 'account.enabled',
      subject: `user:${user.id}`,
      at: this.deps.clock.now().toISOString(),
      details: { reason: reason.value },
    });
    if (outcome === 'notDisabled') return fail(staffErrors.nothingToRepair('This user is not disabled.'));
    if (outcome === 'notFound') return fail(userNotFound(command));
    return ok({ userId: user.id });
  }
}
