import { normalisedEmailAddress } from '../accounts/login-throttle';
import type { Mail } from '../accounts/mail';
import type { Mailer } from '../accounts/mailer.port';
import type { SecretTokens } from '../accounts/secret-tokens.port';
import { auditActor, type AuditEntry } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { hasFieldErrors, validateForm, type FormRules } from '../validation/field-rule';
import { emailAddressRules } from '../validation/contact-field-rules';
import { maxLength, minLength, required } from '../validation/field-rules';
import type { LeaseApplicationTransaction, UnitOfWork } from '../lease-application/unit-of-work.port';
import { proposeOverride, type OverrideProposal } from '../staff/override-proposal';
import { staffEnrolmentMail } from './staff-enrolment-mail';
import { recordProposal } from './staff-proposals';
import { staffErrors } from '../staff/staff-errors';
import { staffReason } from '../staff/staff-reason';
import { mayAct, STAFF_ROLES, type StaffMember, type StaffRole } from '../staff/staff-member';
import type { StaffMembers, StoredStaffMember } from '../staff/staff-members.port';

export interface StaffEnrolmentDependencies {
  members: StaffMembers;
  tokens: SecretTokens;
  ids: Ids;
  clock: Clock;
  /** Sends a new member their enrolment code, to their own address only. */
  mailer: Mailer;
  /** Where proposals are written with their audit entries (decision 1830). */
  unitOfWork: UnitOfWork;
}

export interface NewStaffMember {
  name: string;
  email: string;
  role: string;
}

/** A new member and the key they sign in with, shown once and stored only as its digest. */
export interface EnrolledStaffMember {
  member: StaffMember;
  key: string;
}

const ROLE_MESSAGE = `Choose one of: ${STAFF_ROLES.join(', ')}`;

const STAFF_RULES: FormRules<keyof NewStaffMember> = {
  name: [required, minLength(2), maxLength(80)],
  email: emailAddressRules,
  role: [
    required,
    (value) => ((STAFF_ROLES as readonly unknown[]).includes(value) ? undefined : ROLE_MESSAGE),
  ],
};

function validMember(input: NewStaffMember): Result<Omit<StaffMember, 'staffId' | 'status'>, DomainError> {
  const errors = validateForm(STAFF_RULES, input);
  if (hasFieldErrors(errors)) return fail(staffErrors.memberInvalid(errors as Record<string, string>));
  return ok({
    name: input.name.trim(),
    email: normalisedEmailAddress(input.email),
    role: input.role as StaffRole,
  });
}

/** The trail's entry for a new member, by whoever enrolled them. */
const enrolled = (
  stored: StoredStaffMember,
  byStaffId: string,
  extra: Record<string, unknown> = {},
): AuditEntry => ({
  actor: auditActor.staff(byStaffId),
  action: 'staff.member.enrolled',
  subject: `staff:${stored.staffId}`,
  at: stored.createdAt,
  details: { role: stored.role, ...extra },
});

const publicPart = ({ staffId, name, email, role, status }: StoredStaffMember): StaffMember => ({
  staffId,
  name,
  email,
  role,
  status,
});

/** How long an enrolment code works: long enough for a weekend, short enough to be of no use later. */
export const ENROLMENT_CODE_LIFETIME_HOURS = 72;

/** A one-time code and what is stored of it: its digest and when it expires. */
function anEnrolmentCode(tokens: Pick<SecretTokens, 'generate'>, now: Date) {
  const { token, digest } = tokens.generate();
  const expiresAt = new Date(now.getTime() + ENROLMENT_CODE_LIFETIME_HOURS * 3_600_000).toISOString();
  return { code: token, stored: { codeDigest: digest, expiresAt } };
}

/**
 * Set-up: the first administrator, only while nobody is enrolled (issue: support tooling). Everyone
 * after them is added by an administrator, so nobody can make themselves staff by typing a name.
 */
export class EnrolFirstAdministrator {
  constructor(
    private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'tokens' | 'ids' | 'clock'>,
  ) {}

