import { DEFAULT_THEME_COLOUR } from '../organisation/branding';
import { contactDetailsFor } from '../organisation/contact-details';
import type { OrgProfile } from '../organisation/org-profile';
import type { Mail } from './mail';
import type { PasswordLinkPurpose } from './password-reset-token';
import type { User } from './user';

export interface PasswordLinkMailFacts {
  user: Pick<User, 'firstName' | 'email'>;
  profile: OrgProfile;
  purpose: PasswordLinkPurpose;
  link: string;
  lifetimeHours: number;
}

const WORDING: Record<PasswordLinkPurpose, { subject: string; intro: string; action: string }> = {
  'create-password': {
    subject: 'Set up your {company} password',
    intro: 'Your {company} account has been created. Choose your password to sign in and see your shortlist.',
    action: 'Set up New Password',
  },
  'reset-password': {
    subject: 'Reset your {company} password',
    intro: 'We received a request to reset the password of your {company} account.',
    action: 'Reset Password',
  },
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const lifetimeText = (hours: number): string => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The branded e-mail with a password link: the organisation's name, colour and contacts, or the region's. */
export function passwordLinkMail(facts: PasswordLinkMailFacts): Mail {
  const { user, profile, purpose, link, lifetimeHours } = facts;
  const contacts = contactDetailsFor(profile.region, profile);
  const company = contacts.companyName;
  const wording = WORDING[purpose];
  const fill = (text: string) => text.replaceAll('{company}', company);
  const expiry = `This link works once and expires in ${lifetimeText(lifetimeHours)}. If you did not ask for it, you can ignore this e-mail.`;
  const help = `Need help? Call us on ${contacts.phoneNumber} or e-mail ${contacts.email}.`;
  const colour = profile.theme.primaryColour ?? profile.calculator.headerColour ?? DEFAULT_THEME_COLOUR;

  const text = [
    `Hi ${user.firstName},`,
    fill(wording.intro),
    `${wording.action}: ${link}`,
    expiry,
    help,
    company,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1c2127;">',
    `<p>Hi ${escapeHtml(user.firstName)},</p>`,
    `<p>${escapeHtml(fill(wording.intro))}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: ${escapeHtml(colour)}; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(wording.action)}</a></p>`,
    `<p style="font-size: 12px;">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(help)}</p>`,
    `<p>${escapeHtml(company)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: user.email,
    subject: fill(wording.subject),
    text,
    html,
    orgId: profile.orgId,
    kind: purpose === 'create-password' ? 'account.create-password' : 'account.reset-password',
  };
}
