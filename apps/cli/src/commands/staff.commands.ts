import {
  DomainError,
  mayAct,
  STAFF_ROLES,
  staffErrors,
  type EnrolledStaffMember,
  type StaffMember,
  type StaffProposalOutcome,
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

/** The first administrator's key, shown this once to the one who set the desk up: it is stored only as its digest. */
function reportKey(out: Output, enrolled: EnrolledStaffMember, saved?: string): void {
  const { member, key } = enrolled;
  out.line(`${member.name} <${member.email}> is enrolled as ${member.role} (${member.staffId}).`);
  if (saved) {
    out.line(`Your staff key is saved in ${saved}, readable by you only.`);
    return;
  }
  out.line('Your staff key, shown this once (keep it private; sign in with `lease-admin login`):');
  out.line(`  ${key}`);
}

/** What `staff add` did: a proposal for another administrator, or set-up's second administrator. */
function reportProposal(out: Output, outcome: StaffProposalOutcome): void {
  if (outcome.outcome === 'enrolled') {
    const { member } = outcome;
    out.line(
      `${member.name} <${member.email}> is enrolled as ${member.role} (${member.staffId}), to finish set-up.`,
    );
    out.line(
      `An enrolment code is on its way to ${member.email}: they run \`lease-admin login --enrol\` for their key.`,
    );
    return;
  }
  const { proposal } = outcome;
  const { name, email, role } = proposal.change;
  out.line(`Proposed: ${name} <${email}> as ${role} (proposal ${proposal.proposalId}).`);
  out.line(
    `Another administrator approves it with \`lease-admin approvals approve ${proposal.proposalId}\`; ${name} then gets an enrolment code by e-mail.`,
  );
}

export function registerStaffCommands(program: Command, open: OpenServices, out: Output): void {
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
      }) => {
        const services = await open();
        const by = await signedInStaff(services);
        if (
          !options.yes &&
          !(await services.confirm(`Propose ${options.name} <${options.email}> as ${options.role}?`))
        ) {
          throw new CommandCancelled(
            'Not confirmed: nothing was proposed. Add --yes to propose without a prompt.',
          );
        }
        const outcome = await services.staff.add.execute(by, options);
        if (!outcome.ok) throw outcome.error;
        if (options.json) return out.json(outcome.value);
        reportProposal(out, outcome.value);
      },
    );

  staff
    .command('promote')
    .description('Propose a member for administrator; another administrator, not the member, approves')
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .requiredOption('--reason <text>', 'why, for the approver and the trail')
    .option('--yes', 'propose without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin staff promote 7d0c... --reason "Runs the desk from May"'))
    .action(async (staffId: string, options: { reason: string; yes?: boolean; json?: boolean }) => {
      const services = await open();
      const by = await signedInStaff(services);
      if (!options.yes && !(await services.confirm(`Propose staff member ${staffId} for administrator?`))) {
        throw new CommandCancelled(
          'Not confirmed: nothing was proposed. Add --yes to propose without a prompt.',
        );
      }
      const proposed = await services.staff.promote.execute(by, { staffId, reason: options.reason });
      if (!proposed.ok) throw proposed.error;
      if (options.json) return out.json(proposed.value);
      out.line(
        `Proposed: ${proposed.value.change.name} as administrator (proposal ${proposed.value.proposalId}); another administrator approves it.`,
      );
    });

  staff
    .command('resend-enrolment')
    .description(
      'Send a member who has no key yet a new enrolment code, to their own address (administrators only)',
    )
    .argument('<staffId>', 'the member, as `staff list` shows them')
    .option('--yes', 'send without asking for confirmation')
    .addHelpText('after', examples('lease-admin staff resend-enrolment 7d0c...'))
    .action(async (staffId: string, options: { yes?: boolean }) => {
      const services = await open();
      const by = await signedInStaff(services);
      if (!options.yes && !(await services.confirm(`Send staff member ${staffId} a new enrolment code?`))) {
        throw new CommandCancelled('Not confirmed: nothing was sent. Add --yes to send without a prompt.');
      }
      const sent = await services.staff.resendEnrolment.execute(by, staffId);
      if (!sent.ok) throw sent.error;
      out.line(`A new enrolment code is on its way to ${sent.value.email}; the one before no longer works.`);
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
    .option('--enrol', 'new members: give the enrolment code from your e-mail instead, and receive your key')
    .addHelpText(
      'after',
      examples('lease-admin login', 'lease-admin login < my-staff-key', 'lease-admin login --enrol'),
    )
    .action(async (options: { enrol?: boolean }) => {
      const services = await open();
      if (options.enrol) {
        // The code is read like a key, never from the command line, which shell history keeps.
        const code = await services.staff.readKey('Your enrolment code:');
        const redeemed = await services.staff.redeem.execute(code);
        if (!redeemed.ok) throw redeemed.error;
        const saved = await services.staff.keys.save(redeemed.value.key);
        const { member } = redeemed.value;
        out.line(
          `Signed in as ${member.name} (${member.role}); your staff key is kept in ${saved}, readable by you only.`,
        );
        return;
      }
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
