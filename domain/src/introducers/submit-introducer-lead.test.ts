import { InMemoryLoginAttempts } from '../accounts/testing/in-memory-accounts';
import { InMemoryOrgProfilesById } from '../accounts/testing/accounts-world';
import { aCallbackRequest, anEnquiry } from '../leads/testing/enquiry-builder';
import { aLeadsWorld } from '../leads/testing/leads-world';
import { defaultOrgProfile } from '../organisation/default-org-profile';
import type { StaffMember } from '../staff/staff-member';
import { CreateIntroducerKey, RevokeIntroducerKey } from './manage-introducer-keys';
import { SubmitIntroducerLead } from './submit-introducer-lead';
import { InMemoryIntroducerKeys, ScramblingSecretTokens } from './testing/in-memory-introducer-keys';

const admin: StaffMember = {
  staffId: 'ada',
  name: 'Ada',
  email: 'ada@p.example',
  role: 'administrator',
  status: 'active',
};
const reason = 'Harbour Brokers send their leads by API';

async function anIntroducerWorld(limit = { perKey: 3, window: { minutes: 1 } }) {
  const leads = aLeadsWorld();
  const keys = new InMemoryIntroducerKeys();
  const tokens = new ScramblingSecretTokens();
  const orgProfiles = new InMemoryOrgProfilesById([
    { ...defaultOrgProfile('AU'), orgId: 'fleet-co' },
    { ...defaultOrgProfile('NZ'), orgId: 'kiwi-co' },
  ]);
  const deps = {
    keys,
    orgProfiles,
    tokens,
    ids: { next: () => `key-${keys.stored.length + 1}` },
    clock: leads.clock,
  };
  const create = new CreateIntroducerKey(deps);
  const keyOf = async (orgId: string) => {
    const created = await create.execute(admin, { orgId, label: `${orgId} CRM`, reason });
    if (!created.ok) throw created.error;
    return created.value;
  };
  const submit = new SubmitIntroducerLead({
    keys,
    orgProfiles,
    tokens,
    counters: new InMemoryLoginAttempts(),
    clock: leads.clock,
    submitDiallerLead: leads.submitDiallerLead,
    sendRequestCallback: leads.sendRequestCallback,
    limit,
  });
  return { leads, keys, keyOf, submit, revoke: new RevokeIntroducerKey(deps) };
}

const { enquireType: _type, ...enquiry } = anEnquiry('AU');
const { domain: _domain, ...callback } = aCallbackRequest();