  async execute(input: Omit<NewStaffMember, 'role'>): Promise<Result<EnrolledStaffMember, DomainError>> {
    const valid = validMember({ ...input, role: 'administrator' });
    if (!valid.ok) return valid;
    const { token: key, digest } = this.deps.tokens.generate();
    const stored: StoredStaffMember = {
      staffId: this.deps.ids.next(),
      ...valid.value,
      status: 'active',
      keyDigest: digest,
      createdAt: this.deps.clock.now().toISOString(),
    };
    const entry = enrolled(stored, stored.staffId, { firstAdministrator: true });
    if (!(await this.deps.members.addFirst(stored, entry))) return fail(staffErrors.alreadyEnrolled());
    return ok({ member: publicPart(stored), key });
  }
}

export type StaffProposalOutcome =
  | { outcome: 'proposed'; proposal: OverrideProposal }
  /** Set-up's second administrator, enrolled at once: nobody else could approve them. */
  | { outcome: 'enrolled'; member: StaffMember };

/**
 * An administrator proposes a new member (decision 2040): another administrator approves, and the
 * approval enrols them and mails them a one-time code for their key, so nobody but the member ever
 * sees it. During set-up alone, an administrator is enrolled at once, as nobody could approve them.
 */
export class ProposeStaffMember {
  constructor(private readonly deps: StaffEnrolmentDependencies) {}

  async execute(
    by: StaffMember,
    input: NewStaffMember & { reason: string },
  ): Promise<Result<StaffProposalOutcome, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const valid = validMember(input);
    if (!valid.ok) return valid;
    const reason = staffReason(input.reason);
    if (!reason.ok) return reason;
    const holder = (await this.deps.members.all()).find((member) => member.email === valid.value.email);
    // A disabled member's address proposes them again, with their history, rather than a stranger.
    if (holder?.status === 'disabled') {
      const proposal = await proposeEnabling(this.deps, by, holder, valid.value.role, input.reason);
      return proposal.ok ? ok({ outcome: 'proposed', proposal: proposal.value }) : proposal;
    }
    if (holder) return fail(staffErrors.emailTaken());
    const now = this.deps.clock.now();
    const staffId = this.deps.ids.next();
    if (valid.value.role === 'administrator') {
      const { code, stored: enrolment } = anEnrolmentCode(this.deps.tokens, now);
      const stored: StoredStaffMember = {
        staffId,
        ...valid.value,
        status: 'active',
        enrolment,
        createdAt: now.toISOString(),
      };
      const entry = enrolled(stored, by.staffId, { setUp: true, reason: reason.value });
      const outcome = await this.deps.members.addDuringSetUp(stored, entry);
      if (outcome === 'emailTaken') return fail(staffErrors.emailTaken());
      if (outcome === 'enrolled') {
        await this.deps.mailer.send(staffEnrolmentMail(stored, code, enrolment.expiresAt));
        return ok({ outcome: 'enrolled', member: publicPart(stored) });
      }
    }
    const proposal = await proposeStaffChange(
      this.deps,
      by,
      'enrolStaff',
      { staffId, ...valid.value },
      input.reason,
    );
    return proposal.ok ? ok({ outcome: 'proposed', proposal: proposal.value }) : proposal;
  }
}

/** An administrator proposes a member for administrator; another administrator, not the member, approves. */
export class PromoteStaffMember {
  constructor(
    private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'ids' | 'clock' | 'unitOfWork'>,
  ) {}

  async execute(
    by: StaffMember,
    command: { staffId: string; reason: string },
  ): Promise<Result<OverrideProposal, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const member = await this.deps.members.ofId(command.staffId);
    if (!member) return fail(staffErrors.memberNotFound(command.staffId));
    if (member.status !== 'active') return fail(staffErrors.memberDisabled());
    if (member.role === 'administrator') return fail(staffErrors.alreadyAdministrator());
    const change = { staffId: member.staffId, name: member.name, from: member.role, to: 'administrator' };
    return proposeStaffChange(this.deps, by, 'promoteStaff', change, command.reason);
  }
}

