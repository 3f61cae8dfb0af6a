import { STAFF_ROLES } from '@lease-portal/domain';
import { examples } from './help-text';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import type { RekeyOptions } from './staff.actions';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./staff.actions');

export function registerStaffCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const staff = program
    .command('staff')
    .description('The support desk: who may use this tool, with which role')
    .addHelpText(
      'after',
      [
        '',
        'Every member signs in with a key of their own, kept as a digest only and shown to them alone.',
        'The first administrator is enrolled at set-up with `staff init`, and enrols a second one with',
        '`staff add`; after that every member is proposed with `staff add` and enrolled when another',
        'administrator approves (`approvals approve`). The new member gets a one-time code by e-mail',
        'and receives their key with `lease-admin login --enrol`.',
        '',
        'A lost key is replaced, never recovered: an administrator runs `staff rekey <staffId>` and the',
        'member gets a code for a new one by e-mail; `staff rekey` alone rolls your own. When no',
        'administrator can sign in, `staff rekey --break-glass` on the machine that holds the database',
        'gives one a new key there (see `lease-admin staff rekey --help`).',
        '',
        'Examples:',
        '  lease-admin staff init --name "Ada Lovelace" --email ada@provider.example --save-key',
        '  lease-admin staff add --name "Sam Lee" --email sam@desk.example --role support --reason "New hire"',
        '  lease-admin staff rekey 7d0c... --reason "Laptop stolen on 3 May"',
        '  lease-admin staff list --json',
      ].join('\n'),
    );

  staff
    .command('init')
    .description('Enrol the first administrator; refused once anyone is enrolled')
    .requiredOption('--name <name>', 'your full name')
    .requiredOption('--email <address>', 'your work e-mail address')
    .option(
      '--save-key',
      'also save the key for this account, as `login` does; it is shown once all the same',
    )
    .option('--json', 'print JSON, the key included')
    .addHelpText(
      'after',
      examples('lease-admin staff init --name "Ada Lovelace" --email ada@provider.example --save-key'),
    )
    .action(async (options: { name: string; email: string; saveKey?: boolean; json?: boolean }) =>
      (await actions()).enrolFirstAdministrator(context, options),
    );

  staff
    .command('add')
    .description(
      'Propose a member of the desk (administrators only); another administrator approves, and the member gets their key by e-mail',
    )
    .requiredOption('--name <name>', 'their full name')
    .requiredOption('--email <address>', 'their work e-mail address, where their enrolment code goes')
    .requiredOption('--role <role>', `one of: ${STAFF_ROLES.join(', ')}`)
    .requiredOption('--reason <text>', 'why they join the desk, for the approver and the trail')
    .option('--yes', 'propose without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'Nobody sees the new member’s key but them: the approval mails them a one-time enrolment code,',
        'which they give to `lease-admin login --enrol`. During set-up only (until two administrators',
        'hold a key), an administrator is enrolled at once, as nobody else could approve them.',
        'The address of a disabled member proposes that member enabled again, with their history.',
        examples(
          'lease-admin staff add --name "Sam Lee" --email sam@desk.example --role support --reason "New hire"',
          'lease-admin staff add --name Cora --email cora@desk.example --role creditOfficer \\\n    --reason "Credit lead from May"',
        ),
      ].join('\n'),
    )
    .action(
      async (options: {
        name: string;
        email: string;
        role: string;
        reason: string;
        yes?: boolean;
        json?: boolean;
      }) => (await actions()).proposeMember(context, options),
    );

  staff
    .command('promote')
    .description('Propose a member for administrator; another administrator, not the member, approves')
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .requiredOption('--reason <text>', 'why, for the approver and the trail')
    .option('--yes', 'propose without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin staff promote 7d0c... --reason "Runs the desk from May"'))
    .action(async (staffId: string, options: { reason: string; yes?: boolean; json?: boolean }) =>
      (await actions()).proposePromotion(context, staffId, options),
    );

  staff
    .command('resend-enrolment')
    .description(
      'Send a member who has no key yet a new enrolment code, to their own address (administrators only)',
    )
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .option('--yes', 'send without asking for confirmation')
    .addHelpText('after', examples('lease-admin staff resend-enrolment 7d0c...'))
    .action(async (staffId: string, options: { yes?: boolean }) =>
      (await actions()).resendEnrolment(context, staffId, options),
    );

  staff
    .command('list')
    .description('List the members of the desk with their role and status')
    .addOption(jsonFields(JSON_FIELDS.staffMember, 'each member'))
    .addHelpText('after', examples('lease-admin staff list', 'lease-admin staff list --json'))
    .action(async (options: { json?: boolean }) => (await actions()).listMembers(context, options));

  staff
    .command('disable')
    .description('Disable a member (administrators only): their key stops working, their history stays')
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .requiredOption('--reason <text>', 'why, for the trail (at least 8 characters)')
    .option('--yes', 'disable without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        examples(
          'lease-admin staff disable 7d0c... --reason "Left the company on 3 May"',
          'lease-admin staff disable 7d0c... --reason "Left the company on 3 May" --yes --json',
        ),
        '',
        'Exit codes: 0 disabled; 2 no reason; 3 no such member; 5 the desk would keep too few',
        'administrators; 6 not an administrator; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (staffId: string, options: { reason: string; yes?: boolean; json?: boolean }) =>
      (await actions()).disableMember(context, staffId, options),
    );

  staff
    .command('enable')
    .description(
      'Propose a disabled member enabled again; another administrator approves, and the member gets a code for a new key by e-mail',
    )
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .requiredOption('--reason <text>', 'why, for the approver and the trail')
    .option(
      '--role <role>',
      `their role from now on (${STAFF_ROLES.join(', ')}); the one they had by default`,
    )
    .option('--yes', 'propose without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin staff enable 7d0c... --reason "Back from leave on 3 June"'))
    .action(
      async (staffId: string, options: { reason: string; role?: string; yes?: boolean; json?: boolean }) =>
        (await actions()).enableMember(context, staffId, options),
    );

  staff
    .command('rekey')
    .description(
      "Replace a staff key: another member's (administrators; a code for the new one is mailed to them), or your own (shown here)",
    )
    .argument('[staffId]', 'the member whose key is lost or exposed; leave it out to roll your own')
    .option('--reason <text>', "why, for the trail (needed for another member's key and for break-glass)")
    .option(
      '--break-glass',
      'no administrator can sign in: give one a new key, on the machine that holds the database',
    )
    .option('--email <address>', 'with --break-glass: the administrator who receives the new key')
    .option('--save-key', 'save the new key for this account, as `login` does')
    .option('--yes', 'replace without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        '',
        'The old key stops working at once, as when a payments dashboard rolls an API key. An',
        'administrator never sees another member’s new key: it reaches them as an enrolment code by',
        'e-mail, for `lease-admin login --enrol`. Your own new key is shown once, and replaces the saved one.',
        '',
        'Break-glass, when no administrator can sign in (the only one lost their key): run it as the',
        'account that holds the database, on its machine, with the portal’s data folder (DATA_DIR) or',
        'DATABASE_URL naming a server on that machine as the role that owns the tables. It needs no key,',
        'gives the administrator of --email a new key shown there once, writes the machine and account',
        'in the audit trail and mails the administrator. Anyone else is refused (exit 6).',
        examples(
          'lease-admin staff rekey 7d0c... --reason "Laptop stolen on 3 May"',
          'lease-admin staff rekey',
          'lease-admin staff rekey --break-glass --email ada@provider.example --save-key \\\n    --reason "The only administrator lost her key"',
        ),
        '',
        'Exit codes: 0 replaced; 2 no reason; 3 no such member; 6 not an administrator, or break-glass',
        'away from the database; 7 not signed in; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (staffId: string | undefined, options: RekeyOptions) =>
      (await actions()).rekey(context, staffId, options),
    );

  program
    .command('login')
    .description('Sign in with your staff key, typed (not shown) or piped in; saves it for your account only')
    .option('--enrol', 'new members: give the enrolment code from your e-mail instead, and receive your key')
    .addHelpText(
      'after',
      examples('lease-admin login', 'lease-admin login < my-staff-key', 'lease-admin login --enrol'),
    )
    .action(async (options: { enrol?: boolean }) => (await actions()).logIn(context, options));

  program
    .command('logout')
    .description(
      'Forget the saved staff key of this account; it asks first, as the saved key is the only copy lease-admin keeps',
    )
    .option('--yes', 'remove it without asking')
    .addHelpText('after', examples('lease-admin logout', 'lease-admin logout --yes'))
    .action(async (options: { yes?: boolean }) => (await actions()).logOut(context, options));

  program
    .command('whoami')
    .description('Show the staff member this tool acts as')
    .addOption(jsonFields(JSON_FIELDS.staffMember, 'the member'))
    .addHelpText(
      'after',
      examples('lease-admin whoami', 'LEASE_ADMIN_STAFF_KEY=... lease-admin whoami --json'),
    )
    .action(async (options: { json?: boolean }) => (await actions()).whoAmI(context, options));
}
