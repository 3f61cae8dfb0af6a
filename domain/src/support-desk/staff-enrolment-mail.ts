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
  why: 'enrolled' | 'reissued' = 'enrolled',
): Mail {
  const until = readableTime(expiresAt);
  // A key reissued (decision 2112) is received the same way as a first one.
  const opening =
    why === 'enrolled'
      ? `You are enrolled on the Lease Portal support desk as ${member.role}.`
      : 'An administrator of the Lease Portal support desk has issued you a new staff key: your old key no longer works.';
  const text = [
    `Hello ${member.name},`,
    '',
    `${opening} To receive your staff key, run`,
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
    `<p>${escapeHtml(opening)} To receive your staff key, run <code>lease-admin login --enrol</code> and give this code when it asks:</p>`,
    `<p>${ENROLMENT_CODE_LABEL} <code>${escapeHtml(code)}</code></p>`,
    `<p>The code works once, until ${until}. Your key is then saved for your account only; nobody else is shown it.</p>`,
    '<p>If you did not expect this mail, tell an administrator of the desk.</p>',
  ].join('\n');
  return {
    to: member.email,
    subject:
      why === 'enrolled'
        ? 'Your enrolment on the Lease Portal support desk'
        : 'A new staff key for the Lease Portal support desk',
    text,
    html,
    orgId: SUPPORT_DESK_MAIL_ORG,
    kind: 'staff.enrolment',
  };
}

/**
 * Tells an administrator that their key was replaced by break-glass (decision 2112), on which machine
 * and by which account: if it was not them, someone holds the database and their identity.
 */
export function staffKeyBreakGlassMail(
  member: Pick<StaffMember, 'name' | 'email'>,
  where: { account: string; host: string; at: string },
): Mail {
  const when = readableTime(where.at);
  const said = [
    `Your Lease Portal support desk key was replaced at ${when} by break-glass, on the machine ${where.host} (account ${where.account}). Your old key no longer works.`,
    'If this was not you, someone who holds the portal’s database acts as you: tell the other administrators and your security team now.',
  ];
  return {
    to: member.email,
    subject: 'Your support desk key was replaced by break-glass',
    text: [`Hello ${member.name},`, '', ...said].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(member.name)},</p>`,
      ...said.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join('\n'),
    orgId: SUPPORT_DESK_MAIL_ORG,
    kind: 'staff.key.break-glass',
  };
}
