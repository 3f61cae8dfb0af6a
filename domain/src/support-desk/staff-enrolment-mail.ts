import type { Mail } from '../accounts/mail';
import { escapeHtml } from '../accounts/password-link-mail';
import type { StaffMember } from '../staff/staff-member';

/** Staff mails carry no organisation's brand: the desk is the provider's. */
export const SUPPORT_DESK_MAIL_ORG = 'support-desk';

/** How the mail names the code, and how `lease-admin mail show` finds it to leave it out (decision 2040). */
export const ENROLMENT_CODE_LABEL = 'Enrolment code:';

const readableTime = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The one-time code that gives a new member their staff key, sent to their own address only: the
 * administrators who proposed and approved them never see it, nor the key it opens.
 */
export function staffEnrolmentMail(
  member: Pick<StaffMember, 'name' | 'email' | 'role'>,
  code: string,
  expiresAt: string,
): Mail {
  const until = readableTime(expiresAt);
  const text = [
    `Hello ${member.name},`,
    '',
    `You are enrolled on the Lease Portal support desk as ${member.role}. To receive your staff key, run`,
    '',
    '  lease-admin login --enrol',
    '',
    'and give this code when it asks:',
    '',
    `  ${ENROLMENT_CODE_LABEL} ${code}`,
    '',
    `The code works once, until ${until}. Your key is then saved for your account only; nobody else is shown it.`,
    'If you did not expect this mail, tell an administrator of the desk.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(member.name)},</p>`,
    `<p>You are enrolled on the Lease Portal support desk as ${escapeHtml(member.role)}. To receive your staff key, run <code>lease-admin login --enrol</code> and give this code when it asks:</p>`,
    `<p>${ENROLMENT_CODE_LABEL} <code>${escapeHtml(code)}</code></p>`,
    `<p>The code works once, until ${until}. Your key is then saved for your account only; nobody else is shown it.</p>`,
    '<p>If you did not expect this mail, tell an administrator of the desk.</p>',
  ].join('\n');
  return {
    to: member.email,
    subject: 'Your enrolment on the Lease Portal support desk',
    text,
    html,
    orgId: SUPPORT_DESK_MAIL_ORG,
    kind: 'staff.enrolment',
  };
}
