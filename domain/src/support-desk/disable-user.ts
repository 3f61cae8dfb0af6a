import { auditActor } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { staffReason } from '../staff/staff-reason';
import { mayAct, type StaffMember } from '../staff/staff-member';
import type { Sessions } from '../accounts/sessions.port';
import type { UserAccess } from '../accounts/user-access.port';
import type { Users } from '../accounts/users.port';

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
    if (!user) {
      return fail(
        new DomainError(
          'NOT_FOUND',
          `The organisation ${command.orgId} has no user ${command.email.trim()}.`,
          {
            reason: 'ACCOUNT.USER_NOT_FOUND',
          },
        ),
      );
    }
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
