import { normalisedEmailAddress } from '../accounts/login-throttle';
import type { SecretTokens } from '../accounts/secret-tokens.port';
import { auditActor, type AuditEntry } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { hasFieldErrors, validateForm, type FormRules } from '../validation/field-rule';
import { emailAddressRules } from '../validation/contact-field-rules';
import { maxLength, minLength, required } from '../validation/field-rules';
import { staffErrors } from './staff-errors';
import { mayAct, STAFF_ROLES, type StaffMember, type StaffRole } from './staff-member';
import type { StaffMembers, StoredStaffMember } from './staff-members.port';

export interface StaffEnrolmentDependencies {
  members: StaffMembers;
  tokens: SecretTokens;
  ids: Ids;
  clock: Clock;
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

function newMember(
  deps: StaffEnrolmentDependencies,
  input: NewStaffMember,
): Result<{ stored: StoredStaffMember; key: string }, DomainError> {
  const errors = validateForm(STAFF_RULES, input);
  if (hasFieldErrors(errors)) return fail(staffErrors.memberInvalid(errors as Record<string, string>));
  const { token, digest } = deps.tokens.generate();
  return ok({
    key: token,
    stored: {
      staffId: deps.ids.next(),
      name: input.name.trim(),
      email: normalisedEmailAddress(input.email),
      role: input.role as StaffRole,
      status: 'active',
      keyDigest: digest,
      createdAt: deps.clock.now().toISOString(),
    },
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

/**
 * Set-up: the first administrator, only while nobody is enrolled (issue: support tooling). Everyone
 * after them is added by an administrator, so nobody can make themselves staff by typing a name.
 */
export class EnrolFirstAdministrator {
  constructor(private readonly deps: StaffEnrolmentDependencies) {}

  async execute(input: Omit<NewStaffMember, 'role'>): Promise<Result<EnrolledStaffMember, DomainError>> {
    const created = newMember(this.deps, { ...input, role: 'administrator' });
    if (!created.ok) return created;
    const { stored, key } = created.value;
    const entry = enrolled(stored, stored.staffId, { firstAdministrator: true });
    if (!(await this.deps.members.addFirst(stored, entry))) return fail(staffErrors.alreadyEnrolled());
    return ok({ member: publicPart(stored), key });
  }
}

/** An administrator adds a member of the desk; the new member's key is shown to them once. */
export class AddStaffMember {
  constructor(private readonly deps: StaffEnrolmentDependencies) {}

  async execute(by: StaffMember, input: NewStaffMember): Promise<Result<EnrolledStaffMember, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const created = newMember(this.deps, input);
    if (!created.ok) return created;
    const { stored, key } = created.value;
    if (!(await this.deps.members.add(stored, enrolled(stored, by.staffId)))) {
      return fail(staffErrors.emailTaken());
    }
    return ok({ member: publicPart(stored), key });
  }
}

/** An administrator disables a member, who keeps their history; the last administrator stays. */
export class DisableStaffMember {
  constructor(private readonly deps: Pick<StaffEnrolmentDependencies, 'members' | 'clock'>) {}

  async execute(by: StaffMember, staffId: string): Promise<Result<StaffMember, DomainError>> {
    if (!mayAct(by, 'manageStaff')) return fail(staffErrors.notPermitted('manageStaff'));
    const outcome = await this.deps.members.disable(staffId, {
      actor: auditActor.staff(by.staffId),
      action: 'staff.member.disabled',
      subject: `staff:${staffId}`,
      at: this.deps.clock.now().toISOString(),
    });
    if (outcome === 'notFound') return fail(staffErrors.memberNotFound(staffId));
    if (outcome === 'lastAdministrator') return fail(staffErrors.lastAdministrator());
    const member = await this.deps.members.ofId(staffId);
    return member ? ok(member) : fail(staffErrors.memberNotFound(staffId));
  }
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
