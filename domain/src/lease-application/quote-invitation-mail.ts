import { brandedLinkMail, lifetimeText, type PasswordLinkMailComposer } from '../accounts/password-link-mail';
import type { ProviderQuote } from './quoted-application';

/** The mail kind of an officer's invitation to a quote, as the outbox lists it. */
export const QUOTE_INVITATION_MAIL_KIND = 'lease-application.quote-invitation';

/**
 * The invitation to a quote (decision 1210): the organisation's brand, as every password-link mail,
 * with words about the quote instead of an account. The link is the create-password link, so the
 * officer sets a password and is signed in; one who already has a password may simply sign in.
 */
export function quoteInvitationMail(
  quote: Pick<ProviderQuote, 'quoteReference' | 'vehicle' | 'term'>,
): PasswordLinkMailComposer {
  return (facts) =>
    brandedLinkMail(facts, {
      subject: 'Your vehicle lease quote from {company}',
      intro: [
        `{company} has prepared lease quote ${quote.quoteReference} for a ${quote.vehicle.make} ${quote.vehicle.model} over ${quote.term} months, for you to review as the business's authorised officer.`,
        'Set your password to sign in, review the quote and complete the credit application.',
      ],
      action: 'Set Password and Sign In',
      notice: `This link works once and expires in ${lifetimeText(facts.lifetimeHours)}. If you already have a password, you can sign in with it instead. If it has expired, contact us for a new one.`,
      kind: QUOTE_INVITATION_MAIL_KIND,
    });
}
