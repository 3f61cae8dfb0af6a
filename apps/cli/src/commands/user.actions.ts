import { auditActor, DomainError, mayAct, staffErrors } from '@lease-portal/domain';
import type { CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './signed-in';

export interface UserOptions {
  org: string;
  email: string;
  yes?: boolean;
  json?: boolean;
}

export async function sendPasswordLink({ open, out }: CommandContext, options: UserOptions) {
  const services = await open();
  const member = await signedInStaff(services);
  if (!mayAct(member, 'resendInvitation')) throw staffErrors.notPermitted('resendInvitation');
  await confirmChange(services, options, `E-mail ${options.email} a new password link?`);
  const outcome = await services.repairs.passwordLinks.execute({
    orgId: options.org,
    email: options.email,
    purpose: 'reset-password',
    actor: auditActor.staff(member.staffId),
  });
  if (outcome === 'no-such-user') {
    throw new DomainError('NOT_FOUND', `The organisation ${options.org} has no user ${options.email}.`);
  }
  if (outcome === 'throttled') {
    throw new DomainError('RATE_LIMITED', `Not sent: ${options.email} had too many mails in the last hour.`);
  }
  if (options.json) {
    return out.json({
      email: options.email,
      outcome: outcomeAsDelivered(outcome, services.mailDelivery),
    });
  }
  out.line(deliveredLine('Password link', options.email, services.mailDelivery));
}

export async function disableUser({ open, out }: CommandContext, options: UserOptions & { reason: string }) {
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(services, options, `Disable ${options.email} of ${options.org}?`);
  const disabled = await services.repairs.disableUser.execute(member, {
    orgId: options.org,
    email: options.email,
    reason: options.reason,
  });
  if (!disabled.ok) throw disabled.error;
  if (options.json) return out.json(disabled.value);
  out.line(
    `User ${disabled.value.userId} (${options.email}) is disabled; ${disabled.value.sessionsEnded} session(s) ended.`,
  );
}
