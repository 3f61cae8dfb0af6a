import { defaultOrgProfile, type AuditEntry, type StoredIntroducerKey } from '@lease-portal/domain';
import type { Database } from '../database';
import { PostgresAuditTrail } from '../postgres-audit-trail';
import { PostgresOrgProfiles } from '../postgres-org-profiles';
import type { DatabaseFactory } from '../testing/test-database';
import { withTestDatabase } from '../testing/test-database';
import { PostgresIntroducerKeys } from './postgres-introducer-keys';

const aKey = (keyId: string, overrides: Partial<StoredIntroducerKey> = {}): StoredIntroducerKey => ({
  keyId,
  orgId: 'fleet-co',
  label: `CRM ${keyId}`,
  keyDigest: `digest-${keyId}`,
  createdAt: '2026-11-27T09:00:00.000Z',
  createdBy: 'ada',
  ...overrides,
});

const entry = (keyId: string, action: string): AuditEntry => ({
  actor: 'staff:ada',
  action,
  subject: `introducer-key:${keyId}`,
  at: '2026-11-27T09:00:00.000Z',
});

/** The introducers' keys' storage (decision 2121), run on every engine. */
export function describeIntroducerKeysStorage(engine: string, factory: DatabaseFactory): void {
  describe(`introducer keys on ${engine}`, () => {
    let db: Database;
    let keys: PostgresIntroducerKeys;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      keys = new PostgresIntroducerKeys(db);
      const orgs = new PostgresOrgProfiles(db);
      await orgs.save({ ...defaultOrgProfile('AU'), orgId: 'fleet-co' });
      await orgs.save({ ...defaultOrgProfile('NZ'), orgId: 'kiwi-co' });
    });

    it('keeps a key by its digest, with its audit entry, and never reads the digest out', async () => {
      await keys.add(aKey('k1'), entry('k1', 'introducer.key.created'));
      const found = await keys.ofDigest('digest-k1');
      expect(found).toEqual({
        keyId: 'k1',
        orgId: 'fleet-co',
        label: 'CRM k1',
        createdAt: '2026-11-27T09:00:00.000Z',
        createdBy: 'ada',
      });
      expect(await keys.ofId('k1')).toEqual(found);
      expect(await keys.ofDigest('digest-k9')).toBeUndefined();
      expect(await new PostgresAuditTrail(db).ofSubject('introducer-key:k1')).toEqual([
        expect.objectContaining({ action: 'introducer.key.created', actor: 'staff:ada' }),
      ]);
      const [row] = await db.query<{ key_digest: string }>('SELECT key_digest FROM introducer_keys');
      expect(row?.key_digest).toBe('digest-k1');
    });

    it('refuses a second key with the same digest and a key of no organisation, writing nothing', async () => {
      await expect(
        keys.add(aKey('k2', { keyDigest: 'digest-k1' }), entry('k2', 'introducer.key.created')),
      ).rejects.toThrow();
      await expect(
        keys.add(aKey('k3', { orgId: 'nobody' }), entry('k3', 'introducer.key.created')),
      ).rejects.toThrow();
      expect(await keys.ofId('k2')).toBeUndefined();
      expect(await new PostgresAuditTrail(db).ofSubject('introducer-key:k2')).toEqual([]);
    });

    it("lists every key oldest first, or an organisation's", async () => {
      await keys.add(
        aKey('k4', { orgId: 'kiwi-co', createdAt: '2026-11-27T10:00:00.000Z' }),
        entry('k4', 'introducer.key.created'),
      );
      expect((await keys.list()).map((key) => key.keyId)).toEqual(['k1', 'k4']);
      expect((await keys.list({ orgId: 'kiwi-co' })).map((key) => key.keyId)).toEqual(['k4']);
      expect(await keys.list({ orgId: 'other' })).toEqual([]);
    });

    it('revokes a key once, even when two revocations race, with one audit entry', async () => {
      const outcomes = await Promise.all([
        keys.revoke('k4', '2026-11-27T11:00:00.000Z', 'ada', entry('k4', 'introducer.key.revoked')),
        keys.revoke('k4', '2026-11-27T11:00:01.000Z', 'bea', entry('k4', 'introducer.key.revoked')),
      ]);
      expect(outcomes.sort()).toEqual(['alreadyRevoked', 'revoked']);
      expect(await keys.ofDigest('digest-k4')).toMatchObject({ keyId: 'k4', revokedAt: expect.any(String) });
      expect(
        (await new PostgresAuditTrail(db).ofSubject('introducer-key:k4')).map((each) => each.action),
      ).toEqual(['introducer.key.created', 'introducer.key.revoked']);
      expect(
        await keys.revoke('k9', '2026-11-27T11:00:00.000Z', 'ada', entry('k9', 'introducer.key.revoked')),
      ).toBe('notFound');
    });
  });
}
