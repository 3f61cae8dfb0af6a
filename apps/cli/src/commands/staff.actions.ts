import { hostname, userInfo } from 'node:os';
import {
  staffErrors,
  type EnrolledStaffMember,
  type OverrideProposal,
  type StaffMember,
  type StaffProposalOutcome,
} from '@lease-portal/domain';
import type { Output } from '../output';
import type { CliServices, CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './signed-in';

/** A member as a prompt or a line names them: "Sam Lee <sam@desk.example>, support (7d0c…)". */
export const memberLine = (member: StaffMember): string =>
  `${member.name} <${member.email}>, ${member.role} (${member.staffId})`;

/** The member the command is about, looked up before anything is asked or changed. */
async function memberOf(services: CliServices, staffId: string): Promise<StaffMember> {
  const member = await services.staff.members.ofId(staffId);
  if (!member) throw staffErrors.memberNotFound(staffId);
  return member;
}

/**
 * A key shown this once: it is stored only as its digest, so nobody can show it again (decision 2112:
 * shown even when it is saved, as `gh auth` does, for the member to keep a copy of their own).
 */
function reportKey(out: Output, key: string, saved?: string): void {
  out.line('Your staff key, shown this once: keep a copy somewhere private, such as a password manager.');
  out.line(`  ${key}`);
  out.line(
    saved
      ? `It is saved in ${saved}, readable by you only.`
      : 'Sign in with it: `lease-admin login` (it asks for the key without showing it).',
  );
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
  reportStaffProposal(out, outcome.proposal);
}

function reportStaffProposal(out: Output, proposal: OverrideProposal): void {
  const { name, email, role } = proposal.change;
  const what =
    proposal.kind === 'enableStaff'
      ? `${name} <${email}> enabled again as ${role} (they are disabled now)`
      : `${name} <${email}> as ${role}`;
  out.line(`Proposed: ${what} (proposal ${proposal.proposalId}).`);
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
  const saved = options.saveKey ? await services.staff.keys.save(enrolled.value.key) : undefined;
  if (options.json) return out.json({ ...enrolled.value, ...(saved ? { keySavedIn: saved } : {}) });
  const { member } = enrolled.value;
  out.line(`${member.name} <${member.email}> is enrolled as ${member.role} (${member.staffId}).`);
  reportKey(out, enrolled.value.key, saved);
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
  await confirmChange(services, options, `Propose ${options.name} <${options.email}> as ${options.role}?`);
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
  const member = await memberOf(services, staffId);
  await confirmChange(services, options, `Propose ${memberLine(member)} for administrator?`);
  const proposed = await services.staff.promote.execute(by, { staffId, reason: options.reason });
  if (!proposed.ok) throw proposed.error;
  if (options.json) return out.json(proposed.value);
  out.line(
    `Proposed: ${member.name} as administrator (proposal ${proposed.value.proposalId}); another administrator approves it.`,
  );
}

export async function resendEnrolment(
  { open, out }: CommandContext,
  staffId: string,
  options: { yes?: boolean },
) {
  const services = await open();
  const by = await signedInStaff(services);
  const member = await memberOf(services, staffId);
  await confirmChange(services, options, `Send ${memberLine(member)} a new enrolment code?`);
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
  options: { reason: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const by = await signedInStaff(services);
  const member = await memberOf(services, staffId);
  await confirmChange(services, options, `Disable ${memberLine(member)}? Their key stops working now.`);
  const disabled = await services.staff.disable.execute(by, { staffId, reason: options.reason });
  if (!disabled.ok) throw disabled.error;
  if (options.json) return out.json(disabled.value);
  out.line(
    `${disabled.value.name} <${disabled.value.email}> is disabled; \`lease-admin staff enable ${staffId}\` proposes them again.`,
  );
}

export async function enableMember(
  { open, out }: CommandContext,
  staffId: string,
  options: { reason: string; role?: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const by = await signedInStaff(services);
  const member = await memberOf(services, staffId);
  const role = options.role ?? member.role;
  await confirmChange(
    services,
    options,
    `Propose ${member.name} <${member.email}> enabled again as ${role}?`,
  );
  const proposed = await services.staff.enable.execute(by, { staffId, role, reason: options.reason });
  if (!proposed.ok) throw proposed.error;
  if (options.json) return out.json(proposed.value);
  reportStaffProposal(out, proposed.value);
}

export interface RekeyOptions {
  reason?: string;
  breakGlass?: boolean;
  email?: string;
  saveKey?: boolean;
  yes?: boolean;
  json?: boolean;
}

/**
 * `staff rekey`: another member's key replaced by an administrator (mailed to them), your own rolled
 * (shown here), or break-glass on the machine that holds the database (decision 2112).
 */
export async function rekey(
  { open, out }: CommandContext,
  staffId: string | undefined,
  options: RekeyOptions,
) {
  if (options.breakGlass) return breakGlass({ open, out }, options);
  const services = await open();
  const by = await signedInStaff(services);
  if (staffId && staffId !== by.staffId) {
    const member = await memberOf(services, staffId);
    await confirmChange(
      services,
      options,
      `Replace the key of ${memberLine(member)}? Their key stops working now; a code for a new one is mailed to ${member.email}.`,
    );
    const reissued = await services.staff.reissueKey.forMember(by, { staffId, reason: options.reason ?? '' });
    if (!reissued.ok) throw reissued.error;
    if (options.json) return out.json({ member: reissued.value, delivered: 'enrolment code by mail' });
    out.line(
      `${member.name}'s old key no longer works. A code for a new one is on its way to ${member.email}: they run \`lease-admin login --enrol\`.`,
    );
    return;
  }
  await confirmChange(services, options, 'Replace your staff key? The one you hold stops working now.');
  const rolled = await services.staff.reissueKey.own(by);
  if (!rolled.ok) throw rolled.error;
  // The saved copy is the old key: it is replaced, unless a script holds the key in the environment.
  const keys = services.staff.keys;
  const saved = options.saveKey || !keys.fromEnvironment ? await keys.save(rolled.value.key) : undefined;
  reportNewKey(out, rolled.value, saved, options.json);
  if (!saved && !options.json) out.line('Put the new key in LEASE_ADMIN_STAFF_KEY where scripts read it.');
}

async function breakGlass({ open, out }: CommandContext, options: RekeyOptions) {
  if (!options.email)
    throw staffErrors.memberInvalid({ email: 'break-glass names the administrator: --email <address>' });
  const services = await open();
  await confirmChange(
    services,
    options,
    `Break the glass: give ${options.email} a new administrator's key, shown here? Their old key stops working now, and the trail and a mail to them name this machine.`,
  );
  const operator = { account: userInfo().username, host: hostname() };
  const issued = await services.staff.breakGlass.execute({
    email: options.email,
    reason: options.reason ?? '',
    operator,
  });
  if (!issued.ok) throw issued.error;
  const saved = options.saveKey ? await services.staff.keys.save(issued.value.key) : undefined;
  reportNewKey(out, issued.value, saved, options.json);
}

function reportNewKey(out: Output, issued: EnrolledStaffMember, saved: string | undefined, json?: boolean) {
  if (json) return out.json({ ...issued, ...(saved ? { keySavedIn: saved } : {}) });
  out.line(`${issued.member.name} holds a new staff key; the old one no longer works.`);
  reportKey(out, issued.key, saved);
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

/**
 * `logout` removes the saved key. When that is the only copy the tool knows of, it says what losing it
 * means and asks first (decision 2112): a member then needs an administrator, and the desk's only
 * administrator the break-glass.
 */
export async function logOut({ open, out }: CommandContext, options: { yes?: boolean }) {
  const services = await open();
  const keys = services.staff.keys;
  // A script's key in the environment is a copy of its own: the saved file goes without asking.
  if (keys.fromEnvironment) {
    const removed = await keys.remove();
    out.line(
      `${removed ? 'The saved key is removed' : 'No staff key was saved'}; LEASE_ADMIN_STAFF_KEY still holds one: unset it to sign out.`,
    );
    return;
  }
  const key = await keys.read();
  if (!key) {
    out.line('No staff key was saved.');
    return;
  }
  const member = await services.staff.identify.execute(key);
  if (member.ok) {
    await confirmChange(services, options, await lossOf(services, member.value, keys.location));
  }
  await keys.remove();
  out.line('Signed out.');
}

/** What removing the saved key loses, for the member who holds it. */
async function lossOf(services: CliServices, member: StaffMember, location: string): Promise<string> {
  const others = (await services.staff.members.all()).filter(
    (other) =>
      other.role === 'administrator' && other.status === 'active' && other.staffId !== member.staffId,
  );
  const recovery =
    member.role === 'administrator' && others.length === 0
      ? 'You are the desk’s only active administrator: without a copy, only break-glass on the machine that holds the database (`lease-admin staff rekey --break-glass`) gives you a new key.'
      : 'Without a copy, an administrator must give you a new key (`lease-admin staff rekey`).';
  return [
    `${location} holds the only copy of ${member.name}'s staff key that lease-admin keeps, and the key is shown nowhere else.`,
    recovery,
    'Remove it?',
  ].join('\n');
}

export async function whoAmI({ open, out }: CommandContext, options: { json?: boolean }) {
  const member = await signedInStaff(await open());
  if (options.json) return out.json(member);
  out.line(`${member.name} <${member.email}>, ${member.role} (${member.staffId})`);
}
