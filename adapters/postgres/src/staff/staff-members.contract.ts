import type { AuditEntry, StoredStaffMember } from '@lease-portal/domain';
import type { Database } from '../database';
import { PostgresAuditTrail } from '../postgres-audit-trail';
import type { DatabaseFactory } from '../testing/test-database';
import { withTestDatabase } from '../testing/test-database';
import { PostgresStaffMembers } from './postgres-staff-members';

const member = (staffId: string, overrides: Partial<StoredStaffMember> = {}): StoredStaffMember => ({
  staffId,
  name: `Member ${staffId}`,
  email: `${staffId}@provider.example`,
  role: 'support',
  status: 'active',
  keyDigest: `digest-${staffId}`,
  createdAt: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const entryFor = (staffId: string, action = 'staff.member.enrolled'): AuditEntry => ({
  actor: 'staff:admin',
  action,
  subject: `staff:${staffId}`,
  at: '2026-11-24T09:00:00.000Z',
});

/** The staff members' storage, run on every engine. */
export function describeStaffStorage(engine: string, factory: DatabaseFactory): void {
  describe(`staff members on ${engine}`, () => {
    let db: Database;
    let staff: PostgresStaffMembers;

    withTestDatabase(factory, (opened) => {
      db = opened;
      staff = new PostgresStaffMembers(db);
    });

    it('enrols one first administrator, even when two set-ups race', async () => {
      const outcomes = await Promise.all([
        staff.addFirst(member('admin-a', { role: 'administrator' }), entryFor('admin-a')),
        staff.addFirst(member('admin-b', { role: 'administrator' }), entryFor('admin-b')),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await staff.all()).toHaveLength(1);
    });

    it('adds members with unique addresses in any letter case, each with its audit entry', async () => {
      expect(await staff.add(member('sam'), entryFor('sam'))).toBe(true);
      expect(await staff.add(member('sam-2', { email: 'SAM@provider.example' }), entryFor('sam-2'))).toBe(
        false,
      );
      expect(await new PostgresAuditTrail(db).ofSubject('staff:sam')).toHaveLength(1);
      expect(await new PostgresAuditTrail(db).ofSubject('staff:sam-2')).toHaveLength(0);
    });

    it('finds a member by id and by the digest of their key', async () => {
      await staff.add(member('cora', { role: 'creditOfficer' }), entryFor('cora'));
      const cora = {
        staffId: 'cora',
        name: 'Member cora',
        email: 'cora@provider.example',
        role: 'creditOfficer',
        status: 'active',
      };
      expect(await staff.ofId('cora')).toEqual(cora);
      expect(await staff.ofKeyDigest('digest-cora')).toEqual(cora);
      expect(await staff.ofKeyDigest('digest-nobody')).toBeUndefined();
    });

    it('disables a member, but never the last active administrator', async () => {
      const [first] = (await staff.all()).filter((m) => m.role === 'administrator');
      expect(await staff.disable(first!.staffId, entryFor(first!.staffId, 'staff.member.disabled'))).toBe(
        'lastAdministrator',
      );
      expect(await staff.disable('sam', entryFor('sam', 'staff.member.disabled'))).toBe('disabled');
      expect((await staff.ofId('sam'))?.status).toBe('disabled');
      expect(await staff.disable('nobody', entryFor('nobody', 'staff.member.disabled'))).toBe('notFound');
      const trail = await new PostgresAuditTrail(db).ofSubject('staff:sam');
      expect(trail.map((entry) => entry.action)).toEqual(['staff.member.enrolled', 'staff.member.disabled']);
    });
  });
}
