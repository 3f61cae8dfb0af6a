import type { IssuePasswordResetLink, PasswordLinkOutcome } from '../accounts/issue-password-reset-link';
import { normalisedEmailAddress } from '../accounts/login-throttle';
import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { LeaseTerm } from '../calculator/lease-terms';
import type { OrgProfile } from '../organisation/org-profile';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { hasFieldErrors, textOf, validateForm } from '../validation/field-rule';
import type { QuoteSigning } from '../validation/quote-field-rules';
import { LEASE_APPLICATION_REASONS, leaseApplicationErrors } from './lease-application-errors';
import { quoteInvitationMail } from './quote-invitation-mail';
import { quotedApplicationFor, type ProviderQuote } from './quoted-application';
import { quotedApplicationRules, type QuotedApplicationField } from './quoted-application-rules';
import type { LeaseApplicationTransaction, UnitOfWork } from './unit-of-work.port';

export interface IssueQuotedApplicationCommand {
  orgId: string;
  /** The quote as staff typed it; checked here with the form rules before anything is written. */
  quote: Partial<Record<QuotedApplicationField, unknown>>;
  /** Who issues it, for the audit trail: 'os:<account>' from lease-admin (decision 0010). */
  staffId: string;
}

/** What happened: the invitation is sent after the commit, so its outcome is reported on its own. */
export interface IssuedQuotedApplication {
  applicationId: string;
  userId: string;
  /** True when the organisation already had a user of the officer's address, who was reused. */
  officerWasKnown: boolean;
  invitation: { outcome: PasswordLinkOutcome } | { outcome: 'failed'; reason: string };
}

export interface IssueQuotedApplicationDependencies {
  unitOfWork: UnitOfWork;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  passwordLinks: Pick<IssuePasswordResetLink, 'execute'>;
  ids: Ids;
  clock: Clock;
}

/**
 * A standard application comes to exist (decision 1210): staff issue a provider's quote to an officer
 * of a business. The officer's user (new, or the organisation's user of that address), the application
 * and the audit entries are written in one unit of work; then the officer is e-mailed a branded link to
 * set a password and sign in. Bad input and an unknown organisation write nothing.
 */
export class IssueQuotedApplication {
  constructor(private readonly deps: IssueQuotedApplicationDependencies) {}

  /** Checks the command without writing anything, so a front end can show what would be issued. */
  async check(
    command: Pick<IssueQuotedApplicationCommand, 'orgId' | 'quote'>,
  ): Promise<Result<{ profile: OrgProfile; quote: ProviderQuote }, DomainError>> {
    const profile = await this.deps.orgProfiles.ofId(command.orgId);
    if (!profile) return fail(leaseApplicationErrors.organisationNotFound(command.orgId));
    const errors = validateForm(quotedApplicationRules(profile.region), command.quote);
    if (hasFieldErrors(errors)) return fail(leaseApplicationErrors.quoteInvalid(errors));
    const quote = providerQuoteOf(command.quote);
    const issued = await this.deps.unitOfWork.run((tx) =>
      tx.leaseApplications.ofQuoteReference(profile.orgId, quote.quoteReference),
    );
    if (issued) return fail(leaseApplicationErrors.quoteReferenceTaken(quote.quoteReference));
    return ok({ profile, quote });
  }

  async execute(
    command: IssueQuotedApplicationCommand,
  ): Promise<Result<IssuedQuotedApplication, DomainError>> {
    const { ids, clock } = this.deps;
    const checked = await this.check(command);
    if (!checked.ok) return checked;
    const { profile, quote } = checked.value;
    const actor = auditActor.staff(command.staffId);

    const written = await this.write(async ({ users, leaseApplications, auditEntries }) => {
      const at = clock.now().toISOString();
      // One quote, one application in the organisation (decision 1230); the database's index backs it.
      if (await leaseApplications.ofQuoteReference(profile.orgId, quote.quoteReference)) {
        return fail(leaseApplicationErrors.quoteReferenceTaken(quote.quoteReference));
      }
      const known = await users.ofEmail(profile.orgId, quote.officer.email);
      const user = known ?? newOfficer(ids.next(), profile, quote, at);
      if (!known) {
        await users.add(user);
        await auditEntries.record({
          actor,
          action: 'account.created',
          subject: `user:${user.id}`,
          at,
          details: { reason: 'quote-issued' },
        });
      }
      const application = quotedApplicationFor({ applicationId: ids.next(), user, quote, profile, at });
      await leaseApplications.add(application);
      await auditEntries.record({
        actor,
        action: 'application.quote-issued',
        applicationId: application.applicationId,
        at,
        details: {
          userId: user.id,
          officerWasKnown: !!known,
          quoteReference: quote.quoteReference,
          signing: quote.signing,
        },
      });
      return ok({ applicationId: application.applicationId, userId: user.id, officerWasKnown: !!known });
    });
    if (!written.ok) return written;

    return ok({ ...written.value, invitation: await this.invite(profile, quote, actor) });
  }

  /** Two staff issuing the same quote at once: the index refuses the later one, as the rule would have. */
  private async write<T>(
    work: (tx: LeaseApplicationTransaction) => Promise<Result<T, DomainError>>,
  ): Promise<Result<T, DomainError>> {
    try {
      return await this.deps.unitOfWork.run(work);
    } catch (error) {
      const reason = error instanceof DomainError ? error.details?.reason : undefined;
      if (reason === LEASE_APPLICATION_REASONS.quoteReferenceTaken) return fail(error as DomainError);
      throw error;
    }
  }

  /** A mail that fails leaves the application in place: staff see why and can invite again. */
  private async invite(
    profile: OrgProfile,
    quote: ProviderQuote,
    actor: string,
  ): Promise<IssuedQuotedApplication['invitation']> {
    try {
      const outcome = await this.deps.passwordLinks.execute({
        orgId: profile.orgId,
        email: quote.officer.email,
        purpose: 'create-password',
        mail: quoteInvitationMail(quote),
        actor,
      });
      return { outcome };
    } catch (error) {
      return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The checked form as typed values: amounts as numbers, the address lower-cased, text trimmed. */
function providerQuoteOf(form: Partial<Record<QuotedApplicationField, unknown>>): ProviderQuote {
  const image = textOf(form.vehicleImage);
  return {
    officer: {
      firstName: textOf(form.firstName),
      lastName: textOf(form.lastName),
      email: normalisedEmailAddress(textOf(form.email)),
      phone: textOf(form.phone),
    },
    vehicle: {
      make: textOf(form.vehicleMake),
      model: textOf(form.vehicleModel),
      ...(image ? { image } : {}),
    },
    driveAwayPrice: Number(textOf(form.driveAwayPrice)),
    monthlyRental: Number(textOf(form.monthlyRental)),
    term: Number(textOf(form.term)) as LeaseTerm,
    quoteReference: textOf(form.quoteReference),
    signing: textOf(form.signing).toLowerCase() as QuoteSigning,
  };
}

function newOfficer(id: string, profile: OrgProfile, quote: ProviderQuote, at: string): User {
  return {
    id,
    orgId: profile.orgId,
    firstName: quote.officer.firstName,
    lastName: quote.officer.lastName,
    email: quote.officer.email,
    contactNumber: quote.officer.phone,
    region: profile.region,
    createdAt: at,
  };
}
