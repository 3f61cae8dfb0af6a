import type { ApplicationStatus } from '@lease-portal/domain';
import type { Database } from './database';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { PostgresVehicleApplications } from './postgres-vehicle-applications';
import type { DatabaseFactory } from './repositories.contract';
import { anApplication, anAuditEntry } from './testing/builders';

/** Opening and migrating a fresh database takes seconds on a busy machine. */
const STARTUP_TIMEOUT_MS = 60_000;

export function describeUnitOfWork(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresUnitOfWork on ${engine}`, () => {
    let db: Database;
    let unitOfWork: PostgresUnitOfWork;
    let applications: PostgresVehicleApplications;
    let auditTrail: PostgresAuditTrail;

    beforeAll(async () => {
      db = await factory.open();
      unitOfWork = new PostgresUnitOfWork(db);
      applications = new PostgresVehicleApplications(db);
      auditTrail = new PostgresAuditTrail(db);
    }, STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      if (db) await factory.dispose(db);
    }, STARTUP_TIMEOUT_MS);

    async function anApplicationStored() {
      const application = anApplication();
      await applications.add(application, anAuditEntry({ action: 'application.started' }));
      return application;
    }

    /** Moves the application to `status` inside a unit of work, with its audit entry. */
    const moveTo = (applicationId: string, status: ApplicationStatus, then?: () => unknown) =>
      unitOfWork.run(async (tx) => {
        const stored = (await tx.leaseApplications.ofId(applicationId))!;
        const moved = { ...stored.value, scoreboard: { ...stored.value.scoreboard, status } };
        await tx.leaseApplications.save(moved, stored.version);
        await tx.auditEntries.record(anAuditEntry({ applicationId, action: `moved to ${status}` }));
        return then ? then() : { ok: true };
      });

    it('commits the change and its audit entry together', async () => {
      const { applicationId } = await anApplicationStored();
      expect(await moveTo(applicationId, 'businessDetails')).toEqual({ ok: true });
      expect(await applications.ofId(applicationId)).toMatchObject({
        version: 2,
        value: { scoreboard: { status: 'businessDetails' } },
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
        expect(trail[1]!.action).toBe(`moved to ${stored.value.scoreboard.status}`);
      } else {
        // The engine ran them one after the other: the second read the first's version.
        expect(refused).toEqual([]);
        expect(stored.version).toBe(3);
        expect(trail).toHaveLength(3);
      }
    });
  });
}
