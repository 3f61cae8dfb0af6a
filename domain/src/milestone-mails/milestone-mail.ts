import { escapeHtml } from '../accounts/password-link-mail';
import type { Mail } from '../accounts/mail';
import type { Applicant } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import { DEFAULT_THEME_COLOUR, readableTextOn } from '../organisation/branding';
import { contactDetailsFor } from '../organisation/contact-details';
import type { OrgProfile } from '../organisation/org-profile';
import { regionDefaults } from '../organisation/region-defaults';
import type { Region } from '../shared/region';
import type { Milestone, MilestoneRecipient } from './milestones';

/** The outbox's kind of a milestone mail: 'lease-application.milestone.approved' and so on. */
export const milestoneMailKind = (milestone: Milestone): string => `lease-application.milestone.${milestone}`;

export interface MilestoneMailFacts {
  milestone: Milestone;
  recipient: MilestoneRecipient;
  application: VehicleApplication;
  profile: OrgProfile;
  /** The portal's address for this organisation, e.g. 'https://portal.example.com'. */
  origin: string;
}

/** What changes with the region in these mails beside the contacts: the business number, the sign-off. */
const REGION_WORDING: Record<Region, { signOff: string }> = {
  AU: { signOff: 'Kind regards' },
  NZ: { signOff: 'Ngā mihi' },
};

interface Wording {
  subject: string;
  paragraphs: string[];
  action: string;
}

/**
 * The words of each milestone. `{company}` is the organisation's name, `{business}` the customer's
 * business with its number, `{secondary}` Authorised Officer (2)'s name, `{vehicle}` the vehicle.
 */
const WORDING: Record<Milestone, Wording> = {
  submitted: {
    subject: 'We have received your application for a vehicle lease with {company}',
    paragraphs: [
      'Thank you: the credit application for {business} is with us. We will let you know by e-mail as soon as it is decided.',
    ],
    action: 'View Your Application',
  },
  onHoldForSecondary: {
    subject: 'Your application is waiting for Authorised Officer (2)',
    paragraphs: [
      'The credit application for {business} is on hold until {secondary}, Authorised Officer (2), completes their ID check.',
      'We have invited {secondary} by e-mail. You may want to let them know it is waiting for them.',
    ],
    action: 'View Your Application',
  },
  approved: {
    subject: 'Your application is approved: your lease is ready to sign',
    paragraphs: [
      'Good news: the credit application for {business} for {vehicle} is approved.',
      'Sign in to review and sign your lease documents.',
    ],
    action: 'Review and Sign',
  },
  referred: {
    subject: 'Your application is being reviewed by our credit team',
    paragraphs: [
      'The credit application for {business} has been referred to our credit team for a closer look.',
      'There is nothing you need to do now. We will contact you if we need more information, and e-mail you once it is decided.',
    ],
    action: 'View Your Application',
  },
  declined: {
    subject: 'An update on your application with {company}',
    paragraphs: [
      'We are sorry: we are unable to approve the credit application for {business} at this time.',
      'If you would like to talk about it, please contact us.',
    ],
    action: 'View Your Application',
  },
  secondaryTurnToSign: {
    subject: 'Your turn to sign the lease for {business}',
    paragraphs: [
      'The lease documents for {business} for {vehicle} are out for signature, and yours is needed as Authorised Officer (2).',
      'Sign in to review them. You can sign as soon as Authorised Officer (1) has signed.',
    ],
    action: 'Review and Sign',
  },
  documentsReceived: {
    subject: 'We have received your signed lease documents',
    paragraphs: [
      'Thank you: the signed lease documents for {business} have reached us.',
      'We are checking them now and will let you know when your lease is complete, or if anything needs to be signed again.',
    ],
    action: 'View Your Application',
  },
  leaseComplete: {
    subject: 'Your lease with {company} is complete',
    paragraphs: [
      'The lease for {business} for {vehicle} is complete: every signature is in place.',
      'Your signed lease documents are kept with your application. To keep a copy, sign in and choose Download signed documents on your application’s page.',
    ],
    // The link is the finished home, which offers the download once signed in: no bearer token in a mail.
    action: 'Download Your Signed Documents',
  },
  secondaryNotStarted: {
    subject: 'Reminder: your part in the vehicle lease for {business}',
    paragraphs: [
      'You were invited as Authorised Officer (2) of {business} for a vehicle lease with {company}, and the application is waiting for you.',
      'Sign in to complete your ID check and sign the lease documents. If you have not set a password yet, use the link in your invitation or contact us for a new one.',
    ],
    action: 'Sign In',
  },
  waitingAtStep: {
    subject: 'Reminder: your application with {company} is waiting for you',
    paragraphs: [
      'The vehicle lease application for {business} has been waiting for you for a few days.',
      'Sign in to pick up where you left off.',
    ],
    action: 'Continue Your Application',
  },
};

