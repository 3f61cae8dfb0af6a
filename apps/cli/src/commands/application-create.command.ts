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
import type { Command } from 'commander';
import { CommandCancelled } from '../exit-codes';
import type { Output } from '../output';
import type { CliServices, OpenServices } from '../services';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';
import { signedInStaff } from './staff.commands';

/** Each field of the quote and the option that gives it, for the help and for error messages. */
const OPTIONS: Record<QuotedApplicationField, { flag: string; key: string; describe: string }> = {
  firstName: { flag: '--first-name <name>', key: 'firstName', describe: 'the officer’s first name' },
  lastName: { flag: '--last-name <name>', key: 'lastName', describe: 'the officer’s last name' },
  email: { flag: '--email <address>', key: 'email', describe: 'the officer’s e-mail address' },
  phone: {
    flag: '--mobile <number>',
    key: 'mobile',
    describe: 'the officer’s mobile (AU 10 digits, NZ 9 to 12)',
  },
  vehicleMake: { flag: '--make <make>', key: 'make', describe: 'the vehicle’s make' },
  vehicleModel: { flag: '--model <model>', key: 'model', describe: 'the vehicle’s model' },
  vehicleImage: {
    flag: '--image <url>',
    key: 'image',
    describe: 'an https address of the vehicle’s image (optional)',
  },
  driveAwayPrice: {
    flag: '--drive-away-price <dollars>',
    key: 'driveAwayPrice',
    describe: 'the drive-away price',
  },
  monthlyRental: { flag: '--monthly-rental <dollars>', key: 'monthlyRental', describe: 'the monthly rental' },
  term: { flag: '--term <months>', key: 'term', describe: 'the lease term: 36, 48 or 60 months' },
  quoteReference: {
    flag: '--quote-ref <reference>',
    key: 'quoteRef',
    describe: 'the provider’s quote reference',
  },
  signing: { flag: '--signing <mode>', key: 'signing', describe: 'electronic or wet signing of the lease' },
};

const optionName = (field: string): string =>
  OPTIONS[field as QuotedApplicationField]?.flag.split(' ')[0] ?? field;

type CreateOptions = Record<string, string | boolean | undefined> & {
  org?: string;
  yes?: boolean;
  json?: boolean;
};

export function registerApplicationCreateCommand(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  const create = application
    .command('create')
    .description(
      'Issue a provider’s quote as a standard application: creates the officer’s user in the organisation ' +
        '(or reuses the user of that e-mail address), the application with the quote, and e-mails the officer ' +
        'a branded link to set a password and sign in. Bad input creates nothing.',
    )
    .option('--org <orgId>', 'the organisation the officer’s business deals with (see `org list`)');
  for (const { flag, describe } of Object.values(OPTIONS)) create.option(flag, describe);
  create
    .option('--yes', 'create without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin application create --org org-au-demo --first-name Jordan --last-name Tran \\',
        '    --email jordan@example.com --mobile 0412345678 --make Toyota --model "HiLux SR5" \\',
        '    --image https://images.example.com/hilux.png --drive-away-price 58990 --monthly-rental 1120.50 \\',
        '    --term 48 --quote-ref Q-2026-0042 --signing electronic',
        '  lease-admin application create ... --signing wet --yes --json',
        '',
        'Exit codes: 0 created and invited; 2 bad input or a quote reference the organisation already has',
        '(nothing created); 3 no such organisation;',
        '9 created, but the invitation was not sent; 11 not confirmed (nothing created).',
      ].join('\n'),
    )
    .action(async (options: CreateOptions) => {
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
          throw new CommandCancelled(
            'Not confirmed: nothing was created. Add --yes to create without a prompt.',
          );
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
    });
}

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
