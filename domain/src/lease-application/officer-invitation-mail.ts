import { brandedLinkMail, lifetimeText, type PasswordLinkMailComposer } from '../accounts/password-link-mail';

/** The mail kinds of the officers' invitations, as the outbox lists them. */
export const OFFICER_NOMINATION_MAIL_KIND = 'lease-application.officer-nomination';
export const SECONDARY_INVITATION_MAIL_KIND = 'lease-application.secondary-invitation';

const linkNotice = (lifetimeHours: number): string =>
  `This link works once and expires in ${lifetimeText(lifetimeHours)}. If you already have a password, you can sign in with it instead. If it has expired, contact us for a new one.`;

export interface OfficerNominationFacts {
  /** Who nominated them: the previous officer's name, or none when staff did it for the provider. */
  nominatedBy?: string;
  quoteReference?: string;
  vehicle?: { make?: string; model?: string };
}

/**
 * The nominee's invitation (decision 1230): nominated as the business's authorised officer to review
 * and approve the quote, complete the credit application and sign the lease, as their home then
 * welcomes them (journey §4 'Headline'). The link is the create-password link, in the brand.
 */
export function officerNominationMail(facts: OfficerNominationFacts): PasswordLinkMailComposer {
  const who = facts.nominatedBy ?? '{company}';
  const quote = facts.quoteReference ? `lease quote ${facts.quoteReference}` : 'a vehicle lease quote';
  const vehicle =
    facts.vehicle?.make && facts.vehicle.model ? ` for a ${facts.vehicle.make} ${facts.vehicle.model}` : '';
  return (mailFacts) =>
    brandedLinkMail(mailFacts, {
      subject: 'You have been nominated as authorised officer for a vehicle lease with {company}',
      intro: [
        `${who} nominated you as the business's authorised officer to review and approve ${quote}${vehicle}, complete a credit application and sign the lease.`,
        'Set your password to sign in and get started.',
      ],
      action: 'Set Password and Sign In',
      notice: linkNotice(mailFacts.lifetimeHours),
      kind: OFFICER_NOMINATION_MAIL_KIND,
    });
}

export interface SecondaryInvitationFacts {
  /** Authorised Officer (1)'s name, or none when staff invite for them. */
  invitedBy?: string;
  businessName?: string;
}

/**
 * Authorised Officer (2)'s invitation (decision 1230): their part is an ID check and signing the
 * lease (journey §1), so the mail says that and nothing about the quote or the credit application.
 */
export function secondaryInvitationMail(facts: SecondaryInvitationFacts): PasswordLinkMailComposer {
  const who = facts.invitedBy ?? '{company}';
  const business = facts.businessName ? ` of ${facts.businessName}` : '';
  return (mailFacts) =>
    brandedLinkMail(mailFacts, {
      subject: 'You are invited as Authorised Officer (2) for a vehicle lease with {company}',
      intro: [
        `${who} invited you as Authorised Officer (2)${business} for a vehicle lease with {company}.`,
        'Set your password to sign in, complete an ID check and sign the lease documents.',
      ],
      action: 'Set Password and Sign In',
      notice: linkNotice(mailFacts.lifetimeHours),
      kind: SECONDARY_INVITATION_MAIL_KIND,
    });
}