async function proposeStaffChange(
  deps: Pick<StaffEnrolmentDependencies, 'ids' | 'clock' | 'unitOfWork'>,
  by: StaffMember,
  kind: 'enrolStaff' | 'promoteStaff' | 'enableStaff',
  change: Record<string, string>,
  reason: string,
): Promise<Result<OverrideProposal, DomainError>> {
  const proposed = proposeOverride(
    by,
    { proposalId: deps.ids.next(), kind, change, reason },
    deps.clock.now(),
  );
  if (!proposed.ok) return proposed;
  const { staffId, role, from, to } = change;
  return recordProposal(deps.unitOfWork, proposed.value, { staffId, ...(role ? { role } : { from, to }) });
}

/** What an approval of a change of the desk needs besides its unit of work. */
export interface StaffChangeDependencies {
  tokens: Pick<SecretTokens, 'generate'>;
  mailer: Mailer;
}

/**
 * Applies an approved change of the desk inside the approval's unit of work: the new member with
 * their enrolment code, or the new role. Answers the mail to send once the unit of work commits.
 */
export async function applyStaffChange(
  tx: Pick<LeaseApplicationTransaction, 'staffMembers' | 'auditEntries'>,
  proposal: OverrideProposal,
  checker: StaffMember,
  now: Date,
  deps: Pick<StaffChangeDependencies, 'tokens'>,
): Promise<Result<Mail | undefined, DomainError>> {
  const { staffId = '', name = '', email = '', role = '', from = '', to = '' } = proposal.change;
  const approval = { proposalId: proposal.proposalId, proposedBy: proposal.proposedBy };
  if (proposal.kind === 'enrolStaff') {
    const { code, stored: enrolment } = anEnrolmentCode(deps.tokens, now);
    const stored: StoredStaffMember = {
      staffId,
      name,
      email,
      role: role as StaffRole,
      status: 'active',
      enrolment,
      createdAt: now.toISOString(),
    };
    if (!(await tx.staffMembers.enrol(stored))) return fail(staffErrors.emailTaken());
    await tx.auditEntries.record(enrolled(stored, checker.staffId, approval));
    return ok(staffEnrolmentMail(stored, code, enrolment.expiresAt));
  }
  if (proposal.kind === 'enableStaff') {
    const { code, stored: enrolment } = anEnrolmentCode(deps.tokens, now);
    if (!(await tx.staffMembers.enable(staffId, role as StaffRole, enrolment))) {
      return fail(staffErrors.proposalStale('the member is active again'));
    }
    await tx.auditEntries.record({
      actor: auditActor.staff(checker.staffId),
      action: 'staff.member.enabled',
      subject: `staff:${staffId}`,
      at: now.toISOString(),
      details: { role, ...approval },
    });
    return ok(staffEnrolmentMail({ name, email, role: role as StaffRole }, code, enrolment.expiresAt));
  }
  if (!(await tx.staffMembers.changeRole(staffId, from as StaffRole, to as StaffRole))) {
    return fail(staffErrors.proposalStale(`the member is no longer an active ${from}`));
  }
  await tx.auditEntries.record({
    actor: auditActor.staff(checker.staffId),
    action: 'staff.member.role.changed',
    subject: `staff:${staffId}`,
    at: now.toISOString(),
    details: { from, to, ...approval },
  });
  return ok(undefined);
}

/** The member receives their key with their code: it is shown to them alone, and saved for their account. */
export class RedeemEnrolmentCode {
  constructor(private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'tokens' | 'clock'>) {}

  async execute(code: string): Promise<Result<EnrolledStaffMember, DomainError>> {
    if (!code.trim()) return fail(staffErrors.enrolmentCodeUnknown());
    const at = this.deps.clock.now().toISOString();
    const { token: key, digest } = this.deps.tokens.generate();
    const member = await this.deps.members.redeemEnrolment(
      this.deps.tokens.digestOf(code.trim()),
      digest,
      at,
      (holder) => ({
        actor: auditActor.staff(holder.staffId),
        action: 'staff.member.key.received',
        subject: `staff:${holder.staffId}`,
        at,
      }),
    );
    return member ? ok({ member, key }) : fail(staffErrors.enrolmentCodeUnknown());
  }
}

