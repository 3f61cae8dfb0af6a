import express from 'express';
import pino from 'pino';
import request from 'supertest';
import {
  AUDIT_TRAIL,
  type CreateIntroducerKey,
  IDS,
  INTRODUCER_KEYS,
  LEADS,
  ORG_PROFILES,
  type RevokeIntroducerKey,
  SECRET_TOKENS,
  SendRequestCallback,
  SubmitDiallerLead,
  SubmitIntroducerLead,
  CLOCK,
  REQUEST_COUNTERS,
  type AuditTrail,
  type Leads,
  type StaffMember,
} from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { buildContainer } from '../composition-root';
import { seedDemoOrganisations } from '../seed-demo-data';
import { introducerKeyUseCases } from './introducer-key-use-cases';
import { INTRODUCER_LEADS_PATH, introducerLeadsRouter } from './introducer-leads-router';
import { INTRODUCER_EXAMPLES } from '../contracts/introducer-leads-pact';

// The introducers' lead API (decision 2121) over HTTP, on the portal's own container and an embedded
// database: the real key digests, request counters, lead use cases and audit trail.

const admin: StaffMember = {
  staffId: 'ada',
  name: 'Ada',
  email: 'ada@p.example',
  role: 'administrator',
  status: 'active',
};
const reason = 'Harbour Brokers send their leads by API';

// The same enquiry and call-back the introducer's pact sends.
const { enquiry: anEnquiry, callBack: aCallBack } = INTRODUCER_EXAMPLES;

