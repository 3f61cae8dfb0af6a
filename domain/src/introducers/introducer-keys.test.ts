import { SequentialIds, SettableClock } from '../accounts/testing/in-memory-accounts';
import { InMemoryOrgProfilesById } from '../accounts/testing/accounts-world';
import { defaultOrgProfile } from '../organisation/default-org-profile';
import type { StaffMember } from '../staff/staff-member';
import {
  CreateIntroducerKey,
  ListIntroducerKeys,
  RevokeIntroducerKey,
  introducerKeyDigest,
} from './manage-introducer-keys';
import { INTRODUCER_KEY_PREFIX } from './introducer-key';
import { InMemoryIntroducerKeys, ScramblingSecretTokens } from './testing/in-memory-introducer-keys';

const admin: StaffMember = {
  staffId: 'ada',
  name: 'Ada',
  email: 'ada@p.example',
  role: 'administrator',
  status: 'active',
};
const sam: StaffMember = { ...admin, staffId: 'sam', role: 'support' };
const reason = 'Harbour Brokers send their leads by API';

function aKeyDesk() {
  const keys = new InMemoryIntroducerKeys();
  const tokens = new ScramblingSecretTokens();
  const clock = new SettableClock();
  const deps = {
    keys,
    orgProfiles: new InMemoryOrgProfilesById([{ ...defaultOrgProfile('AU'), orgId: 'fleet-co' }]),
    tokens,
    ids: new SequentialIds('key'),
    clock,
  };
  return {
    keys,
    tokens,
    clock,
    create: new CreateIntroducerKey(deps),
    list: new ListIntroducerKeys(deps),
    revoke: new RevokeIntroducerKey(deps),
  };
}

describe("introducers' keys", () => {
  it('are shown once and kept only as their digest, with who made them and why in the trail', async () => {
    const desk = aKeyDesk();
    const created = await desk.create.execute(admin, { orgId: 'fleet-co', label: ' Harbour CRM ', reason });
    if (!created.ok) throw created.error;
    const { key, introducerKey } = created.value;

    expect(key.startsWith(INTRODUCER_KEY_PREFIX)).toBe(true);
    expect(introducerKey).toEqual({
      keyId: 'key-1',
      orgId: 'fleet-co',
      label: 'Harbour CRM',
      createdAt: desk.clock.now().toISOString(),
      createdBy: 'ada',
    });
    expect(desk.keys.stored).toHaveLength(1);
    const [stored] = desk.keys.stored;
    expect(stored?.keyDigest).toBe(introducerKeyDigest(desk.tokens, key));
    expect(stored?.keyDigest).not.toBe(key);
    expect(JSON.stringify(desk.keys.stored)).not.toContain(key);
    expect(JSON.stringify(desk.keys.entries)).not.toContain(key);
    expect(desk.keys.entries).toEqual([
      expect.objectContaining({
        actor: 'staff:ada',
        action: 'introducer.key.created',
        subject: 'introducer-key:key-1',
        details: { orgId: 'fleet-co', label: 'Harbour CRM', reason },
      }),
    ]);
    // The digest of the key presented, with space around it, finds it; another key does not.
    expect(await desk.keys.ofDigest(introducerKeyDigest(desk.tokens, ` ${key} `))).toMatchObject({
      keyId: 'key-1',
    });
    expect(await desk.keys.ofDigest(introducerKeyDigest(desk.tokens, `${key}x`))).toBeUndefined();
  });

  it('are made by administrators only, for an organisation that exists, with a label and a reason', async () => {
    const desk = aKeyDesk();
    const asSupport = await desk.create.execute(sam, { orgId: 'fleet-co', label: 'Harbour CRM', reason });
    expect(!asSupport.ok && asSupport.error.code).toBe('FORBIDDEN');
    const noOrg = await desk.create.execute(admin, { orgId: 'nobody', label: 'Harbour CRM', reason });
    expect(!noOrg.ok && noOrg.error.code).toBe('NOT_FOUND');
    const noLabel = await desk.create.execute(admin, { orgId: 'fleet-co', label: ' ', reason });
    expect(!noLabel.ok && noLabel.error.details?.fields).toEqual({ label: ['Field is required'] });
    const shortReason = await desk.create.execute(admin, {
      orgId: 'fleet-co',
      label: 'Harbour CRM',
      reason: 'ok',
    });
    expect(!shortReason.ok && shortReason.error.code).toBe('BAD_INPUT');
    expect(desk.keys.stored).toEqual([]);
  });

  it('are revoked once, by an administrator with a reason, and listed with when', async () => {
    const desk = aKeyDesk();
    const created = await desk.create.execute(admin, { orgId: 'fleet-co', label: 'Harbour CRM', reason });
    if (!created.ok) throw created.error;

    const bySupport = await desk.revoke.execute(sam, { keyId: 'key-1', reason });
    expect(!bySupport.ok && bySupport.error.code).toBe('FORBIDDEN');
    const noReason = await desk.revoke.execute(admin, { keyId: 'key-1', reason: '' });
    expect(!noReason.ok && noReason.error.code).toBe('BAD_INPUT');
    const unknown = await desk.revoke.execute(admin, { keyId: 'key-9', reason });
    expect(!unknown.ok && unknown.error.code).toBe('NOT_FOUND');

    const revoked = await desk.revoke.execute(admin, { keyId: 'key-1', reason: 'Their CRM was replaced' });
    expect(revoked).toEqual({
      ok: true,
      value: expect.objectContaining({
        keyId: 'key-1',
        revokedAt: desk.clock.now().toISOString(),
        revokedBy: 'ada',
      }),
    });
    const again = await desk.revoke.execute(admin, { keyId: 'key-1', reason });
    expect(!again.ok && again.error.code).toBe('NOT_ALLOWED');
    expect(desk.keys.entries.map((entry) => entry.action)).toEqual([
      'introducer.key.created',
      'introducer.key.revoked',
    ]);

    const listed = await desk.list.execute(sam, { orgId: 'fleet-co' });
    expect(listed).toEqual({
      ok: true,
      value: [expect.objectContaining({ keyId: 'key-1', revokedBy: 'ada' })],
    });
    expect(JSON.stringify(listed)).not.toContain('keyDigest');
    expect(await desk.list.execute(sam, { orgId: 'other' })).toEqual({ ok: true, value: [] });
  });
});