/** The officer a milestone mail goes to, with the address and name the mail needs and nothing more. */
export function recipientOf(
  application: VehicleApplication,
  recipient: MilestoneRecipient,
): { email: string; firstName: string } | undefined {
  const journey = application.journey;
  const officer: Applicant | undefined =
    recipient === 'secondary' ? journey.secondaryApplicant : journey.primaryApplicant;
  const email =
    officer?.email?.trim() || (recipient === 'primary' ? journey.currentUser?.email?.trim() : undefined);
  if (!email) return undefined;
  const firstName =
    officer?.firstName?.trim() ||
    (recipient === 'primary' ? journey.currentUser?.firstName?.trim() : undefined) ||
    'there';
  return { email, firstName };
}

function businessOf(application: VehicleApplication, region: Region): string {
  const journey = application.journey;
  const name =
    journey.companyDetails?.companyName?.trim() ||
    journey.companyDetails?.companyLegalName?.trim() ||
    journey.entityDetails?.entityName?.trim() ||
    'your business';
  const label = regionDefaults(region).businessNumberLabel;
  const number = (region === 'NZ' ? journey.companyDetails?.nzbn : undefined) ?? journey.companyDetails?.abn;
  return number?.trim() ? `${name} (${label} ${number.trim()})` : name;
}

function vehicleOf(application: VehicleApplication): string {
  const vehicle = application.journey.vehicleDetails;
  const name = [vehicle?.make?.trim(), vehicle?.model?.trim()].filter(Boolean).join(' ');
  return name ? `a ${name}` : 'your vehicle';
}

function secondaryNameOf(application: VehicleApplication): string {
  const secondary = application.journey.secondaryApplicant;
  const name = [secondary?.firstName?.trim(), secondary?.lastName?.trim()].filter(Boolean).join(' ');
  return name || 'Authorised Officer (2)';
}

const isWebImage = (source: string | undefined): source is string =>
  Boolean(source && /^https?:\/\//i.test(source.trim()));

/**
 * One milestone mail to one officer, in the organisation's brand: its logo and colour over the
 * message, its name, contacts and the region's wording (decisions 0705, 2082). Undefined when the
 * officer has no address to write to.
 */
export function milestoneMail(facts: MilestoneMailFacts): Mail | undefined {
  const { milestone, application, profile } = facts;
  const to = recipientOf(application, facts.recipient);
  if (!to) return undefined;
  const region = application.journey.currentUser?.region ?? profile.region;
  const contacts = contactDetailsFor(region, profile);
  const company = contacts.companyName;
  const fill = (text: string): string =>
    text
      .replaceAll('{company}', company)
      .replaceAll('{business}', businessOf(application, region))
      .replaceAll('{secondary}', secondaryNameOf(application))
      .replaceAll('{vehicle}', vehicleOf(application));
  const wording = WORDING[milestone];
  const subject = fill(wording.subject);
  const paragraphs = wording.paragraphs.map(fill);
  const link = `${facts.origin}/applications/${encodeURIComponent(application.applicationId)}`;
  const help = `Need help? Call us on ${contacts.phoneNumber} or e-mail ${contacts.email}.`;
  const signOff = REGION_WORDING[region].signOff;
  const colour = profile.theme.primaryColour ?? profile.calculator.headerColour ?? DEFAULT_THEME_COLOUR;
  const onColour = readableTextOn(colour) === 'dark' ? '#1c2127' : '#ffffff';
  const logo = [profile.theme.primaryLogo, profile.calculator.headerLogo].find(isWebImage);

  const text = [
    `Hi ${to.firstName},`,
    ...paragraphs,
    `${wording.action}: ${link}`,
    help,
    `${signOff},\n${company}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="margin: 0; font-family: Arial, sans-serif; color: #1c2127;">',
    `<div style="background: ${escapeHtml(colour)}; color: ${onColour}; padding: 16px 24px;">`,
    logo
      ? `<img src="${escapeHtml(logo.trim())}" alt="${escapeHtml(company)}" style="max-height: 48px;">`
      : `<strong style="font-size: 18px;">${escapeHtml(company)}</strong>`,
    '</div>',
    '<div style="padding: 16px 24px;">',
    `<p>Hi ${escapeHtml(to.firstName)},</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: ${escapeHtml(colour)}; color: ${onColour}; text-decoration: none; border-radius: 4px;">${escapeHtml(wording.action)}</a></p>`,
    `<p style="font-size: 12px;">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(help)}</p>`,
    `<p>${escapeHtml(signOff)},<br>${escapeHtml(company)}</p>`,
    '</div>',
    '</body></html>',
  ].join('\n');

  return { to: to.email, subject, text, html, orgId: profile.orgId, kind: milestoneMailKind(milestone) };
}
