import type { Mailer } from '../accounts/mailer.port';
import type { SecretTokens } from '../accounts/secret-tokens.port';
import { auditActor } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { mayAct, type StaffMember } from '../staff/staff-member';
import type { StaffMembers } from '../staff/staff-members.port';
import { staffReason } from '../staff/staff-reason';
import { ENROLMENT_CODE_LIFETIME_HOURS, type EnrolledStaffMember } from './staff-enrolment';
import { staffEnrolmentMail, staffKeyBreakGlassMail } from './staff-enrolment-mail';
import { normalisedEmailAddress } from '../accounts/login-throttle';

/**
 * A lost or exposed key is replaced, never recovered (decision 2112), as a payments dashboard rolls an
 * API key: the old key stops working at once. Whoever receives the new one is the member alone: by
 * mail for a key an administrator reissues, on their own terminal when they roll their own.
 */
export interface StaffKeyDependencies {
  members: StaffMembers;
  tokens: Pick<SecretTokens, 'generate'>;
  clock: Clock;
  mailer: Mailer;
}

/** Who broke the glass, as the machine names them: its operating-system account and host name. */
export interface BreakGlassOperator {
  account: string;
  host: string;
}

export class ReissueStaffKey {
  constructor(private readonly deps: StaffKeyDependencies) {}

  /**
   * An administrator reissues another member's key: the old one stops working now, and a one-time
   * code for a new one goes to the member's own address, so the administrator never holds it.
   */
  async forMember(
    by: StaffMember,
    command: { staffId: string; reason: string },
  ): Promise<Result<StaffMember, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const member = await this.deps.members.ofId(command.staffId);
    if (!member) return fail(staffErrors.memberNotFound(command.staffId));
    if (member.status !== 'active') return fail(staffErrors.memberDisabled());
    const now = this.deps.clock.now();
    const { token: code, digest } = this.deps.tokens.generate();
    const expiresAt = new Date(now.getTime() + ENROLMENT_CODE_LIFETIME_HOURS * 3_600_000).toISOString();
    const outcome = await this.deps.members.reissueKey(
      member.staffId,
      { enrolment: { codeDigest: digest, expiresAt } },
      {
        actor: auditActor.staff(by.staffId),
        action: 'staff.member.key.reissued',
        subject: `staff:${member.staffId}`,
        at: now.toISOString(),
        details: { delivered: 'enrolment code by mail', reason: reason.value },
      },
    );
    if (outcome === 'notFound') return fail(staffErrors.memberNotFound(command.staffId));
    await this.deps.mailer.send(staffEnrolmentMail(member, code, expiresAt, 'reissued'));
    return ok(member);
  }

  /** A member rolls their own key: the new one is theirs to see once, the old one stops working now. */
  async own(member: StaffMember): Promise<Result<EnrolledStaffMember, DomainError>> {
    const at = this.deps.clock.now().toISOString();
    const { token: key, digest } = this.deps.tokens.generate();
    const outcome = await this.deps.members.reissueKey(
      member.staffId,
      { keyDigest: digest },
      {
        actor: auditActor.staff(member.staffId),
        action: 'staff.member.key.reissued',
        subject: `staff:${member.staffId}`,
        at,
        details: { delivered: 'to the member, who rolled their own key' },
      },
    );
    if (outcome === 'notFound') return fail(staffErrors.memberDisabled());
    return ok({ member, key });
  }
}

/**
 * Break-glass (decision 2112): when no administrator can sign in, whoever holds the database as its
 * owner, on its machine, gives an active administrator a new key, shown there once. They could change
 * any table already; the glass makes it a documented step with an audit entry that names the machine
 * and account, and a mail that tells the administrator.
 */
export class BreakGlassStaffKey {
  constructor(private readonly deps: StaffKeyDependencies) {}

  async execute(command: {
    email: string;
    reason: string;
    operator: BreakGlassOperator;
  }): Promise<Result<EnrolledStaffMember, DomainError>> {
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    if (!(await this.deps.members.heldByItsOwnerHere())) {
      return fail(
        staffErrors.breakGlassRefused(
          'Break-glass works only on the machine that holds the database, as its owner: the portal’s data folder (DATA_DIR), or DATABASE_URL naming a server on this machine as the role that owns the tables.',
        ),
      );
    }
    const email = normalisedEmailAddress(command.email);
    const member = (await this.deps.members.all()).find((each) => each.email === email);
    if (!member || member.role !== 'administrator' || member.status !== 'active') {
      return fail(
        staffErrors.breakGlassRefused(
          `Break-glass gives a new key to an active administrator only; ${command.email.trim()} is not one (\`lease-admin staff list\` as any member shows who is).`,
        ),
      );
    }
    const at = this.deps.clock.now().toISOString();
    const { token: key, digest } = this.deps.tokens.generate();
    const outcome = await this.deps.members.reissueKey(
      member.staffId,
      { keyDigest: digest },
      {
        actor: auditActor.staff(member.staffId),
        action: 'staff.member.key.reissued',
        subject: `staff:${member.staffId}`,
        at,
        details: {
          via: 'break-glass',
          delivered: 'shown on the machine that holds the database',
          account: command.operator.account,
          host: command.operator.host,
          reason: reason.value,
        },
      },
    );
    if (outcome === 'notFound') return fail(staffErrors.memberDisabled());
    await this.deps.mailer.send(staffKeyBreakGlassMail(member, { ...command.operator, at }));
    return ok({ member, key });
  }
}
