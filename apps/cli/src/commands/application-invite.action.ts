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
import { CommandCancelled } from '../exit-codes';
import type { Output } from '../output';
import type { CliServices, CommandContext } from '../services';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './signed-in';

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

export interface InviteOptions {
  role?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  type?: string;
  yes?: boolean;
  json?: boolean;
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

/**
 * The invitation's outcome as it was delivered: kept, when the mailer was the outbox; queued, when the
 * portal's job worker sends it (decision 2094).
 */
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
  invitationLine(out, nominated.invitation, primaryApplicant.email ?? '', delivery);
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
  invitationLine(out, invited.invitation, secondaryApplicant.email ?? '', delivery);
}

function invitationLine(
  out: Output,
  invitation: OfficerInvitation,
  email: string,
  delivery: CliServices['mailDelivery'],
): void {
  if (invitation.outcome === 'sent') out.line(deliveredLine('Invitation', email, delivery));
  if (invitation.outcome === 'queued') {
    out.line(
      `Invitation for ${email} queued: the portal's job worker sends it with a new password link (lease-admin mail list shows it once sent).`,
    );
  }
}

const describeUser = (userId: string | undefined, known: boolean): string =>
  known ? `the organisation's existing user ${userId}` : `new user ${userId}`;

function failUnlessSent(applicationId: string, invitation: OfficerInvitation): void {
  if (invitation.outcome === 'sent' || invitation.outcome === 'queued') return;
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

export async function inviteOfficer(
  { open, out }: CommandContext,
  applicationId: string,
  options: InviteOptions,
) {
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
    out.line(summaryOf(applicationId, role, options, found.value.journey.primaryApplicant?.email));
    if (!(await services.confirm('Invite this person and e-mail them?'))) {
      throw new CommandCancelled('Not confirmed: nothing was changed. Add --yes to invite without a prompt.');
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
}
