import { SettableClock } from '../accounts/testing/in-memory-accounts';
import type { AuditEntry } from '../application/audit-entry';
import { STAFF_REASONS } from '../staff/staff-errors';
import type { StaffMember } from '../staff/staff-member';
import type { PartnerJobDesk, PartnerJobSummary, RetryOutcome } from './partner-job-desk.port';
import { RetryPartnerJob } from './retry-partner-job';

const sam: StaffMember = {
  staffId: 'sam',
  name: 'Sam',
  email: 's@p.example',
  role: 'support',
  status: 'active',
};

const job = (status: PartnerJobSummary['status']): PartnerJobSummary => ({
  id: '7',
  kind: 'online-account.deliver',
  key: 'lead-1',
  status,
  attempts: 12,
  dueAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T07:00:00.000Z',
});

function aQueue(stored: PartnerJobSummary | undefined, outcome: RetryOutcome = 'retried') {
  const entries: AuditEntry[] = [];
  const desk: PartnerJobDesk = {
    list: async () => (stored ? [stored] : []),
    ofId: async (id) => (stored && id === stored.id ? stored : undefined),
    retryNow: async (_id, _at, entry) => {
      if (outcome === 'retried') entries.push(entry);
      return outcome;
    },
  };
  return {
    entries,
    retry: new RetryPartnerJob({ jobs: desk, clock: new SettableClock(new Date('2026-11-24T09:00:00Z')) }),
  };
}

const reasonOf = (result: { ok: boolean; error?: { code?: string; details?: Record<string, unknown> } }) =>
  result.ok ? undefined : result.error?.details?.reason;

describe('retrying a partner job', () => {
  it('retries the job itself, with the member, the reason and what it was in the trail', async () => {
    const queue = aQueue(job('given-up'));
    expect((await queue.retry.execute(sam, { jobId: '7', reason: ' CRM is back up ' })).ok).toBe(true);
    expect(queue.entries).toEqual([
      {
        actor: 'staff:sam',
        action: 'partner-job.retried',
        subject: 'job:7',
        at: '2026-11-24T09:00:00.000Z',
        details: {
          kind: 'online-account.deliver',
          key: 'lead-1',
          status: 'given-up',
          attempts: 12,
          reason: 'CRM is back up',
        },
      },
    ]);
  });

  it('refuses a blank reason, an unknown job, a done or running one, and a disabled member', async () => {
    expect(reasonOf(await aQueue(job('given-up')).retry.execute(sam, { jobId: '7', reason: '' }))).toBe(
      STAFF_REASONS.reasonRequired,
    );
    expect(
      reasonOf(await aQueue(undefined).retry.execute(sam, { jobId: '7', reason: 'CRM is back up' })),
    ).toBe('JOBS.NOT_FOUND');
    expect(
      reasonOf(
        await aQueue(job('done'), 'done').retry.execute(sam, { jobId: '7', reason: 'CRM is back up' }),
      ),
    ).toBe(STAFF_REASONS.nothingToRepair);
    expect(
      reasonOf(
        await aQueue(job('pending'), 'running').retry.execute(sam, { jobId: '7', reason: 'CRM is back up' }),
      ),
    ).toBe(STAFF_REASONS.nothingToRepair);
    const disabled = { ...sam, status: 'disabled' as const };
    expect(
      reasonOf(
        await aQueue(job('given-up')).retry.execute(disabled, { jobId: '7', reason: 'CRM is back up' }),
      ),
    ).toBe(STAFF_REASONS.notPermitted);
  });
});
