import {
  DomainError,
  formatWholeDollars,
  LEASE_APPLICATION_REASONS,
  mayAct,
  staffErrors,
  type IssuedQuotedApplication,
  type ProviderQuote,
  type QuotedApplicationField,
} from '@lease-portal/domain';
import { CommandCancelled } from '../exit-codes';
import type { Output } from '../output';
import type { CliServices, CommandContext } from '../services';
import { OPTIONS, type CreateOptions } from './application-create.command';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './signed-in';

const optionName = (field: string): string =>
  OPTIONS[field as QuotedApplicationField]?.flag.split(' ')[0] ?? field;

function summaryOf(organisation: string, quote: ProviderQuote): string {
  const { officer, vehicle } = quote;
  return [
    `Organisation:  ${organisation}`,
    `Officer:       ${officer.firstName} ${officer.lastName} <${officer.email}>, ${officer.phone}`,
    `Vehicle:       ${vehicle.make} ${vehicle.model}${vehicle.image ? ` (${vehicle.image})` : ''}`,
    `Quote:         ${quote.quoteReference}: ${formatWholeDollars(quote.driveAwayPrice)} drive-away, ` +
      `${formatWholeDollars(quote.monthlyRental)} a month over ${quote.term} months`,
    `Signing:       ${quote.signing}`,
  ].join('\n');
}

function report(
  out: Output,
  issued: IssuedQuotedApplication,
  email: string,
  delivery: CliServices['mailDelivery'],
): void {
  out.line(`Application ${issued.applicationId} created.`);
  out.line(
    issued.officerWasKnown
      ? `Officer: the organisation's existing user ${issued.userId}.`
      : `Officer: new user ${issued.userId}.`,
  );
  if (issued.invitation.outcome === 'sent') out.line(deliveredLine('Invitation', email, delivery));
}

function invitationText(issued: IssuedQuotedApplication): string {
  const { invitation } = issued;
  if (invitation.outcome === 'failed') return invitation.reason;
  if (invitation.outcome === 'throttled')
    return 'too many mails to this address in the last hour; try again later';
  return invitation.outcome;
}

/** The quote's field names become the options the operator typed, every failing one on its own line. */
function withOptionNames(error: DomainError): DomainError {
  const fields = error.details?.fields as Record<string, string[]> | undefined;
  const reason = error.details?.reason;
  const named =
    reason === LEASE_APPLICATION_REASONS.quoteInvalid ||
    reason === LEASE_APPLICATION_REASONS.quoteReferenceTaken;
  if (!named || !fields) return error;
  const lines = Object.entries(fields).map(
    ([field, messages]) => `${optionName(field)}: ${messages.join('; ')}`,
  );
  return new DomainError(error.code, `${lines.join('\n')}\nNothing was created.`, error.details);
}

export async function createApplication({ open, out }: CommandContext, options: CreateOptions) {
  const services = await open();
  const member = await signedInStaff(services);
  if (!mayAct(member, 'advanceApplication')) throw staffErrors.notPermitted('advanceApplication');
  const orgId = options.org?.trim() ?? '';
  if (!orgId) throw new DomainError('BAD_INPUT', '--org: Field is required');
  const quote = Object.fromEntries(
    Object.entries(OPTIONS).map(([field, { key }]) => [field, options[key]]),
  ) as Partial<Record<QuotedApplicationField, unknown>>;

  const checked = await services.issueQuotedApplication.check({ orgId, quote });
  if (!checked.ok) throw withOptionNames(checked.error);
  if (!options.yes) {
    out.line(summaryOf(checked.value.profile.name, checked.value.quote));
    if (!(await services.confirm('Create this application and e-mail the officer?'))) {
      throw new CommandCancelled('Not confirmed: nothing was created. Add --yes to create without a prompt.');
    }
  }

  const issued = await services.issueQuotedApplication.execute({
    orgId,
    quote,
    staffId: member.staffId,
  });
  if (!issued.ok) throw withOptionNames(issued.error);
  const { value } = issued;
  if (options.json) {
    const outcome = outcomeAsDelivered(value.invitation.outcome, services.mailDelivery);
    out.json({ ...value, invitation: { ...value.invitation, outcome } });
  } else report(out, value, checked.value.quote.officer.email, services.mailDelivery);
  if (value.invitation.outcome !== 'sent') {
    throw new DomainError(
      'PARTNER_UNAVAILABLE',
      `Application ${value.applicationId} was created, but the invitation was not sent (${invitationText(value)}).`,
    );
  }
}
