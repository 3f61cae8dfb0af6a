import { SettableClock } from '../accounts/testing/in-memory-accounts';
import type { AuditEntry } from '../application/audit-entry';
import type { PartnerJobDesk, PartnerJobSummary } from '../jobs/partner-job-desk.port';
import type { Lead } from '../leads/lead';
import { aCallbackRequest } from '../leads/testing/enquiry-builder';
import { InMemoryLeads } from '../leads/testing/in-memory-leads';
import { STAFF_REASONS } from '../staff/staff-errors';
import type { StaffMember } from '../staff/staff-member';
import { RetryLeadDelivery } from './staff-repairs';

const sam: StaffMember = {
  staffId: 'sam',
  name: 'Sam',
  email: 's@p.example',
  role: 'support',
  status: 'active',
};
const now = new Date('2026-11-24T09:00:00.000Z');

const aCallback = (status: Lead['status']): Lead => ({
  id: 'lead-1',
  kind: 'callback',
  orgId: 'org-au-demo',
  region: 'AU',
  status,
  references: {},
  ...(status === 'failed'
    ? { failure: { step: 'dialler', code: 'PARTNER_REJECTED', message: 'Refused' } }
    : {}),
  receivedAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  callback: aCallbackRequest(),
});

const deliveryJob = (overrides: Partial<PartnerJobSummary> = {}): PartnerJobSummary => ({
  id: '9',
  kind: 'dialler-lead.deliver',
  key: 'dialler-lead:lead-1',
  status: 'given-up',
  attempts: 1,
  dueAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

async function aDesk(lead: Lead | undefined, jobs: PartnerJobSummary[]) {
  const leads = new InMemoryLeads();
  if (lead) await leads.add(lead);
  const entries: AuditEntry[] = [];
  const retried: string[] = [];
  const desk: PartnerJobDesk = {
    // As the storage does: every job whose key holds the text.
    list: async ({ key }) => jobs.filter((job) => !key || job.key.includes(key)),
    ofId: async (id) => jobs.find((job) => job.id === id),
    retryNow: async (id, _at, entry) => {
      retried.push(id);
      entries.push(entry);
      return 'retried';
    },
  };
  return {
    entries,
    retried,
    retry: new RetryLeadDelivery({ leads, jobs: desk, clock: new SettableClock(now) }),
  };
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? undefined : result.error?.details?.reason;

describe('support delivers a lead again by its own job', () => {
  it('retries the failed call-back’s delivery job, the same job and key, with the member and reason in the trail', async () => {
    const desk = await aDesk(aCallback('failed'), [
      deliveryJob({ id: '3', key: 'online-account:lead-10' }),
      deliveryJob(),
    ]);
    const done = await desk.retry.execute(sam, {
      leadId: ' lead-1 ',
      reason: 'Dialler fixed the number rule',
    });
    expect(done).toMatchObject({
      ok: true,
      value: { lead: { id: 'lead-1', status: 'failed' }, job: { id: '9' } },
    });
    expect(desk.retried).toEqual(['9']);
    expect(desk.entries).toEqual([
      {
        actor: 'staff:sam',
        action: 'lead.delivery.retried',
        subject: 'lead:lead-1',
        at: now.toISOString(),
        details: {
          jobId: '9',
          kind: 'dialler-lead.deliver',
          key: 'dialler-lead:lead-1',
          leadStatus: 'failed',
          reason: 'Dialler fixed the number rule',
        },
      },
    ]);
  });

  it('checks everything before anything changes, and refuses what it cannot repair', async () => {
    const cases: [Lead | undefined, PartnerJobSummary[], string, string | undefined][] = [
      [undefined, [], 'NOT_FOUND', undefined],
      [aCallback('sent'), [deliveryJob()], 'NOT_ALLOWED', STAFF_REASONS.nothingToRepair],
      [aCallback('failed'), [], 'NOT_ALLOWED', STAFF_REASONS.nothingToRepair],
      [aCallback('failed'), [deliveryJob({ status: 'done' })], 'NOT_ALLOWED', STAFF_REASONS.nothingToRepair],
      [
        aCallback('pending'),
        [deliveryJob({ status: 'pending', leasedUntil: '2026-11-24T09:01:00.000Z' })],
        'NOT_ALLOWED',
        STAFF_REASONS.nothingToRepair,
      ],
    ];
    for (const [lead, jobs, code, reason] of cases) {
      const desk = await aDesk(lead, jobs);
      const refused = await desk.retry.execute(sam, { leadId: 'lead-1', reason: 'The partner is back' });
      expect([refused.ok, refused.ok ? undefined : refused.error.code, reasonOf(refused)]).toEqual([
        false,
        code,
        reason,
      ]);
      expect(desk.retried).toEqual([]);
    }
    const tooShort = await (
      await aDesk(aCallback('failed'), [deliveryJob()])
    ).retry.check(sam, {
      leadId: 'lead-1',
      reason: 'x',
    });
    expect(reasonOf(tooShort)).toBe(STAFF_REASONS.reasonTooShort);
  });
});
