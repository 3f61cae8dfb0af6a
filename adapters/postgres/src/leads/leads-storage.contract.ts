import { leadProgressEntry, type Lead, type LeadProgress } from '@lease-portal/domain';
import { PostgresAuditTrail } from '../postgres-audit-trail';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { aLead, uniqueId } from '../testing/builders';
import { PostgresAnalytics } from './postgres-analytics';
import { PostgresLeads } from './postgres-leads';
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
      const anAccount = (orgId: string, email = 'alex@fleetco.example') => ({
        reference: uniqueId('lead'),
        orgId,
        region: 'AU' as const,
        name: 'Harbour Freight Co',
        businessNumber: '51824753556',
        accountSource: 'Calculator' as const,
        contact: { firstName: 'Alex', lastName: 'Driver', email, phone: '0491570156' },
      });

      it('issues ids in order and keeps one account and one opportunity per reference', async () => {
        const orgId = uniqueId('org');
        const account = anAccount(orgId);
        const first = await crm.addAccount(account, T0);
        expect(first.id).toMatch(/^ACC-\d{6}$/);
        expect(await crm.addAccount(account, T1)).toEqual(first);
        const second = await crm.addAccount(anAccount(orgId, 'other@fleetco.example'), T0);
        expect(Number(second.id.slice(4))).toBe(Number(first.id.slice(4)) + 1);

        const opportunity = {
          reference: account.reference,
          accountId: first.id,
          leadSource: 'Calculator' as const,
          stageName: 'Needs Analysis' as const,
          shortlists: [],
          fleetSize: 3,
        };
        const stored = await crm.addOpportunity(opportunity, T0);
        expect(stored).toMatchObject({ ...opportunity, id: expect.stringMatching(/^OPP-\d{6}$/) });
        expect(await crm.addOpportunity(opportunity, T1)).toEqual(stored);
      });

      it('finds the records of a person by organisation and e-mail, ignoring case, and moves the stage', async () => {
        const orgId = uniqueId('org');
        const account = await crm.addAccount(anAccount(orgId, 'Jo@Fleetco.example'), T0);
        const opportunity = await crm.addOpportunity(
          {
            reference: uniqueId('lead'),
            accountId: account.id,
            leadSource: 'Calculator',
            stageName: 'Needs Analysis',
            shortlists: [],
          },
          T0,
        );
        expect(await crm.accountOfId(account.id)).toEqual({
          Id: account.id,
          Name: 'Harbour Freight Co',
          AccountSource: 'Calculator',
          Credit_Total_Value__c: null,
        });
        expect(await crm.setStage(opportunity.id, 'Quote Requested OP', T1)).toBe(true);
        expect(await crm.opportunityOfId(opportunity.id)).toEqual({
          Id: opportunity.id,
          AccountId: account.id,
          LeadSource: 'Calculator',
          StageName: 'Quote Requested OP',
        });
        expect(await crm.accountOfId('ACC-999999')).toBeUndefined();
        expect(await crm.opportunityOfId('OPP-999999')).toBeUndefined();
        expect(await crm.setStage('OPP-999999', 'x', T1)).toBe(false);
      });
    });
  });
}
