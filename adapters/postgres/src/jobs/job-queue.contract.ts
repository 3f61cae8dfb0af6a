import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { readMigrations } from '../migrations';
import { PostgresJobQueue, stampQueuedJobsWith } from './postgres-job-queue';
import { PostgresPartnerJobDesk } from './postgres-partner-job-desk';
import { withTestDatabase } from '../testing/test-database';

const T0 = new Date('2026-11-23T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

export function describeJobQueue(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresJobQueue on ${engine}`, () => {
    let db: Database;
    let queue: PostgresJobQueue;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      queue = new PostgresJobQueue(db);
    });

    // Each test drains what it left, so the next one claims only its own jobs.
    afterEach(async () => {
      await db.query("UPDATE partner_jobs SET status = 'done' WHERE status = 'pending'");
    });

    it('keeps one job per key, however often and however concurrently it is enqueued', async () => {
      const key = uniqueId('lead');
      const added = await Promise.all(
        Array.from({ length: 10 }, () =>
          queue.enqueue({ kind: 'crm.create-account', key, payload: { n: 1 } }, T0),
        ),
      );
      expect(added.filter(Boolean)).toHaveLength(1);
      expect(await db.query('SELECT 1 FROM partner_jobs WHERE key = $1', [key])).toHaveLength(1);
    });

    it('keeps the trace a job was queued in and hands it to its claimer; none where nothing traces (decision 2124)', async () => {
      const traced = uniqueId('lead');
      const traceParent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      stampQueuedJobsWith(() => traceParent);
      try {
        await queue.enqueue({ kind: 'dialler.submit-lead', key: traced, payload: {} }, T0);
      } finally {
        stampQueuedJobsWith(() => undefined);
      }
      const untraced = uniqueId('lead');
      await queue.enqueue({ kind: 'dialler.submit-lead', key: untraced, payload: {} }, later(1));
      expect(await queue.claim(later(2), 60_000)).toMatchObject({ key: traced, traceParent });
      const plain = await queue.claim(later(2), 60_000);
      expect(plain?.key).toBe(untraced);
      expect(plain).not.toHaveProperty('traceParent');
    });

    it('hands a due job to one claimer only, then to nobody once done', async () => {
      const key = uniqueId('lead');
      await queue.enqueue({ kind: 'dialler.submit-lead', key, payload: { leadId: key } }, T0);
      const claims = await Promise.all([queue.claim(later(1), 60_000), queue.claim(later(1), 60_000)]);
      const claimed = claims.filter((job) => job !== undefined);
      expect(claimed).toEqual([
        {
          id: expect.any(String),
          kind: 'dialler.submit-lead',
          key,
          payload: { leadId: key },
          attempts: 1,
          queuedAt: T0,
        },
      ]);
      await queue.complete(claimed[0]!.id, later(2));
      expect(await queue.claim(later(120_000), 60_000)).toBeUndefined();
    });

    it('gives a job whose claimer died to the next claimer once the lease has run out', async () => {
      const key = uniqueId('lead');
      await queue.enqueue({ kind: 'crm.create-account', key, payload: {} }, T0);
      expect((await queue.claim(later(1), 60_000))?.key).toBe(key);
      expect(await queue.claim(later(30_000), 60_000)).toBeUndefined();
      expect(await queue.claim(later(60_001), 60_000)).toMatchObject({ key, attempts: 2 });
    });

    it('retries a failed job when it is due again, and gives up when told to', async () => {
      const key = uniqueId('lead');
      await queue.enqueue({ kind: 'crm.create-account', key, payload: {} }, T0);
      const first = await queue.claim(later(1), 60_000);
      await queue.fail(first!.id, 'CRM unreachable', later(5_000), later(2));
      expect(await queue.claim(later(4_999), 60_000)).toBeUndefined();
      const second = await queue.claim(later(5_000), 60_000);
      expect(second).toMatchObject({ key, attempts: 2 });
      await queue.fail(second!.id, 'x'.repeat(5_000), undefined, later(6_000));
      expect(await queue.claim(later(3_600_000), 60_000)).toBeUndefined();
      const [row] = await db.query<{ status: string; last_error: string }>(
        'SELECT status, last_error FROM partner_jobs WHERE key = $1',
        [key],
      );
      expect(row).toEqual({ status: 'given-up', last_error: 'x'.repeat(1_000) });
    });

    it('postpones a job still waiting for a decision without counting the attempt', async () => {
      const key = uniqueId('credit');
      await queue.enqueue({ kind: 'credit-check.submission', key, payload: {} }, T0);
      const first = await queue.claim(later(1), 60_000);
      expect(first).toMatchObject({ attempts: 1, queuedAt: T0 });
      await queue.postpone(first!.id, later(30_000), later(2));
      expect(await queue.claim(later(29_999), 60_000)).toBeUndefined();
      const second = await queue.claim(later(30_000), 60_000);
      expect(second).toMatchObject({ key, attempts: 1, queuedAt: T0 });
      // A postponed job is due again at once for no one else: the lease was given back with it.
      await queue.postpone(second!.id, later(40_000), later(30_001));
      expect(await queue.claim(later(40_000), 60_000)).toMatchObject({ key, attempts: 1 });
    });

    it('leaves a given-up job given up when postponed late', async () => {
      const key = uniqueId('credit');
      await queue.enqueue({ kind: 'credit-check.submission', key, payload: {} }, T0);
      const job = await queue.claim(later(1), 60_000);
      await queue.fail(job!.id, 'refused', undefined, later(2));
      await queue.postpone(job!.id, later(3), later(3));
      const [row] = await db.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM partner_jobs WHERE key = $1',
        [key],
      );
      expect(row).toEqual({ status: 'given-up', attempts: 1 });
    });

    it('claims the oldest due job first', async () => {
      const [older, newer] = [uniqueId('lead'), uniqueId('lead')];
      await queue.enqueue({ kind: 'k', key: newer, payload: {} }, later(10));
      await queue.enqueue({ kind: 'k', key: older, payload: {} }, later(5));
      expect((await queue.claim(later(20), 60_000))?.key).toBe(older);
      expect((await queue.claim(later(20), 60_000))?.key).toBe(newer);
    });

    it("keeps the application a job is for: support lists an application's jobs by it, by an index (decision 1840)", async () => {
      const [mine, theirs] = [uniqueId('app'), uniqueId('app')];
      const desk = new PostgresPartnerJobDesk(db);
      await queue.enqueue(
        { kind: 'credit-check.submit', key: `${mine}:1`, payload: {}, applicationId: mine },
        T0,
      );
      await queue.enqueue(
        { kind: 'envelope.send', key: `envelope.send:${mine}:quote`, payload: {}, applicationId: mine },
        later(1),
      );
      await queue.enqueue(
        { kind: 'credit-check.submit', key: `${theirs}:1`, payload: {}, applicationId: theirs },
        T0,
      );
      await queue.enqueue({ kind: 'dialler.submit-lead', key: uniqueId('lead'), payload: {} }, T0);
      expect((await desk.list({ applicationId: mine })).map((job) => job.key)).toEqual([
        `envelope.send:${mine}:quote`,
        `${mine}:1`,
      ]);
      expect(await desk.list({ applicationId: mine, kind: 'envelope.send' })).toHaveLength(1);
      expect(await desk.list({ applicationId: uniqueId('app') })).toEqual([]);
      // The lookup can use the index, whatever the table's size makes the planner prefer today.
      const plan = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(
          'EXPLAIN SELECT job_id FROM partner_jobs WHERE application_id = $1',
          [mine],
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('partner_jobs_application');
    });

    it('gives the jobs queued before migration 0052 the application they are for, and the others none', async () => {
      const id = uniqueId('app');
      const before = [
        { kind: 'credit-check.submit', key: `${id}:2`, payload: { applicationId: id, reference: `${id}:2` } },
        { kind: 'envelope.send', key: `envelope.send:${id}:quote`, payload: { reference: `${id}:quote` } },
        {
          kind: 'envelope.send',
          key: `envelope.send:${id}:lease:3`,
          payload: { reference: `${id}:lease:3` },
        },
        {
          kind: 'milestone-mail.send',
          key: `milestone-mail.send:${id}:v2:x:y`,
          payload: { applicationId: id },
        },
        {
          kind: 'officer-invitation.send',
          key: `officer-invitation.send:${id}:1`,
          payload: { applicationId: id },
        },
        { kind: 'envelope.void', key: `envelope.void:${uniqueId('envelope')}`, payload: { envelopeId: 'e' } },
        { kind: 'dialler.submit-lead', key: `dialler-lead:${uniqueId('lead')}`, payload: { leadId: 'l' } },
      ];
      for (const job of before) await queue.enqueue(job, T0);
      const migration = (await readMigrations()).find((candidate) => candidate.name.startsWith('0052_'));
      await db.executeScript(migration!.sql);
      const rows = await db.query<{ kind: string; application_id: string | null }>(
        'SELECT kind, application_id FROM partner_jobs WHERE key = ANY($1::text[]) ORDER BY job_id',
        [before.map((job) => job.key)],
      );
      expect(rows.map((row) => row.application_id)).toEqual([id, id, id, id, id, null, null]);
    });
  });
}
