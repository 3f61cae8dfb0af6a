import type { AuditEntry } from '../application/audit-entry';
import { STAFF_REASONS } from '../staff/staff-errors';
import type { StaffMember } from '../staff/staff-member';
import { DisableUser, EnableUser } from './disable-user';
import { SendPasswordLinkAsStaff } from './staff-password-link';
import type { IssuePasswordResetLinkRequest } from '../accounts/issue-password-reset-link';
import type { UserAccess } from '../accounts/user-access.port';
import { InMemoryUsers, SettableClock } from '../accounts/testing/in-memory-accounts';

const member = (role: StaffMember['role']): StaffMember => ({
  staffId: role,
  name: role,
  email: `${role}@p.example`,
  role,
  status: 'active',
});

async function aDesk() {
  const users = new InMemoryUsers();
  await users.add({
    id: 'user-1',
    orgId: 'org-au',
    firstName: 'Jordan',
    lastName: 'Quill',
    email: 'jordan@acme.example',
    region: 'AU',
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  const disabled = new Set<string>();
  const entries: AuditEntry[] = [];
  const revoked: string[] = [];
  const access: UserAccess = {
    disable: async (userId, _at, entry) => {
      if (disabled.has(userId)) return 'alreadyDisabled';
      disabled.add(userId);
      entries.push(entry);
      return 'disabled';
    },
    enable: async (userId, entry) => {
      if (!disabled.delete(userId)) return 'notDisabled';
      entries.push(entry);
      return 'enabled';
    },
    isDisabled: async (userId) => disabled.has(userId),
  };
  const clock = new SettableClock(new Date('2026-11-24T09:00:00Z'));
  const disable = new DisableUser({
    users,
    access,
    sessions: { revokeAllOfUser: async (userId) => (revoked.push(userId), 2) },
    clock,
  });
  const links: IssuePasswordResetLinkRequest[] = [];
  const passwordLink = new SendPasswordLinkAsStaff({
    users,
    access,
    passwordLinks: { execute: async (request) => (links.push(request), 'sent') },
  });
  return {
    disable,
    enable: new EnableUser({ users, access, clock }),
    passwordLink,
    links,
    disabled,
    entries,
    revoked,
  };
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? undefined : result.error?.details?.reason;

describe("support disables a customer's user", () => {
  it('disables them and ends their sessions, with the member and the reason in the trail', async () => {
    const desk = await aDesk();
    const done = await desk.disable.execute(member('support'), {
      orgId: 'org-au',
      email: 'JORDAN@acme.example',
      reason: 'Left the company',
    });
    expect(done).toEqual({ ok: true, value: { userId: 'user-1', sessionsEnded: 2 } });
    expect(desk.revoked).toEqual(['user-1']);
    expect(desk.entries).toEqual([
      expect.objectContaining({ actor: 'staff:support', action: 'account.disabled', subject: 'user:user-1' }),
    ]);
    const again = await desk.disable.execute(member('support'), {
      orgId: 'org-au',
      email: 'jordan@acme.example',
      reason: 'Asked again by phone',
    });
    expect(reasonOf(again)).toBe(STAFF_REASONS.nothingToRepair);
  });

  it('is not for credit officers, needs a reason, and finds users in their own organisation only', async () => {
    const desk = await aDesk();
    const command = { orgId: 'org-au', email: 'jordan@acme.example', reason: 'Left the company' };
    expect(reasonOf(await desk.disable.execute(member('creditOfficer'), command))).toBe(
      STAFF_REASONS.notPermitted,
    );
    expect(reasonOf(await desk.disable.execute(member('support'), { ...command, reason: ' ' }))).toBe(
      STAFF_REASONS.reasonRequired,
    );
    const elsewhere = await desk.disable.execute(member('administrator'), { ...command, orgId: 'org-nz' });
    expect(elsewhere.ok ? undefined : elsewhere.error.code).toBe('NOT_FOUND');
    expect(desk.disabled.size).toBe(0);
  });

  it('sends a disabled user no password link; enabled again with a reason, they are sent one', async () => {
    const desk = await aDesk();
    const user = { orgId: 'org-au', email: 'jordan@acme.example' };
    const reason = 'Back with the company';
    await desk.disable.execute(member('support'), { ...user, reason: 'Left the company' });
    expect(reasonOf(await desk.passwordLink.execute(member('support'), user))).toBe(
      STAFF_REASONS.nothingToRepair,
    );
    expect(desk.links).toEqual([]);
    expect(reasonOf(await desk.enable.execute(member('creditOfficer'), { ...user, reason }))).toBe(
      STAFF_REASONS.notPermitted,
    );
    expect(reasonOf(await desk.enable.execute(member('support'), { ...user, reason: 'ok' }))).toBe(
      STAFF_REASONS.reasonTooShort,
    );
    expect(await desk.enable.execute(member('support'), { ...user, reason })).toEqual({
      ok: true,
      value: { userId: 'user-1' },
    });
    expect(desk.entries.at(-1)).toMatchObject({
      actor: 'staff:support',
      action: 'account.enabled',
      subject: 'user:user-1',
      details: { reason },
    });
    expect(reasonOf(await desk.enable.execute(member('support'), { ...user, reason }))).toBe(
      STAFF_REASONS.nothingToRepair,
    );
    expect(await desk.passwordLink.execute(member('support'), user)).toEqual({ ok: true, value: 'sent' });
    expect(desk.links).toEqual([
      expect.objectContaining({ ...user, purpose: 'reset-password', actor: 'staff:support' }),
    ]);
  });
});
