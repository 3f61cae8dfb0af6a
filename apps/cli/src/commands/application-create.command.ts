import type { QuotedApplicationField } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./application-create.action');

/** Each field of the quote and the option that gives it, for the help and for error messages. */
export const OPTIONS: Record<QuotedApplicationField, { flag: string; key: string; describe: string }> = {
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

export type CreateOptions = Record<string, string | boolean | undefined> & {
  org?: string;
  yes?: boolean;
  json?: boolean;
};

export function registerApplicationCreateCommand(
  application: Command,
  open: OpenServices,
  out: Output,
): void {
  const context = { open, out };
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
    .action(async (options: CreateOptions) => (await actions()).createApplication(context, options));
}
