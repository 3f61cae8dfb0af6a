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
  await confirmChange(services, options, `E-mail ${options.email} of ${options.org} a new password link?`);
  const sent = await services.repairs.sendPasswordLink.execute(member, {
    orgId: options.org,
    email: options.email,
  });
  if (!sent.ok) throw sent.error;
  if (options.json) {
    return out.json({
      email: options.email,
      outcome: outcomeAsDelivered(sent.value, services.mailDelivery),
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

/** `user enable`: a disabled user may sign in again once they choose a new password (decision 2112). */
export async function enableUser({ open, out }: CommandContext, options: UserOptions & { reason: string }) {
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(
    services,
    options,
    `Enable ${options.email} of ${options.org}? Their old password stays cleared: they choose a new one with a link.`,
  );
  const enabled = await services.repairs.enableUser.execute(member, {
    orgId: options.org,
    email: options.email,
    reason: options.reason,
  });
  if (!enabled.ok) throw enabled.error;
  if (options.json) return out.json(enabled.value);
  out.line(
    `User ${enabled.value.userId} (${options.email}) is enabled. Send them a link to choose a password: lease-admin user password-link --org ${options.org} --email ${options.email}`,
  );
}