describe('SubmitIntroducerLead', () => {
  it("stores an enquiry for the key's organisation by the calculator's rules, audited as the key", async () => {
    const world = await anIntroducerWorld();
    const { key, introducerKey } = await world.keyOf('fleet-co');
    const admitted = await world.submit.admit({ key, orgId: 'fleet-co', cluster: 'au-1' });
    if (!admitted.ok) throw admitted.error;
    expect(admitted.value).toEqual({
      keyId: introducerKey.keyId,
      orgId: 'fleet-co',
      region: 'AU',
      cluster: 'au-1',
    });

    const stored = await world.submit.enquiry(admitted.value, enquiry);
    expect(stored).toEqual({ ok: true, value: { leadId: 'lead-1' } });
    expect(await world.leads.leads.ofId('lead-1')).toMatchObject({
      kind: 'dialler',
      orgId: 'fleet-co',
      region: 'AU',
      enquiry: { enquireType: 'call', contact: { phone: '0491570156' } },
    });
    expect(world.leads.jobs.jobs).toEqual([expect.objectContaining({ key: 'dialler-lead:lead-1' })]);
    expect(world.leads.unitOfWork.audit).toEqual([
      expect.objectContaining({
        actor: `introducer-key:${introducerKey.keyId}`,
        action: 'lead.received',
        subject: 'lead:lead-1',
        details: {
          kind: 'dialler',
          orgId: 'fleet-co',
          via: 'introducer-api',
          keyId: introducerKey.keyId,
          cluster: 'au-1',
        },
      }),
    ]);
  });

  it("stores a call-back by the dialog's rules, and bad input gets the form's messages and stores nothing", async () => {
    const world = await anIntroducerWorld();
    const { key } = await world.keyOf('kiwi-co');
    const admitted = await world.submit.admit({ key, orgId: 'kiwi-co' });
    if (!admitted.ok) throw admitted.error;

    const bad = await world.submit.callBack(admitted.value, {
      ...callback,
      contactNumber: 'call me',
      firstName: '',
    });
    expect(!bad.ok && bad.error.code).toBe('BAD_INPUT');
    expect(!bad.ok && bad.error.details?.fields).toEqual({
      firstName: ['Field is required'],
      contactNumber: ['Field needs to be a telephone number'],
    });
    const badEnquiry = await world.submit.enquiry(admitted.value, {
      ...enquiry,
      customer: { name: '', abn: '' },
    });
    expect(!badEnquiry.ok && badEnquiry.error.code).toBe('BAD_INPUT');
    expect(world.leads.leads.stored.size).toBe(0);
    expect(world.leads.unitOfWork.audit).toEqual([]);

    const good = await world.submit.callBack(admitted.value, callback);
    expect(good.ok).toBe(true);
    expect(await world.leads.leads.ofId('lead-1')).toMatchObject({
      kind: 'callback',
      orgId: 'kiwi-co',
      region: 'NZ',
      callback: { domain: 'introducer-api', contactNumber: '+6421234567' },
    });
  });

  it("refuses no key, an unknown key, another organisation's key and a revoked key, at once", async () => {
    const world = await anIntroducerWorld();
    const { key, introducerKey } = await world.keyOf('fleet-co');
    const codeOf = async (request: { key: string | undefined; orgId: string }) => {
      const admitted = await world.submit.admit(request);
      return admitted.ok ? 'admitted' : `${admitted.error.code} ${String(admitted.error.details?.reason)}`;
    };
    expect(await codeOf({ key: undefined, orgId: 'fleet-co' })).toBe(
      'UNAUTHENTICATED INTRODUCERS.KEY_MISSING',
    );
    expect(await codeOf({ key: '  ', orgId: 'fleet-co' })).toBe('UNAUTHENTICATED INTRODUCERS.KEY_MISSING');
    expect(await codeOf({ key: `${key}x`, orgId: 'fleet-co' })).toBe(
      'UNAUTHENTICATED INTRODUCERS.KEY_REFUSED',
    );
    expect(await codeOf({ key, orgId: 'kiwi-co' })).toBe('FORBIDDEN INTRODUCERS.OTHER_ORGANISATION');
    expect(await codeOf({ key, orgId: 'fleet-co' })).toBe('admitted');

    const revoked = await world.revoke.execute(admin, {
      keyId: introducerKey.keyId,
      reason: 'Their CRM was replaced',
    });
    expect(revoked.ok).toBe(true);
    expect(await codeOf({ key, orgId: 'fleet-co' })).toBe('UNAUTHENTICATED INTRODUCERS.KEY_REFUSED');
  });

  it("counts each key's requests on its own, refusing past the limit in the window, and again after it", async () => {
    const world = await anIntroducerWorld({ perKey: 3, window: { minutes: 1 } });
    const first = await world.keyOf('fleet-co');
    const second = await world.keyOf('fleet-co');
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => world.submit.admit({ key: first.key, orgId: 'fleet-co' })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    const refused = outcomes.find((outcome) => !outcome.ok);
    expect(refused && !refused.ok && refused.error.code).toBe('RATE_LIMITED');
    expect((await world.submit.admit({ key: second.key, orgId: 'fleet-co' })).ok).toBe(true);

    world.leads.clock.advanceMinutes(1.1);
    expect((await world.submit.admit({ key: first.key, orgId: 'fleet-co' })).ok).toBe(true);
  });

  describe('a lead sent again under its Idempotency-Key', () => {
    async function twoKeysOfOneOrganisation() {
      const world = await anIntroducerWorld({ perKey: 10, window: { minutes: 1 } });
      const admittedWith = async (key: string) => {
        const admitted = await world.submit.admit({ key, orgId: 'fleet-co' });
        if (!admitted.ok) throw admitted.error;
        return admitted.value;
      };
      const first = await admittedWith((await world.keyOf('fleet-co')).key);
      const second = await admittedWith((await world.keyOf('fleet-co')).key);
      return { world, first, second };
    }

    it('is stored once, with one job and one audit entry, and answered with the same lead id', async () => {
      const { world, first } = await twoKeysOfOneOrganisation();
      const sent = await world.submit.enquiry(first, enquiry, 'crm-4711');
      const again = await world.submit.enquiry(first, { ...enquiry }, 'crm-4711');
      expect(sent.ok && again.ok).toBe(true);
      const leadId = sent.ok ? sent.value.leadId : '';
      expect(leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(again).toEqual(sent);
      expect(world.leads.leads.stored.size).toBe(1);
      expect(world.leads.jobs.jobs).toHaveLength(1);
      expect(world.leads.unitOfWork.audit).toHaveLength(1);
    });

    it("is another lead under another key, another introducer key's or another kind's", async () => {
      const { world, first, second } = await twoKeysOfOneOrganisation();
      const ids = await Promise.all([
        world.submit.enquiry(first, enquiry, 'crm-1'),
        world.submit.enquiry(first, enquiry, 'crm-2'),
        world.submit.enquiry(second, enquiry, 'crm-1'),
        world.submit.enquiry(first, enquiry),
      ]);
      expect(new Set(ids.map((sent) => sent.ok && sent.value.leadId)).size).toBe(4);
      expect(world.leads.leads.stored.size).toBe(4);
    });

    it('is refused when the key was used for other details, or for a call-back, and nothing is stored', async () => {
      const { world, first } = await twoKeysOfOneOrganisation();
      await world.submit.enquiry(first, enquiry, 'crm-4711');
      const other = await world.submit.enquiry(
        first,
        { ...enquiry, customer: { ...enquiry.customer, name: 'Another Customer Pty Ltd' } },
        'crm-4711',
      );
      const callBack = await world.submit.callBack(first, callback, 'crm-4711');
      for (const refused of [other, callBack]) {
        expect(!refused.ok && refused.error.code).toBe('BAD_INPUT');
        expect(!refused.ok && refused.error.details?.reason).toBe('INTRODUCERS.IDEMPOTENCY_KEY_REUSED');
      }
      expect(world.leads.leads.stored.size).toBe(1);
      expect(world.leads.jobs.jobs).toHaveLength(1);
      expect(world.leads.unitOfWork.audit).toHaveLength(1);
    });
  });
});
