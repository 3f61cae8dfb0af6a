import {
  DomainError,
  LEASE_APPLICATION_REASONS,
  mayAct,
  staffErrors,
  type NominatedOfficer,
  type NominatedSecondaryApplicant,
  type OfficerInvitation,
  type OfficerRequester,
} from '@lease-portal/domain';
import type { Command } from 'commander';
import { CommandCancelled } from '../exit-codes';
import type { Output } from '../output';
import type { CliServices, OpenServices } from '../services';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './staff.commands';

const ROLES = ['secondary', 'nominee'] as const;
type Role = (typeof ROLES)[number];

/** The person's fields and the options that give them, for error messages. */
const OPTION_OF: Record<string, string> = {
  firstName: '--first-name',
  lastName: '--last-name',
  email: '--email',
  phone: '--mobile',
  applicantType: '--type',
};

interface InviteOptions {
  role?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  type?: string;
  yes?: boolean;
  json?: boolean;
}

/**
 * `application invite`: staff nominate Authorised Officer (1) in place of the current one (`nominee`,
 * as reassignQuote) or Authorised Officer (2) (`secondary`, as selectSecondaryApplicant), through the
 * same use cases and rules as the portal, audited as staff (decision 1230).
 */
export function registerApplicationInviteCommand(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  application
    .command('invite')
    .description(
      'Invite a person onto an application: as the nominated authorised officer in place of Authorised ' +
        'Officer (1), who loses access and is signed out (--role nominee), or as Authorised Officer (2) ' +
        '(--role secondary). Creates their user in the organisation unless it has one of that e-mail ' +
        'address, and e-mails them a branded link to set a password and sign in. Bad input changes nothing.',
    )
    .argument('<applicationId>', 'the application (see `application show`)')
    .option('--role <role>', 'nominee (Authorised Officer (1)) or secondary (Authorised Officer (2))')
    .option('--first-name <name>', 'their first name')
    .option('--last-name <name>', 'their last name')
    .option('--email <address>', 'their e-mail address')
    .option('--mobile <number>', 'their mobile (AU 10 digits, NZ 9 to 12)')
    .option('--type <role>', 'secondary only: director or secretary (AU); the role as text (NZ)')
    .option('--yes', 'invite without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application invite 3f2c... --role nominee --first-name Noor --last-name Haddad \\',
        '    --email noor@example.com --mobile 0412345678',
        '  lease-admin application invite 3f2c... --role secondary --type director --first-name Sam \\',
        '    --last-name Lee --email sam@example.com --mobile 0412999888 --yes --json',
        '',
        'Exit codes: 0 invited; 2 bad input (nothing changed); 3 no such application; 4 changed meanwhile;',
        '5 not at this step of the application; 9 invited, but the e-mail was not sent; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (applicationId: string, options: InviteOptions) => {
      const role = roleOf(options);
      const services = await open();
      const member = await signedInStaff(services);
      if (!mayAct(member, 'advanceApplication')) throw staffErrors.notPermitted('advanceApplication');

      const officer = {
        firstName: options.firstName,
        lastName: options.lastName,
        email: options.email,
        phone: options.mobile,
      };
      if (!options.yes) {
        const found = await services.applications.ofId(applicationId);
        if (!found) throw new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`);
        out.line(summaryOf(applicationId, role, options, found.value.scoreboard.primaryApplicant?.email));
        if (!(await services.confirm('Invite this person and e-mail them?'))) {
          throw new CommandCancelled(
            'Not confirmed: nothing was changed. Add --yes to invite without a prompt.',
          );
        }
      }

      const requester: OfficerRequester = { kind: 'staff', staffId: member.staffId, applicationId };
      if (role === 'nominee') {
        const nominated = await services.nominateAuthorisedOfficer.execute({
          requester,
          officer,
          via: 'lease-admin',
        });
        if (!nominated.ok) throw withOptionNames(nominated.error);
        if (options.json) out.json(asDelivered(nominated.value, services.mailDelivery));
        else reportNominee(out, nominated.value, services.mailDelivery);
        failUnlessSent(applicationId, nominated.value.invitation);
        return;
      }
      const invited = await services.nominateSecondaryApplicant.execute({
        requester,
        applicantType: options.type,
        officer,
      });
      if (!invited.ok) throw withOptionNames(invited.error);
      if (options.json) out.json(asDelivered(invited.value, services.mailDelivery));
      else reportSecondary(out, invited.value, services.mailDelivery);
      failUnlessSent(applicationId, invited.value.invitation);
    });
}

function roleOf(options: InviteOptions): Role {
  const role = options.role?.trim().toLowerCase();
  if (!role) throw new DomainError('BAD_INPUT', '--role: Field is required (nominee or secondary)');
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new DomainError('BAD_INPUT', `--role: '${options.role}' is neither nominee nor secondary`);
  }
  if (role === 'nominee' && options.type !== undefined) {
    throw new DomainError('BAD_INPUT', '--type: only Authorised Officer (2) has a role (--role secondary)');
  }
  return role as Role;
}

function summaryOf(applicationId: string, role: Role, options: InviteOptions, currentEmail?: string): string {
  const person = `${options.firstName ?? ''} ${options.lastName ?? ''} <${options.email ?? ''}>, ${options.mobile ?? ''}`;
  return role === 'nominee'
    ? [
        `Application:   ${applicationId}`,
        `Nominee:       ${person}`,
        `               becomes Authorised Officer (1) in place of ${currentEmail ?? 'nobody'},`,
        '               who loses access to the application and is signed out.',
      ].join('\n')
    : [
        `Application:   ${applicationId}`,
        `Secondary:     ${person}`,
        `Role:          ${options.type ?? ''}`,
      ].join('\n');
}

/** The invitation's outcome as it was delivered: kept, when the mailer was the outbox. */
function asDelivered(
  value: { invitation: OfficerInvitation },
  delivery: CliServices['mailDelivery'],
): object {
  const outcome = outcomeAsDelivered(value.invitation.outcome, delivery);
  return { ...value, invitation: { ...value.invitation, outcome } };
}

function reportNominee(
  out: Output,
  nominated: NominatedOfficer,
  delivery: CliServices['mailDelivery'],
): void {
  const { primaryApplicant, nomineeWasKnown, previousUserId, sessionsEnded } = nominated;
  out.line(
    `Application ${nominated.applicationId}: Authorised Officer (1) is now ${describeUser(primaryApplicant.userId, nomineeWasKnown)}.`,
  );
  if (previousUserId) {
    const ended =
      typeof sessionsEnded === 'number'
        ? `${sessionsEnded} session(s) ended`
        : `their sessions could not be ended (${sessionsEnded.failed})`;
    out.line(`User ${previousUserId} no longer has access to it; ${ended}.`);
  }
  if (nominated.invitation.outcome === 'sent') {
    out.line(deliveredLine('Invitation', primaryApplicant.email ?? '', delivery));
  }
}

function reportSecondary(
  out: Output,
  invited: NominatedSecondaryApplicant,
  delivery: CliServices['mailDelivery'],
): void {
  const { secondaryApplicant, secondaryWasKnown, replacedUserId } = invited;
  out.line(
    `Application ${invited.applicationId}: Authorised Officer (2) is now ${describeUser(secondaryApplicant.userId, secondaryWasKnown)} (${secondaryApplicant.applicantType}).`,
  );
  if (replacedUserId) out.line(`User ${replacedUserId}, nominated before, no longer has access to it.`);
  if (invited.invitation.outcome === 'sent') {
    out.line(deliveredLine('Invitation', secondaryApplicant.email ?? '', delivery));
  }
}

const describeUser = (userId: string | undefined, known: boolean): string =>
  known ? `the organisation's existing user ${userId}` : `new user ${userId}`;

function failUnlessSent(applicationId: string, invitation: OfficerInvitation): void {
  if (invitation.outcome === 'sent') return;
  const why =
    invitation.outcome === 'failed'
      ? invitation.reason
      : invitation.outcome === 'throttled'
        ? 'too many mails to this address in the last hour; try again later'
        : invitation.outcome;
  throw new DomainError(
    'PARTNER_UNAVAILABLE',
    `Application ${applicationId} was changed, but the invitation was not sent (${why}).`,
  );
}

/** The person's field names become the options the operator typed, every failing one on its own line. */
function withOptionNames(error: DomainError): DomainError {
  const fields = error.details?.fields as Record<string, string[]> | undefined;
  if (error.details?.reason !== LEASE_APPLICATION_REASONS.officerInvalid || !fields) return error;
  const lines = Object.entries(fields).map(
    ([field, messages]) => `${OPTION_OF[field] ?? field}: ${messages.join('; ')}`,
  );
  return new DomainError(error.code, `${lines.join('\n')}\nNothing was changed.`, error.details);
}
