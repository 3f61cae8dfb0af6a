import {
  DomainError,
  mayAct,
  STAFF_ROLES,
  staffErrors,
  type EnrolledStaffMember,
  type StaffMember,
} from '@lease-portal/domain';
import { examples } from './help-text';
import type { Command } from 'commander';
import { CommandCancelled } from '../exit-codes';
import type { Output } from '../output';
import type { CliServices, OpenServices } from '../services';

/** The member running the command, from their saved key (decision 1810). */
export async function signedInStaff(services: CliServices): Promise<StaffMember> {
  const key = await services.staff.keys.read();
  if (!key) {
    throw new DomainError(
      'UNAUTHENTICATED',
      'Sign in first: `lease-admin login` with your staff key (or set LEASE_ADMIN_STAFF_KEY).',
    );
  }
  const member = await services.staff.identify.execute(key);
  if (!member.ok) throw member.error;
  return member.value;
}

/** The member running a read, who must be allowed to read (decisions 1800, 1820). */
export async function signedInReader(services: CliServices): Promise<StaffMember> {
  const member = await signedInStaff(services);
  if (!mayAct(member, 'read')) throw staffErrors.notPermitted('read');
  return member;
}

/** A new member's key, shown this once: it is stored only as its digest. */
function reportKey(out: Output, enrolled: EnrolledStaffMember, saved?: string): void {
  const { member, key } = enrolled;
  out.line(`${member.name} <${member.email}> is enrolled as ${member.role} (${member.staffId}).`);
  if (saved) {
    out.line(`Your staff key is saved in ${saved}, readable by you only.`);
    return;
  }
  out.line(
    'Their staff key, shown this once (give it to them privately; they sign in with `lease-admin login`):',
  );
  out.line(`  ${key}`);
}

export function registerStaffCommands(program: Command, open: OpenServices, out: Output): void {
  const staff = program
    .command('staff')
    .description('The support desk: who may use this tool, with which role')
    .addHelpText(
      'after',
      [
        '',
        'Every member signs in with a key of their own, kept as a digest only. The first administrator',
        'is enrolled at set-up with `staff init`; administrators add everyone else.',
        '',
        'Examples:',
        '  lease-admin staff init --name "Ada Lovelace" --email ada@provider.example --save-key',
        '  lease-admin staff add --name "Sam Lee" --email sam@provider.example --role support',
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
    .action(async (options: { name: string; email: string; saveKey?: boolean; json?: boolean }) => {
      const services = await open();
      const enrolled = await services.staff.enrolFirst.execute({ name: options.name, email: options.email });
      if (!enrolled.ok) throw enrolled.error;
      // Saved first, whatever is printed: a key saved is never printed too.
      const saved = options.saveKey ? await services.staff.keys.save(enrolled.value.key) : undefined;
      if (options.json) {
        const { key, ...member } = enrolled.value;
        return out.json(saved ? { ...member, keySavedIn: saved } : { ...member, key });
      }
      reportKey(out, enrolled.value, saved);
    });

  staff
    .command('add')
    .description('Enrol a member of the desk (administrators only); prints their key once')
    .requiredOption('--name <name>', 'their full name')
    .requiredOption('--email <address>', 'their work e-mail address')
    .requiredOption('--role <role>', `one of: ${STAFF_ROLES.join(', ')}`)
    .option('--yes', 'enrol without asking for confirmation')
    .option('--json', 'print JSON (the key included)')
    .addHelpText(
      'after',
      examples(
        'lease-admin staff add --name "Sam Lee" --email sam@provider.example --role support',
        'lease-admin staff add --name "Cora Chen" --email cora@provider.example --role creditOfficer --yes',
      ),
    )
    .action(async (options: { name: string; email: string; role: string; yes?: boolean; json?: boolean }) => {
      const services = await open();
      const by = await signedInStaff(services);
      if (
        !options.yes &&
        !(await services.confirm(`Enrol ${options.name} <${options.email}> as ${options.role}?`))
      ) {
        throw new CommandCancelled(
          'Not confirmed: nobody was enrolled. Add --yes to enrol without a prompt.',
        );
      }
      const enrolled = await services.staff.add.execute(by, options);
      if (!enrolled.ok) throw enrolled.error;
      if (options.json) return out.json(enrolled.value);
      reportKey(out, enrolled.value);
    });

  staff
    .command('list')
    .description('List the members of the desk with their role and status')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin staff list', 'lease-admin staff list --json'))
    .action(async (options: { json?: boolean }) => {
      const services = await open();
      await signedInStaff(services);
      const members = await services.staff.members.all();
      if (options.json) return out.json(members);
      out.table(
        members.map(({ staffId, name, email, role, status }) => ({ staffId, name, email, role, status })),
      );
    });

  staff
    .command('disable')
    .description('Disable a member (administrators only): their key stops working, their history stays')
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .option('--yes', 'disable without asking for confirmation')
    .addHelpText(
      'after',
      examples('lease-admin staff disable 7d0c...', 'lease-admin staff disable 7d0c... --yes'),
    )
    .action(async (staffId: string, options: { yes?: boolean }) => {
      const services = await open();
      const by = await signedInStaff(services);
      if (!options.yes && !(await services.confirm(`Disable staff member ${staffId}?`))) {
        throw new CommandCancelled('Not confirmed: nothing changed. Add --yes to disable without a prompt.');
      }
      const disabled = await services.staff.disable.execute(by, staffId);
      if (!disabled.ok) throw disabled.error;
      out.line(`${disabled.value.name} <${disabled.value.email}> is disabled.`);
    });

  program
    .command('login')
    .description('Sign in with your staff key, typed (not shown) or piped in; saves it for your account only')
    .addHelpText('after', examples('lease-admin login', 'lease-admin login < my-staff-key'))
    .action(async () => {
      const services = await open();
      const key = await services.staff.readKey();
      const member = await services.staff.identify.execute(key);
      if (!member.ok) throw member.error;
      const saved = await services.staff.keys.save(key);
      out.line(`Signed in as ${member.value.name} (${member.value.role}); the key is kept in ${saved}.`);
    });

  program
    .command('logout')
    .description('Forget the saved staff key of this account')
    .addHelpText('after', examples('lease-admin logout'))
    .action(async () => {
      const services = await open();
      const removed = await services.staff.keys.remove();
      out.line(removed ? 'Signed out.' : 'No staff key was saved.');
    });

  program
    .command('whoami')
    .description('Show the staff member this tool acts as')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin whoami', 'LEASE_ADMIN_STAFF_KEY=... lease-admin whoami --json'),
    )
    .action(async (options: { json?: boolean }) => {
      const member = await signedInStaff(await open());
      if (options.json) return out.json(member);
      out.line(`${member.name} <${member.email}>, ${member.role} (${member.staffId})`);
    });
}
