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

/** Writes the mail that carries a password link; another context may word it its own way. */
export type PasswordLinkMailComposer = (facts: PasswordLinkMailFacts) => Mail;

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

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const lifetimeText = (hours: number): string => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The words of one branded link mail; `{company}` is replaced by the organisation's name. */
export interface LinkMailWording {
  subject: string;
  /** Paragraphs before the link's button. */
  intro: readonly string[];
  action: string;
  /** What the reader should know about the link itself: lifetime, single use. */
  notice: string;
  kind: Mail['kind'];
}

/** The branded e-mail with a password link: the organisation's name, colour and contacts, or the region's. */
export function passwordLinkMail(facts: PasswordLinkMailFacts): Mail {
  const wording = WORDING[facts.purpose];
  return brandedLinkMail(facts, {
    subject: wording.subject,
    intro: [wording.intro],
    action: wording.action,
    notice: `This link works once and expires in ${lifetimeText(facts.lifetimeHours)}. If you did not ask for it, you can ignore this e-mail.`,
    kind: facts.purpose === 'create-password' ? 'account.create-password' : 'account.reset-password',
  });
}

/** A link mail in the organisation's brand (decision 0705), in the words given. */
export function brandedLinkMail(
  facts: Pick<PasswordLinkMailFacts, 'user' | 'profile' | 'link'>,
  wording: LinkMailWording,
): Mail {
  const { user, profile, link } = facts;
  const contacts = contactDetailsFor(profile.region, profile);
  const company = contacts.companyName;
  const fill = (text: string) => text.replaceAll('{company}', company);
  const intro = wording.intro.map(fill);
  const notice = fill(wording.notice);
  const help = `Need help? Call us on ${contacts.phoneNumber} or e-mail ${contacts.email}.`;
  const colour = profile.theme.primaryColour ?? profile.calculator.headerColour ?? DEFAULT_THEME_COLOUR;

  const text = [`Hi ${user.firstName},`, ...intro, `${wording.action}: ${link}`, notice, help, company].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1c2127;">',
    `<p>Hi ${escapeHtml(user.firstName)},</p>`,
    ...intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: ${escapeHtml(colour)}; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(wording.action)}</a></p>`,
    `<p style="font-size: 12px;">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(notice)}</p>`,
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
    kind: wording.kind,
  };
}