describe("the introducers' lead API", () => {
  let db: Database;
  let app: express.Express;
  let leads: Leads;
  let audit: AuditTrail;
  let create: CreateIntroducerKey;
  let revoke: RevokeIntroducerKey;
  const PER_KEY = 5;

  beforeAll(async () => {
    db = await openMemoryDatabase();
    const container = buildContainer(db, {});
    await seedDemoOrganisations(container.get(ORG_PROFILES));
    leads = container.get<Leads>(LEADS);
    audit = container.get<AuditTrail>(AUDIT_TRAIL);
    ({ create, revoke } = introducerKeyUseCases({
      keys: container.get(INTRODUCER_KEYS),
      orgProfiles: container.get(ORG_PROFILES),
      tokens: container.get(SECRET_TOKENS),
      ids: container.get(IDS),
      clock: container.get(CLOCK),
    }));
    // The portal's use case, with a limit a test reaches.
    const submit = new SubmitIntroducerLead({
      keys: container.get(INTRODUCER_KEYS),
      orgProfiles: container.get(ORG_PROFILES),
      tokens: container.get(SECRET_TOKENS),
      counters: container.get(REQUEST_COUNTERS),
      clock: container.get(CLOCK),
      submitDiallerLead: container.get(SubmitDiallerLead),
      sendRequestCallback: container.get(SendRequestCallback),
      limit: { perKey: PER_KEY, window: { minutes: 1 } },
    });
    app = express().use(
      INTRODUCER_LEADS_PATH,
      introducerLeadsRouter({ submit, logger: pino({ level: 'silent' }) }),
    );
  }, 120_000);
  afterAll(() => db?.close());

  const aKey = async (orgId = 'org-au-demo') => {
    const created = await create.execute(admin, { orgId, label: `${orgId} CRM`, reason });
    if (!created.ok) throw created.error;
    return created.value;
  };
  const post = (orgId: string, what: 'enquiries' | 'call-backs', body: unknown, key?: string) => {
    const sent = request(app).post(`${INTRODUCER_LEADS_PATH}/${orgId}/${what}`);
    return (key === undefined ? sent : sent.set('X-Api-Key', key)).send(body as object);
  };
  const leadCount = async () => (await leads.list({ limit: 500 })).length;

  it('stores an enquiry and a call-back for the key’s organisation, each audited as the key', async () => {
    const { key, introducerKey } = await aKey();
    const enquiry = await post('org-au-demo', 'enquiries', anEnquiry, key)
      .set('X-Cluster', 'au-east-1')
      .expect(202);
    expect(enquiry.body).toEqual({ leadId: expect.any(String), status: 'pending' });
    const callBack = await post('org-au-demo', 'call-backs', aCallBack, key).expect(202);

    expect(await leads.ofId(enquiry.body.leadId)).toMatchObject({
      kind: 'dialler',
      orgId: 'org-au-demo',
      status: 'pending',
      enquiry: { enquireType: 'call', customer: { abn: '51824753556' }, shortlists: [{ distance: 15000 }] },
    });
    expect(await leads.ofId(callBack.body.leadId)).toMatchObject({ kind: 'callback', orgId: 'org-au-demo' });
    expect(await audit.ofSubject(`lead:${enquiry.body.leadId}`)).toEqual([
      expect.objectContaining({
        actor: `introducer-key:${introducerKey.keyId}`,
        action: 'lead.received',
        details: expect.objectContaining({
          via: 'introducer-api',
          keyId: introducerKey.keyId,
          cluster: 'au-east-1',
        }),
      }),
    ]);
    expect(JSON.stringify(await audit.ofSubject(`lead:${callBack.body.leadId}`))).not.toContain(key);
  });

  it('refuses no key, an unknown key, another organisation’s key and a revoked key at once, storing nothing', async () => {
    const { key, introducerKey } = await aKey();
    const before = await leadCount();

    const none = await post('org-au-demo', 'enquiries', anEnquiry).expect(401);
    expect(none.body.error).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INTRODUCERS.KEY_MISSING' });
    expect(none.headers['www-authenticate']).toContain('X-Api-Key');
    const unknown = await post('org-au-demo', 'enquiries', anEnquiry, `${key}x`).expect(401);
    expect(unknown.body.error).toMatchObject({ reason: 'INTRODUCERS.KEY_REFUSED' });
    const other = await post('org-nz-demo', 'call-backs', aCallBack, key).expect(403);
    expect(other.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'INTRODUCERS.OTHER_ORGANISATION' });

    await post('org-au-demo', 'call-backs', aCallBack, key).expect(202);
    const revoked = await revoke.execute(admin, {
      keyId: introducerKey.keyId,
      reason: 'Their CRM was replaced',
    });
    expect(revoked.ok).toBe(true);
    const afterRevoking = await post('org-au-demo', 'call-backs', aCallBack, key).expect(401);
    expect(afterRevoking.body.error).toMatchObject({ reason: 'INTRODUCERS.KEY_REFUSED' });
    // The key is checked before the body is read: a malformed body without a key is still a 401.
    await request(app)
      .post(`${INTRODUCER_LEADS_PATH}/org-au-demo/enquiries`)
      .set('Content-Type', 'application/json')
      .send('{"business":')
      .expect(401);
    expect(await leadCount()).toBe(before + 1);
  });

  it('answers bad input 400 with each field’s messages, the boundary’s and the form’s, storing nothing', async () => {
    const { key } = await aKey();
    const before = await leadCount();

    const mistyped = await post(
      'org-au-demo',
      'enquiries',
      { ...anEnquiry, fleetSize: 'four', extra: 1 },
      key,
    ).expect(400);
    expect(mistyped.body.error.code).toBe('BAD_INPUT');
    expect(Object.keys(mistyped.body.error.fields)).toEqual(expect.arrayContaining(['fleetSize', 'extra']));
    const formRules = await post(
      'org-au-demo',
      'enquiries',
      { ...anEnquiry, contact: { ...anEnquiry.contact, email: 'not-an-address', postCode: '' } },
      key,
    ).expect(400);
    expect(formRules.body.error.fields).toMatchObject({
      email: [expect.any(String)],
      postCode: ['Field is required'],
    });
    const callBack = await post('org-au-demo', 'call-backs', { ...aCallBack, phone: 'call me' }, key).expect(
      400,
    );
    expect(callBack.body.error.fields).toEqual({ contactNumber: ['Field needs to be a telephone number'] });
    const notJson = await request(app)
      .post(`${INTRODUCER_LEADS_PATH}/org-au-demo/call-backs`)
      .set('X-Api-Key', key)
      .set('Content-Type', 'application/json')
      .send('{"firstName":')
      .expect(400);
    expect(notJson.body.error.code).toBe('BAD_INPUT');
    const badCluster = await post('org-au-demo', 'call-backs', aCallBack, key)
      .set('X-Cluster', 'no spaces!')
      .expect(400);
    expect(badCluster.body.error.fields).toHaveProperty('X-Cluster');
    const tooLarge = await post(
      'org-au-demo',
      'call-backs',
      { ...aCallBack, message: 'x'.repeat(40_000) },
      key,
    );
    expect([tooLarge.status, tooLarge.body.error.message]).toEqual([
      413,
      expect.stringContaining('too large'),
    ]);
    expect(await leadCount()).toBe(before);
  });

  it('holds each key to its limit under parallel requests, the other keys unaffected', async () => {
    const busy = await aKey();
    const quiet = await aKey();
    const before = await leadCount();
    const answers = await Promise.all(
      Array.from({ length: PER_KEY + 7 }, () => post('org-au-demo', 'call-backs', aCallBack, busy.key)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(PER_KEY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers['retry-after']).toBe('60');
    expect(refused?.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'INTRODUCERS.TOO_MANY_REQUESTS',
    });
    expect(await leadCount()).toBe(before + PER_KEY);
    await post('org-au-demo', 'call-backs', aCallBack, quiet.key).expect(202);
  });

  it('stores a lead sent again under its Idempotency-Key once, at the same moment too, and refuses the key with another lead', async () => {
    const { key } = await aKey();
    const before = await leadCount();
    const sendings = await Promise.all(
      Array.from({ length: 3 }, () =>
        post('org-au-demo', 'enquiries', anEnquiry, key).set('Idempotency-Key', 'crm-lead-4711'),
      ),
    );
    expect(sendings.map((sent) => sent.status)).toEqual([202, 202, 202]);
    const leadIds = new Set(sendings.map((sent) => sent.body.leadId as string));
    expect(leadIds.size).toBe(1);
    const [leadId] = leadIds;
    expect(await audit.ofSubject(`lead:${leadId}`)).toHaveLength(1);
    expect(await leadCount()).toBe(before + 1);

    const reused = await post('org-au-demo', 'call-backs', aCallBack, key)
      .set('Idempotency-Key', 'crm-lead-4711')
      .expect(422);
    expect(reused.body.error).toMatchObject({
      code: 'BAD_INPUT',
      reason: 'INTRODUCERS.IDEMPOTENCY_KEY_REUSED',
    });
    const malformed = await post('org-au-demo', 'call-backs', aCallBack, key)
      .set('Idempotency-Key', 'has spaces')
      .expect(400);
    expect(malformed.body.error.fields).toHaveProperty('Idempotency-Key');
    // Another idempotency key is another lead, and so is the same one sent with another introducer key.
    const other = await aKey();
    await post('org-au-demo', 'enquiries', anEnquiry, other.key)
      .set('Idempotency-Key', 'crm-lead-4712')
      .expect(202);
    const elsewhere = await post('org-au-demo', 'enquiries', anEnquiry, other.key)
      .set('Idempotency-Key', 'crm-lead-4711')
      .expect(202);
    expect(elsewhere.body.leadId).not.toBe(leadId);
    expect(await leadCount()).toBe(before + 3);
  });
});
