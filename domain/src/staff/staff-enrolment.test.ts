import { CountingSecretTokens, SequentialIds, SettableClock } from '../accounts/testing/in-memory-accounts';
import { STAFF_REASONS } from './staff-errors';
import {
  AddStaffMember,
  DisableStaffMember,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  type StaffEnrolmentDependencies,
} from './staff-enrolment';
import type { StaffMember } from './staff-member';
import { InMemoryStaffMembers } from './testing/in-memory-staff-members';

function aDesk() {
  const members = new InMemoryStaffMembers();
  const deps: StaffEnrolmentDependencies = {
    members,
    tokens: new CountingSecretTokens(),
    ids: new SequentialIds('staff'),
    clock: new SettableClock(new Date('2026-11-24T09:00:00Z')),
  };
  return {
    members,
    enrolFirst: new EnrolFirstAdministrator(deps),
    add: new AddStaffMember(deps),
    disable: new DisableStaffMember(deps),
    identify: new IdentifyStaffMember(deps),
  };
}

async function withAdministrator() {
  const desk = aDesk();
  const first = await desk.enrolFirst.execute({ name: 'Ada Lovelace', email: 'Ada@Provider.example' });
  if (!first.ok) throw first.error;
  return { ...desk, admin: first.value.member, adminKey: first.value.key };
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? undefined : result.error?.details?.reason;

describe('enrolling the support desk', () => {
  it('enrols the first administrator at set-up, and nobody else that way', async () => {
    const desk = await withAdministrator();
    expect(desk.admin).toEqual({
      staffId: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada@provider.example',
      role: 'administrator',
      status: 'active',
    });
    const second = await desk.enrolFirst.execute({ name: 'Mallory', email: 'mallory@example.org' });
    expect(reasonOf(second)).toBe(STAFF_REASONS.alreadyEnrolled);
    expect(await desk.members.all()).toHaveLength(1);
  });

  it('keeps only the digest of a key, and knows its holder by it', async () => {
    const desk = await withAdministrator();
    expect(desk.members.stored[0]?.keyDigest).toBe(`digest(${desk.adminKey})`);
    expect(Object.values(desk.members.stored[0] ?? {})).not.toContain(desk.adminKey);
    expect(await desk.identify.execute(desk.adminKey)).toEqual({ ok: true, value: desk.admin });
    expect(reasonOf(await desk.identify.execute('not-a-key'))).toBe(STAFF_REASONS.keyUnknown);
    expect(reasonOf(await desk.identify.execute(''))).toBe(STAFF_REASONS.keyUnknown);
  });

  it('lets an administrator add members, with their role, each with a key of their own', async () => {
    const desk = await withAdministrator();
    const added = await desk.add.execute(desk.admin, {
      name: 'Sam Support',
      email: 'sam@provider.example',
      role: 'support',
    });
    if (!added.ok) throw added.error;
    expect(added.value.member.role).toBe('support');
    expect(added.value.key).not.toBe(desk.adminKey);
    expect(await desk.identify.execute(added.value.key)).toEqual({ ok: true, value: added.value.member });
    expect(desk.members.entries.map((entry) => entry.action)).toEqual([
      'staff.member.enrolled',
      'staff.member.enrolled',
    ]);
  });

  it('refuses a member from someone who may not manage staff, a taken address, or a bad role', async () => {
    const desk = await withAdministrator();
    const sam = await desk.add.execute(desk.admin, {
      name: 'Sam Support',
      email: 'sam@provider.example',
      role: 'support',
    });
    if (!sam.ok) throw sam.error;
    const bySam = await desk.add.execute(sam.value.member, {
      name: 'Eve',
      email: 'eve@provider.example',
      role: 'administrator',
    });
    expect(reasonOf(bySam)).toBe(STAFF_REASONS.notPermitted);
    const again = await desk.add.execute(desk.admin, {
      name: 'Sam Again',
      email: 'SAM@provider.example',
      role: 'support',
    });
    expect(reasonOf(again)).toBe(STAFF_REASONS.emailTaken);
    const badRole = await desk.add.execute(desk.admin, {
      name: 'Rex',
      email: 'rex@provider.example',
      role: 'root',
    });
    expect(reasonOf(badRole)).toBe(STAFF_REASONS.memberInvalid);
    expect(await desk.members.all()).toHaveLength(2);
  });

  it('disables a member, whose key then opens nothing, but never the last administrator', async () => {
    const desk = await withAdministrator();
    const sam = await desk.add.execute(desk.admin, {
      name: 'Sam Support',
      email: 'sam@provider.example',
      role: 'support',
    });
    if (!sam.ok) throw sam.error;

    expect(await desk.disable.execute(desk.admin, sam.value.member.staffId)).toEqual({
      ok: true,
      value: { ...sam.value.member, status: 'disabled' },
    });
    expect(desk.members.entries.at(-1)).toMatchObject({
      actor: `staff:${desk.admin.staffId}`,
      action: 'staff.member.disabled',
      subject: `staff:${sam.value.member.staffId}`,
    });
    expect(reasonOf(await desk.identify.execute(sam.value.key))).toBe(STAFF_REASONS.memberDisabled);
    expect(reasonOf(await desk.disable.execute(desk.admin, desk.admin.staffId))).toBe(
      STAFF_REASONS.lastAdministrator,
    );
    expect(reasonOf(await desk.disable.execute(desk.admin, 'nobody'))).toBe(STAFF_REASONS.memberNotFound);
    const disabledAdmin: StaffMember = { ...desk.admin, status: 'disabled' };
    expect(reasonOf(await desk.disable.execute(disabledAdmin, sam.value.member.staffId))).toBe(
      STAFF_REASONS.notPermitted,
    );
  });
});
