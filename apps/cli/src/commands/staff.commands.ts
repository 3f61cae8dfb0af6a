import { STAFF_ROLES } from '@lease-portal/domain';
import { examples } from './help-text';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';

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
        'Examples:',
        '  lease-admin staff init --name "Ada Lovelace" --email ada@provider.example --save-key',
        '  lease-admin staff add --name "Sam Lee" --email sam@desk.example --role support --reason Hired',
        '  lease-admin staff list --json',
      ].join('\n'),
    );

  staff
    .command('init')
    .description('Enrol the first administrator; refused once anyone is enrolled')
    .requiredOption('--name <name>', 'your full name')
    .requiredOption('--email <address>', 'your work e-mail address')
    .option('--save-key', 'save the key for this account (as `login` does) instead of printing it')
    .option('--json', 'print JSON (the key included unless --save-key saved it)')
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
        examples(
          'lease-admin staff add --name "Sam Lee" --email sam@desk.example --role support --reason Hired',
          'lease-admin staff add --name Cora --email cora@desk.example --role creditOfficer --reason Hired',
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
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin staff list', 'lease-admin staff list --json'))
    .action(async (options: { json?: boolean }) => (await actions()).listMembers(context, options));

  staff
    .command('disable')
    .description('Disable a member (administrators only): their key stops working, their history stays')
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .option('--yes', 'disable without asking for confirmation')
    .addHelpText(
      'after',
      examples('lease-admin staff disable 7d0c...', 'lease-admin staff disable 7d0c... --yes'),
    )
    .action(async (staffId: string, options: { yes?: boolean }) =>
      (await actions()).disableMember(context, staffId, options),
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
    .description('Forget the saved staff key of this account')
    .addHelpText('after', examples('lease-admin logout'))
    .action(async () => (await actions()).logOut(context));

  program
    .command('whoami')
    .description('Show the staff member this tool acts as')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin whoami', 'LEASE_ADMIN_STAFF_KEY=... lease-admin whoami --json'),
    )
    .action(async (options: { json?: boolean }) => (await actions()).whoAmI(context, options));
}