/** A new code for a member who has not received their key (a lost mail, an expired code), to their own address. */
export class ResendEnrolmentCode {
  constructor(
    private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'tokens' | 'clock' | 'mailer'>,
  ) {}

  async execute(by: StaffMember, staffId: string): Promise<Result<StaffMember, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const member = await this.deps.members.ofId(staffId);
    if (!member) return fail(staffErrors.memberNotFound(staffId));
    const now = this.deps.clock.now();
    const { code, stored } = anEnrolmentCode(this.deps.tokens, now);
    const outcome = await this.deps.members.replaceEnrolment(staffId, stored, {
      actor: auditActor.staff(by.staffId),
      action: 'staff.member.enrolment-code.sent',
      subject: `staff:${staffId}`,
      at: now.toISOString(),
    });
    if (outcome === 'notFound') return fail(staffErrors.memberNotFound(staffId));
    if (outcome === 'holdsKey') return fail(staffErrors.alreadyHoldsKey());
    await this.deps.mailer.send(staffEnrolmentMail(member, code, stored.expiresAt));
    return ok(member);
  }
}

/** An administrator disables a member, with why; they keep their history, and the last administrators stay. */
export class DisableStaffMember {
  constructor(private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'clock'>) {}

  async execute(
    by: StaffMember,
    command: { staffId: string; reason: string },
  ): Promise<Result<StaffMember, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const { staffId } = command;
    const outcome = await this.deps.members.disable(staffId, {
      actor: auditActor.staff(by.staffId),
      action: 'staff.member.disabled',
      subject: `staff:${staffId}`,
      at: this.deps.clock.now().toISOString(),
      details: { reason: reason.value },
    });
    if (outcome === 'notFound') return fail(staffErrors.memberNotFound(staffId));
    if (outcome === 'lastAdministrator') return fail(staffErrors.lastAdministrator());
    const member = await this.deps.members.ofId(staffId);
    return member ? ok(member) : fail(staffErrors.memberNotFound(staffId));
  }
}

/**
 * An administrator proposes enabling a disabled member again (decision 2112): another administrator
 * approves, and the approval mails the member a code for a new key; their old key stays void.
 */
export class EnableStaffMember {
  constructor(
    private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'ids' | 'clock' | 'unitOfWork'>,
  ) {}

  async execute(
    by: StaffMember,
    command: { staffId: string; role?: string; reason: string },
  ): Promise<Result<OverrideProposal, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const member = await this.deps.members.ofId(command.staffId);
    if (!member) return fail(staffErrors.memberNotFound(command.staffId));
    if (member.status === 'active') return fail(staffErrors.memberActive());
    const role = command.role?.trim() || member.role;
    if (!(STAFF_ROLES as readonly string[]).includes(role)) {
      return fail(staffErrors.memberInvalid({ role: ROLE_MESSAGE }));
    }
    return proposeEnabling(this.deps, by, member, role as StaffRole, command.reason);
  }
}

function proposeEnabling(
  deps: Pick<StaffEnrolmentDependencies, 'ids' | 'clock' | 'unitOfWork'>,
  by: StaffMember,
  member: StaffMember,
  role: StaffRole,
  reason: string,
): Promise<Result<OverrideProposal, DomainError>> {
  const { staffId, name, email } = member;
  return proposeStaffChange(
    deps,
    by,
    'enableStaff',
    { staffId, name, email, role, from: member.role },
    reason,
  );
}

/** Who holds the key: an active staff member, or a refusal that says why. */
export class IdentifyStaffMember {
  constructor(private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'tokens'>) {}

  async execute(key: string): Promise<Result<StaffMember, DomainError>> {
    const member = key.trim()
      ? await this.deps.members.ofKeyDigest(this.deps.tokens.digestOf(key.trim()))
      : undefined;
    if (!member) return fail(staffErrors.keyUnknown());
    if (member.status !== 'active') return fail(staffErrors.memberDisabled());
    return ok(member);
  }
}
