import type { AuditEntry, StaffMember, StoredStaffMember } from '@lease-portal/domain';
import type { Database } from '../database';
import { PostgresAuditTrail } from '../postgres-audit-trail';
import { PostgresUnitOfWork } from '../postgres-unit-of-work';
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

    const code = (digest: string, expiresAt = '2026-11-27T09:00:00.000Z') => ({
      codeDigest: digest,
      expiresAt,
    });
    const keyReceived = (member: StaffMember): AuditEntry => ({
      actor: `staff:${member.staffId}`,
      action: 'staff.member.key.received',
      subject: `staff:${member.staffId}`,
      at: '2026-11-24T10:00:00.000Z',
    });

    it('enrols administrators at once only during set-up, until two of them hold a key', async () => {
      const grace = member('grace', {
        role: 'administrator',
        keyDigest: undefined,
        enrolment: code('code-grace'),
      });
      expect(await staff.addDuringSetUp(grace, entryFor('grace'))).toBe('enrolled');
      expect(
        await staff.addDuringSetUp(
          member('grace-2', {
            email: 'GRACE@provider.example',
            keyDigest: undefined,
            enrolment: code('code-g2'),
          }),
          entryFor('grace-2'),
        ),
      ).toBe('emailTaken');
      // Grace has no key yet: set-up goes on.
      const alan = member('alan', {
        role: 'administrator',
        keyDigest: undefined,
        enrolment: code('code-alan'),
      });
      expect(await staff.addDuringSetUp(alan, entryFor('alan'))).toBe('enrolled');
      expect(await staff.ofKeyDigest('digest-grace')).toBeUndefined();

      const redeemed = await staff.redeemEnrolment(
        'code-grace',
        'key-grace',
        '2026-11-24T10:00:00.000Z',
        keyReceived,
      );
      expect(redeemed).toMatchObject({ staffId: 'grace', role: 'administrator' });
      expect(await staff.ofKeyDigest('key-grace')).toMatchObject({ staffId: 'grace' });
      const late = member('late', {
        role: 'administrator',
        keyDigest: undefined,
        enrolment: code('code-late'),
      });
      expect(await staff.addDuringSetUp(late, entryFor('late'))).toBe('setUpOver');
      expect(await staff.ofId('late')).toBeUndefined();
      const trail = await new PostgresAuditTrail(db).ofSubject('staff:grace');
      expect(trail.map((entry) => entry.action)).toEqual([
        'staff.member.enrolled',
        'staff.member.key.received',
      ]);
    });

    it('keeps two administrators holding a key once set-up is over, and lets one without a key go', async () => {
      const first = (await staff.all()).find((m) => m.staffId.startsWith('admin-'));
      const grace = await staff.ofId('grace');
      expect(await staff.disable(grace!.staffId, entryFor(grace!.staffId, 'staff.member.disabled'))).toBe(
        'lastAdministrator',
      );
      expect(await staff.disable(first!.staffId, entryFor(first!.staffId, 'staff.member.disabled'))).toBe(
        'lastAdministrator',
      );
      expect(await staff.disable('alan', entryFor('alan', 'staff.member.disabled'))).toBe('disabled');
    });

    it('redeems a code once, even when the member gives it twice at the same moment, and never past its time', async () => {
      await staff.add(
        member('rita', { keyDigest: undefined, enrolment: code('code-rita') }),
        entryFor('rita'),
      );
      const outcomes = await Promise.all(
        ['key-rita-1', 'key-rita-2'].map((key) =>
          staff.redeemEnrolment('code-rita', key, '2026-11-24T10:00:00.000Z', keyReceived),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(
        await staff.redeemEnrolment('code-rita', 'key-3', '2026-11-24T10:00:00.000Z', keyReceived),
      ).toBeUndefined();

      await staff.add(
        member('otto', { keyDigest: undefined, enrolment: code('code-otto') }),
        entryFor('otto'),
      );
      expect(
        await staff.redeemEnrolment('code-otto', 'key-otto', '2026-11-27T09:00:00.000Z', keyReceived),
      ).toBeUndefined();
      expect(
        await staff.replaceEnrolment(
          'otto',
          code('code-otto-2', '2026-11-30T09:00:00.000Z'),
          entryFor('otto'),
        ),
      ).toBe('replaced');
      expect(
        await staff.redeemEnrolment('code-otto', 'key-otto', '2026-11-27T09:00:00.000Z', keyReceived),
      ).toBeUndefined();
      expect(
        await staff.redeemEnrolment('code-otto-2', 'key-otto', '2026-11-27T09:00:00.000Z', keyReceived),
      ).toMatchObject({
        staffId: 'otto',
      });
      expect(await staff.replaceEnrolment('otto', code('code-otto-3'), entryFor('otto'))).toBe('holdsKey');
      expect(await staff.replaceEnrolment('nobody', code('code-none'), entryFor('nobody'))).toBe('notFound');
    });

    it('enrols and promotes inside a unit of work, and nothing when the unit fails', async () => {
      const unitOfWork = new PostgresUnitOfWork(db);
      const pia = member('pia', { keyDigest: undefined, enrolment: code('code-pia') });
      await unitOfWork.run(async (tx) => {
        expect(await tx.staffMembers.enrol(pia)).toBe(true);
        return { ok: false };
      });
      expect(await staff.ofId('pia')).toBeUndefined();
      expect(await unitOfWork.run((tx) => tx.staffMembers.enrol(pia))).toBe(true);
      expect(await unitOfWork.run((tx) => tx.staffMembers.enrol({ ...pia, staffId: 'pia-2' }))).toBe(false);
      const promotions = await Promise.all([
        unitOfWork.run((tx) => tx.staffMembers.changeRole('pia', 'support', 'administrator')),
        unitOfWork.run((tx) => tx.staffMembers.changeRole('pia', 'support', 'administrator')),
      ]);
      expect(promotions.filter(Boolean)).toHaveLength(1);
      expect(await unitOfWork.run((tx) => tx.staffMembers.ofId('pia'))).toMatchObject({
        role: 'administrator',
      });
    });

    it('reissues a key: by a code, the old key void; by a new key; never set-up back', async () => {
      await staff.add(member('ada', { role: 'administrator' }), entryFor('ada'));
      await staff.add(member('grace', { role: 'administrator' }), entryFor('grace'));
      const code = { codeDigest: 'code-grace', expiresAt: '2026-11-30T09:00:00.000Z' };
      const reissued = entryFor('grace', 'staff.member.key.reissued');
      expect(await staff.reissueKey('grace', { enrolment: code }, reissued)).toBe('reissued');
      expect(await staff.ofKeyDigest('digest-grace')).toBeUndefined();
      // Two administrators have held a key: set-up is over though Grace holds none now.
      expect(await staff.addDuringSetUp(member('eve', { role: 'administrator' }), entryFor('eve'))).toBe(
        'setUpOver',
      );
      const redeemed = await staff.redeemEnrolment(
        'code-grace',
        'digest-grace-2',
        '2026-11-25T09:00:00.000Z',
        () => entryFor('grace', 'staff.member.key.received'),
      );
      expect(redeemed?.staffId).toBe('grace');
      expect(await staff.reissueKey('ada', { keyDigest: 'digest-ada-2' }, entryFor('ada', 'x'))).toBe(
        'reissued',
      );
      expect((await staff.ofKeyDigest('digest-ada-2'))?.staffId).toBe('ada');
      expect(await staff.ofKeyDigest('digest-ada')).toBeUndefined();
      expect(await staff.reissueKey('nobody', { keyDigest: 'digest-none' }, entryFor('nobody'))).toBe(
        'notFound',
      );
      expect(await new PostgresAuditTrail(db).ofSubject('staff:grace')).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'staff.member.key.reissued' })]),
      );
    });

    it('enables a disabled member inside a unit of work, with a code for a new key', async () => {
      await staff.add(member('sam', { status: 'disabled' }), entryFor('sam'));
      const code = { codeDigest: 'code-sam', expiresAt: '2026-11-30T09:00:00.000Z' };
      const unitOfWork = new PostgresUnitOfWork(db);
      expect(await unitOfWork.run((tx) => tx.staffMembers.enable('sam', 'creditOfficer', code))).toBe(true);
      expect(await unitOfWork.run((tx) => tx.staffMembers.enable('sam', 'support', code))).toBe(false);
      expect(await staff.ofId('sam')).toMatchObject({ status: 'active', role: 'creditOfficer' });
      expect(await staff.ofKeyDigest('digest-sam')).toBeUndefined();
    });

    it('says the database is held by its owner from its own machine, here', async () => {
      expect(await staff.heldByItsOwnerHere()).toBe(true);
    });
  });
}
