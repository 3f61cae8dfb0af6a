import { leadProgressEntry, type Lead, type LeadProgress } from '@lease-portal/domain';
import { PostgresAuditTrail } from '../postgres-audit-trail';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { aLead, uniqueId } from '../testing/builders';
import { PostgresAnalytics } from './postgres-analytics';
import { insertLeadIn, PostgresLeads } from './postgres-leads';
import { PostgresSandboxCrmStore } from './postgres-sandbox-crm-store';
import { withTestDatabase } from '../testing/test-database';

const T0 = '2026-05-04T09:00:00.000Z';
const T1 = '2026-05-04T09:00:02.000Z';

/** The leads storage suite (leads, analytics, the sandbox CRM's records), run on every engine. */
export function describeLeadsStorage(engine: string, factory: DatabaseFactory): void {
  describe(`Postgres leads storage on ${engine}`, () => {
    let db: Database;
    let leads: PostgresLeads;
    let analytics: PostgresAnalytics;
    let crm: PostgresSandboxCrmStore;

    const record = (id: string, progress: LeadProgress) =>
      leads.record(id, progress, leadProgressEntry(id, progress));

    withTestDatabase(factory, async (opened) => {
      db = opened;
      leads = new PostgresLeads(db);
      analytics = new PostgresAnalytics(db);
      crm = new PostgresSandboxCrmStore(db);
    });

    describe('PostgresLeads', () => {
      it('stores a lead once under its id, answering the one stored to a second add, also at the same moment', async () => {
        const lead = aLead(uniqueId('org'));
        const other = { ...lead, receivedAt: T1, updatedAt: T1 };
        const answers = await Promise.all([lead, other, other].map((each) => leads.add(each)));
        const stored = await leads.ofId(lead.id);
        expect([lead, other]).toContainEqual(stored);
        expect(answers.filter((answer) => answer === undefined)).toHaveLength(1);
        expect(answers.filter(Boolean)).toEqual([stored, stored]);
        // Inside a transaction too, where the use cases add it with its job.
        expect(await db.transaction(async (tx) => insertLeadIn(tx, other))).toEqual(stored);
      });

      it('keeps an enquiry lead whole and records its progress', async () => {
        const lead = aLead(uniqueId('org'));
        await leads.add(lead);
        expect(await leads.ofId(lead.id)).toEqual(lead);

        await record(lead.id, {
          status: 'failed',
          references: { crmAccountId: 'ACC-1' },
          failure: { step: 'crm-opportunity', code: 'PARTNER_UNAVAILABLE', message: 'down' },
          at: T1,
        });
        expect(await leads.ofId(lead.id)).toEqual({
          ...lead,
          status: 'failed',
          references: { crmAccountId: 'ACC-1' },
          failure: { step: 'crm-opportunity', code: 'PARTNER_UNAVAILABLE', message: 'down' },
          updatedAt: T1,
        });

        await record(lead.id, { status: 'sent', references: { crmAccountId: 'ACC-1' }, at: T1 });
        expect((await leads.ofId(lead.id))?.failure).toBeUndefined();
        // Each step is in the trail, by the portal, with the failure's step and code only.
        expect(await new PostgresAuditTrail(db).ofSubject(`lead:${lead.id}`)).toEqual([
          {
            actor: 'system',
            action: 'lead.progress.recorded',
            subject: `lead:${lead.id}`,
            at: T1,
            details: {
              status: 'failed',
              references: { crmAccountId: 'ACC-1' },
              failure: { step: 'crm-opportunity', code: 'PARTNER_UNAVAILABLE' },
            },
          },
          expect.objectContaining({ details: { status: 'sent', references: { crmAccountId: 'ACC-1' } } }),
        ]);
      });

      it('keeps a call-back request', async () => {
        const orgId = uniqueId('org');
        const callback = {
          firstName: 'Sam',
          lastName: 'Rider',
          contactNumber: '021 234 567',
          email: 's@x.example',
          domain: 'nz.localhost',
        };
        const lead = { ...aLead(orgId), kind: 'callback', callback } as unknown as Lead;
        delete (lead as { enquiry?: unknown }).enquiry;
        await leads.add(lead);
        expect(await leads.ofId(lead.id)).toEqual(lead);
      });

      it('lists the newest first, by organisation and status, within the limit', async () => {
        const orgId = uniqueId('org');
        const older = aLead(orgId, { receivedAt: '2026-05-01T00:00:00.000Z' });
        const newer = aLead(orgId, { receivedAt: '2026-05-02T00:00:00.000Z', status: 'failed' });
        await leads.add(older);
        await leads.add(newer);
        await leads.add(aLead(uniqueId('org')));

        expect((await leads.list({ orgId })).map((lead) => lead.id)).toEqual([newer.id, older.id]);
        expect((await leads.list({ orgId, status: 'failed' })).map((lead) => lead.id)).toEqual([newer.id]);
        expect(await leads.list({ orgId, limit: 1 })).toHaveLength(1);
      });

      it('reports progress on an unknown lead', async () => {
        await expect(
          record('no-such-lead', { status: 'sent', references: {}, at: T1 }),
        ).rejects.toMatchObject({
          code: 'NOT_FOUND',
        });
      });

      it('refuses a status the domain does not know', async () => {
        await expect(leads.add(aLead('org', { status: 'lost' as never }))).rejects.toThrow();
      });
    });

    describe('PostgresAnalytics', () => {
      it('records events and lists them newest first by organisation and name', async () => {
        const orgId = uniqueId('org');
        const search = {
          id: uniqueId('ev'),
          name: 'search' as const,
          orgId,
          region: 'NZ' as const,
          details: { pair: 'TOYOTA' },
          at: T0,
        };
        const none = { ...search, id: uniqueId('ev'), name: 'noResults' as const, at: T1 };
        await analytics.record(search);
        await analytics.record(none);
        expect(await analytics.list({ orgId })).toEqual([none, search]);
        expect(await analytics.list({ orgId, name: 'search' })).toEqual([search]);
      });
    });

    describe('PostgresSandboxCrmStore', () => {
      const anAccount = {
        Name: 'Harbour Freight Co',
        AccountSource: 'Calculator',
        AccountNumber: '51824753556',
      };
      const idNumber = (id: string) => Number(id.slice(3, 15));

      it('issues Salesforce-style ids in order and keeps one record of an object per reference', async () => {
        const reference = uniqueId('lead');
        const first = await crm.upsert('Account', reference, anAccount, T0);
        expect(first).toMatchObject({
          created: true,
          record: { object: 'Account', reference, fields: anAccount },
        });
        expect(first.record.id).toMatch(/^001\d{12}AAA$/);

        const again = await crm.upsert('Account', reference, { Phone: '0491570156' }, T1);
        expect(again).toEqual({
          created: false,
          record: { ...first.record, fields: { ...anAccount, Phone: '0491570156' }, updatedAt: T1 },
        });
        // The same reference on another object is another record, numbered next.
        const opportunity = await crm.upsert('Opportunity', reference, { StageName: 'Needs Analysis' }, T0);
        expect(opportunity.record.id).toMatch(/^006\d{12}AAA$/);
        expect(idNumber(opportunity.record.id)).toBe(idNumber(first.record.id) + 1);
        expect((await crm.list('Account')).filter((r) => r.reference === reference)).toHaveLength(1);
      });

      it('keeps one record when two upserts of a reference race', async () => {
        const reference = uniqueId('lead');
        const both = await Promise.all([
          crm.upsert('Contact', reference, { LastName: 'Driver' }, T0),
          crm.upsert('Contact', reference, { LastName: 'Driver' }, T0),
        ]);
        expect(both.map(({ created }) => created).sort()).toEqual([false, true]);
        expect(new Set(both.map(({ record }) => record.id)).size).toBe(1);
      });

      it('finds a record by its id and writes fields over it', async () => {
        const { record } = await crm.upsert(
          'Opportunity',
          uniqueId('lead'),
          { StageName: 'Needs Analysis' },
          T0,
        );
        expect(await crm.update('Opportunity', record.id, { StageName: 'Quote Requested OP' }, T1)).toBe(
          true,
        );
        expect(await crm.ofId('Opportunity', record.id)).toMatchObject({
          fields: { StageName: 'Quote Requested OP' },
          updatedAt: T1,
        });
        expect(await crm.ofId('Account', record.id)).toBeUndefined();
        expect(await crm.update('Opportunity', '006999999999999AAA', { StageName: 'x' }, T1)).toBe(false);
      });
    });
  });
}
