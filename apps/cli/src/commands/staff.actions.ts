import type { EnrolledStaffMember, StaffProposalOutcome } from '@lease-portal/domain';
import { CommandCancelled } from '../exit-codes';
import type { Output } from '../output';
import type { CommandContext } from '../services';
import { signedInStaff } from './signed-in';

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

export async function enrolFirstAdministrator(
  { open, out }: CommandContext,
  options: { name: string; email: string; saveKey?: boolean; json?: boolean },
) {
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
}

export async function proposeMember(
  { open, out }: CommandContext,
  options: {
    name: string;
    email: string;
    role: string;
    reason: string;
    yes?: boolean;
    json?: boolean;
  },
) {
  const services = await open();
  const by = await signedInStaff(services);
  if (
    !options.yes &&
    !(await services.confirm(`Propose ${options.name} <${options.email}> as ${options.role}?`))
  ) {
    throw new CommandCancelled('Not confirmed: nothing was proposed. Add --yes to propose without a prompt.');
  }
  const outcome = await services.staff.add.execute(by, options);
  if (!outcome.ok) throw outcome.error;
  if (options.json) return out.json(outcome.value);
  reportProposal(out, outcome.value);
}

export async function proposePromotion(
  { open, out }: CommandContext,
  staffId: string,
  options: { reason: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const by = await signedInStaff(services);
  if (!options.yes && !(await services.confirm(`Propose staff member ${staffId} for administrator?`))) {
    throw new CommandCancelled('Not confirmed: nothing was proposed. Add --yes to propose without a prompt.');
  }
  const proposed = await services.staff.promote.execute(by, { staffId, reason: options.reason });
  if (!proposed.ok) throw proposed.error;
  if (options.json) return out.json(proposed.value);
  out.line(
    `Proposed: ${proposed.value.change.name} as administrator (proposal ${proposed.value.proposalId}); another administrator approves it.`,
  );
}

export async function resendEnrolment(
  { open, out }: CommandContext,
  staffId: string,
  options: { yes?: boolean },
) {
  const services = await open();
  const by = await signedInStaff(services);
  if (!options.yes && !(await services.confirm(`Send staff member ${staffId} a new enrolment code?`))) {
    throw new CommandCancelled('Not confirmed: nothing was sent. Add --yes to send without a prompt.');
  }
  const sent = await services.staff.resendEnrolment.execute(by, staffId);
  if (!sent.ok) throw sent.error;
  out.line(`A new enrolment code is on its way to ${sent.value.email}; the one before no longer works.`);
}

export async function listMembers({ open, out }: CommandContext, options: { json?: boolean }) {
  const services = await open();
  await signedInStaff(services);
  const members = await services.staff.members.all();
  if (options.json) return out.json(members);
  out.table(
    members.map(({ staffId, name, email, role, status }) => ({ staffId, name, email, role, status })),
  );
}

export async function disableMember(
  { open, out }: CommandContext,
  staffId: string,
  options: { yes?: boolean },
) {
  const services = await open();
  const by = await signedInStaff(services);
  if (!options.yes && !(await services.confirm(`Disable staff member ${staffId}?`))) {
    throw new CommandCancelled('Not confirmed: nothing changed. Add --yes to disable without a prompt.');
  }
  const disabled = await services.staff.disable.execute(by, staffId);
  if (!disabled.ok) throw disabled.error;
  out.line(`${disabled.value.name} <${disabled.value.email}> is disabled.`);
}

export async function logIn({ open, out }: CommandContext, options: { enrol?: boolean }) {
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
}

export async function logOut({ open, out }: CommandContext) {
  const services = await open();
  const removed = await services.staff.keys.remove();
  out.line(removed ? 'Signed out.' : 'No staff key was saved.');
}

export async function whoAmI({ open, out }: CommandContext, options: { json?: boolean }) {
  const member = await signedInStaff(await open());
  if (options.json) return out.json(member);
  out.line(`${member.name} <${member.email}>, ${member.role} (${member.staffId})`);
}
