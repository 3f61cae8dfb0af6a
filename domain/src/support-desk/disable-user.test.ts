import type { AuditEntry } from '../application/audit-entry';
import { STAFF_REASONS } from '../staff/staff-errors';
import type { StaffMember } from '../staff/staff-member';
import { DisableUser } from './disable-user';
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
  const disable = new DisableUser({
    users,
    access: {
      disable: async (userId, _at, entry) => {
        if (disabled.has(userId)) return 'alreadyDisabled';
        disabled.add(userId);
        entries.push(entry);
        return 'disabled';
      },
    },
    sessions: { revokeAllOfUser: async (userId) => (revoked.push(userId), 2) },
    clock: new SettableClock(new Date('2026-11-24T09:00:00Z')),
  });
  return { disable, disabled, entries, revoked };
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
});
