import type { ApplicationStatus } from '@lease-portal/domain';
import type { Database, TransactionSession } from './database';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { PostgresVehicleApplications } from './postgres-vehicle-applications';
import type { DatabaseFactory } from './repositories.contract';
import { PostgresJobQueue } from './jobs/postgres-job-queue';
import { PostgresLeads } from './leads/postgres-leads';
import { applicationWrites } from './testing/application-writes';
import { aLead, anApplication, anAuditEntry, uniqueId } from './testing/builders';
import { withTestDatabase } from './testing/test-database';

export function describeUnitOfWork(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresUnitOfWork on ${engine}`, () => {
    let db: Database;
    let unitOfWork: PostgresUnitOfWork;
    let applications: PostgresVehicleApplications;
    let writes: ReturnType<typeof applicationWrites>;
    let auditTrail: PostgresAuditTrail;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      unitOfWork = new PostgresUnitOfWork(db);
      applications = new PostgresVehicleApplications(db);
      writes = applicationWrites(db);
      auditTrail = new PostgresAuditTrail(db);
    });

    async function anApplicationStored() {
      const application = anApplication();
      await writes.add(application, anAuditEntry({ action: 'application.started' }));
      return application;
    }

    /** Moves the application to `status` inside a unit of work, with its audit entry. */
    const moveTo = (applicationId: string, status: ApplicationStatus, then?: () => unknown) =>
      unitOfWork.run(async (tx) => {
        const stored = (await tx.leaseApplications.ofId(applicationId))!;
        const moved = { ...stored.value, journey: { ...stored.value.journey, status } };
        await tx.leaseApplications.save(moved, stored.version);
        await tx.auditEntries.record(anAuditEntry({ applicationId, action: `moved to ${status}` }));
        return then ? then() : { ok: true };
      });

    it('commits the change and its audit entry together', async () => {
      const { applicationId } = await anApplicationStored();
      expect(await moveTo(applicationId, 'businessDetails')).toEqual({ ok: true });
      expect(await applications.ofId(applicationId)).toMatchObject({
        version: 2,
        value: { journey: { status: 'businessDetails' } },
      });
      expect((await auditTrail.ofApplication(applicationId)).map((e) => e.action)).toEqual([
        'application.started',
        'moved to businessDetails',
      ]);
    });

    it.each([
      [
        'throws',
        () => {
          throw new Error('the partner call after the save failed');
        },
      ],
      ['returns a failed result', () => ({ ok: false, error: 'refused' })],
    ])('writes nothing when the work %s after saving', async (_case, then) => {
      const { applicationId } = await anApplicationStored();
      await moveTo(applicationId, 'businessDetails', then).catch(() => undefined);
      expect(await applications.ofId(applicationId)).toMatchObject({ version: 1 });
      expect(await auditTrail.ofApplication(applicationId)).toHaveLength(1);
    });

    describe('reads before its first write (decision 2134)', () => {
      /** Whether the statement is a transaction of its own: the first statement of one starts it. */
      const onItsOwn = async (session: TransactionSession) =>
        (
          await session.read<{ own: boolean }>(
            'SELECT transaction_timestamp() = statement_timestamp() AS own',
          )
        )[0]!.own;

      it('runs them on their own on a server, so work that only reads begins no transaction', async () => {
        const own = await db.transaction(async (session) => {
          await session.read('SELECT pg_sleep(0.01)');
          return onItsOwn(session);
        });
        // The embedded engine's one session holds the transaction from the start.
        expect(own).toBe(db.engine === 'postgres');
      });

      it('begins the transaction at the first other statement, and reads after it are inside', async () => {
        const own = await db.transaction(async (session) => {
          await session.read('SELECT 1');
          await session.query('SELECT pg_sleep(0.01)');
          return onItsOwn(session);
        });
        expect(own).toBe(false);
      });

      it('rolls back what was written when a read after the write fails', async () => {
        const { applicationId } = await anApplicationStored();
        const failed = db.transaction(async (session) => {
          await session.read('SELECT version FROM vehicle_applications WHERE application_id = $1', [
            applicationId,
          ]);
          await session.query(
            'UPDATE vehicle_applications SET version = version + 1 WHERE application_id = $1',
            [applicationId],
          );
          await session.read('SELECT no_such_column FROM vehicle_applications');
        });
        await expect(failed).rejects.toThrow(/no_such_column/);
        expect(await applications.ofId(applicationId)).toMatchObject({ version: 1 });
        expect(await moveTo(applicationId, 'businessDetails')).toEqual({ ok: true });
      });
    });

    it('lets one of two officers saving the same version win; the other is told, and nothing is lost', async () => {
      const { applicationId } = await anApplicationStored();
      const outcomes = await Promise.allSettled([
        moveTo(applicationId, 'businessDetails'),
        moveTo(applicationId, 'approvals'),
      ]);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      const stored = (await applications.ofId(applicationId))!;
      const trail = await auditTrail.ofApplication(applicationId);
      if (refused.length === 1) {
        expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONCURRENT_UPDATE' });
        expect(stored.version).toBe(2);
        expect(trail).toHaveLength(2);
        expect(trail[1]!.action).toBe(`moved to ${stored.value.journey.status}`);
      } else {
        // The engine ran them one after the other: the second read the first's version.
        expect(refused).toEqual([]);
        expect(stored.version).toBe(3);
        expect(trail).toHaveLength(3);
      }
    });

    describe('a lead with the job that delivers it', () => {
      const storeWithItsJob = (then?: () => unknown) => {
        const lead = aLead(uniqueId('org'));
        const job = {
          kind: 'online-account.deliver',
          key: `online-account:${lead.id}`,
          payload: { leadId: lead.id },
        };
        const outcome = unitOfWork.run(async (tx) => {
          await tx.leads.add(lead);
          await tx.jobs.enqueue(job, new Date('2026-11-24T09:00:00.000Z'));
          return then ? then() : { ok: true };
        });
        return { lead, outcome };
      };
      const jobsOf = (leadId: string) =>
        db.query('SELECT kind, status FROM partner_jobs WHERE key = $1', [`online-account:${leadId}`]);

      it('stores both together, and tells the worker once they are committed', async () => {
        let told = 0;
        unitOfWork = new PostgresUnitOfWork(db, () => (told += 1));
        const { lead, outcome } = storeWithItsJob();
        await outcome;

        expect(await new PostgresLeads(db).ofId(lead.id)).toMatchObject({ status: 'pending' });
        expect(await jobsOf(lead.id)).toEqual([{ kind: 'online-account.deliver', status: 'pending' }]);
        expect(told).toBe(1);
        const claimed = await new PostgresJobQueue(db).claim(new Date('2026-11-24T09:00:01.000Z'), 1_000);
        expect(claimed?.payload).toEqual({ leadId: lead.id });
      });

      it('stores neither, and tells no worker, when the work fails after both', async () => {
        let told = 0;
        unitOfWork = new PostgresUnitOfWork(db, () => (told += 1));
        const { lead, outcome } = storeWithItsJob(() => {
          throw new Error('the process died');
        });
        await outcome.catch(() => undefined);

        expect(await new PostgresLeads(db).ofId(lead.id)).toBeUndefined();
        expect(await jobsOf(lead.id)).toEqual([]);
        expect(told).toBe(0);
      });
    });
  });
}
