import {
  AuthoriseApplicant,
  RecordCreditDecision,
  SubmitCreditCheck,
  SubmitCreditEnquiry,
  type CreditEnquiryState,
  type User,
  type VehicleApplication,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { PostgresUnitOfWork } from '../postgres-unit-of-work';
import { PostgresVehicleApplications } from '../postgres-vehicle-applications';
import type { DatabaseFactory } from '../repositories.contract';
import { applicationWrites } from '../testing/application-writes';
import { anApplication, anAuditEntry, uniqueId } from '../testing/builders';
import { withTestDatabase } from '../testing/test-database';
import { PostgresCreditDecisionListener } from './postgres-credit-decision-listener';
import { PostgresCreditDecisionSignal } from './postgres-credit-decision-signal';

/**
 * One credit enquiry per submission, on the engine itself (decisions 1520, 1660): submits sent at
 * once by a double click, a retry and a second tab store one submission and queue one job, keyed by
 * the submission's reference; two workers running that job at once store the decision once; and
 * the stored decision is announced to every listener of the database.
 */
export function describeCreditSubmissions(engine: string, factory: DatabaseFactory): void {
  describe(`credit submissions on ${engine}`, () => {
    let db: Database;
    let applications: PostgresVehicleApplications;
    let writes: ReturnType<typeof applicationWrites>;
    let submit: SubmitCreditCheck;
    let record: RecordCreditDecision;
    let listener: PostgresCreditDecisionListener;
    const clock = { now: () => new Date('2026-11-24T09:00:00.000Z') };

    // Before the database closes: a listening session would keep the pool from ending.
    afterAll(() => listener?.close());
    withTestDatabase(factory, async (opened) => {
      db = opened;
      applications = new PostgresVehicleApplications(db);
      writes = applicationWrites(db);
      const unitOfWork = new PostgresUnitOfWork(db);
      listener = new PostgresCreditDecisionListener(db);
      submit = new SubmitCreditCheck({
        authoriseApplicant: new AuthoriseApplicant(applications),
        unitOfWork,
        clock,
      });
      record = new RecordCreditDecision({ unitOfWork, clock, signal: new PostgresCreditDecisionSignal(db) });
    });

    async function anApplicationAtReview(): Promise<{ application: VehicleApplication; primary: User }> {
      const orgId = uniqueId('org');
      const primary: User = {
        id: uniqueId('user'),
        orgId,
        firstName: 'Sam',
        lastName: 'Driver',
        email: 'sam@fleetco.example',
        region: 'AU',
        createdAt: '2026-11-01T00:00:00.000Z',
      };
      const application = anApplication({
        orgId,
        orgUserId: primary.id,
        journey: {
          status: 'approvals',
          entityDetails: {
            entityName: 'Carlton Fleet Services Pty Ltd',
            abn: '51824753556',
            entityType: 'PRV',
          },
          businessDetails: { financeDetails: { creditLimit: 80_000, personalGuarantee: 'yes' } },
          primaryApplicant: {
            userId: primary.id,
            confirmed: 'yes',
            identityVerificationStatus: 'completed',
            privacyConsent: 'confirmed',
          },
        },
      });
      await writes.add(application, anAuditEntry({ action: 'application.started' }));
      return { application, primary };
    }

    const jobsOf = (applicationId: string) =>
      db.query<{ key: string; kind: string }>(
        // The credit enquiry's jobs: the milestone mails the submission also queues are decision 2082's.
        `SELECT key, kind FROM partner_jobs WHERE payload->>'applicationId' = $1 AND kind = 'credit-check.submit'`,
        [applicationId],
      );

    it('stores one submission and queues one job however many submits arrive at once', async () => {
      const { application, primary } = await anApplicationAtReview();
      const { applicationId } = application;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          submit.execute({ user: primary, applicationId, submission: 'review' }),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 6 }, () => ({ ok: true, value: { status: 'pending' } })));
      const stored = (await applications.ofId(applicationId))!;
      expect(stored.value.journey).toMatchObject({
        status: 'reviewAndSignContract',
        statusCreditCheck: 'awaitingDecision',
        primaryApplicant: { applicationReviewStatus: 'completed' },
        creditSubmission: { number: 1, reference: `${applicationId}:1` },
      });
      expect(await jobsOf(applicationId)).toEqual([
        { key: `${applicationId}:1`, kind: 'credit-check.submit' },
      ]);
    });

    it('stores the decision once when two workers run the same job at once, and announces it', async () => {
      const { application, primary } = await anApplicationAtReview();
      const { applicationId } = application;
      await submit.execute({ user: primary, applicationId, submission: 'review' });
      const submitted: string[] = [];
      const decided: CreditEnquiryState = {
        enquiryId: 'CE-1',
        reference: `${applicationId}:1`,
        status: 'decided',
        result: 'approved',
        submittedAt: '2026-11-24T09:00:00.000Z',
        decidedAt: '2026-11-24T09:00:04.000Z',
      };
      const job = new SubmitCreditEnquiry({
        applications,
        orgProfiles: { ofId: async () => undefined },
        bureau: {
          submit: async (enquiry) => {
            submitted.push(enquiry.reference);
            return decided;
          },
          enquiry: async () => decided,
        },
        recordDecision: record,
      });
      // Listening before the job runs: on a busy machine the LISTEN could otherwise come after the
      // announcement, and the test would wait its whole 20 s.
      await listener.listenNow();
      const heard = listener.announcedOrAfter(applicationId, 20_000);
      const startedAt = Date.now();
      const run = {
        id: 'job-1',
        kind: 'credit-check.submit',
        key: `${applicationId}:1`,
        attempts: 1,
        payload: { applicationId, reference: `${applicationId}:1` },
      };
      await Promise.all([job.run(run), job.run(run)]);
      await heard;
      expect(Date.now() - startedAt).toBeLessThan(10_000);

      const stored = (await applications.ofId(applicationId))!;
      expect(stored.value.journey).toMatchObject({
        statusCreditCheck: 'approved',
        creditSubmission: { enquiryId: 'CE-1', result: 'approved', decidedAt: '2026-11-24T09:00:04.000Z' },
      });
      // Both workers asked the service under the one reference; the decision was stored by one of them.
      expect(new Set(submitted)).toEqual(new Set([`${applicationId}:1`]));
      const decisions = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM audit_trail WHERE application_id = $1 AND action = 'application.credit-check.decided'`,
        [applicationId],
      );
      expect(decisions).toEqual([{ count: '1' }]);
    });

    it('stops waiting at once when the waiting screen has gone', async () => {
      const leaving = new AbortController();
      const startedAt = Date.now();
      const waited = listener.announcedOrAfter('app-gone', 20_000, leaving.signal);
      leaving.abort();
      await waited;
      expect(Date.now() - startedAt).toBeLessThan(1_000);
      // A wait asked for after leaving is over before it starts.
      await listener.announcedOrAfter('app-gone', 20_000, leaving.signal);
      expect(Date.now() - startedAt).toBeLessThan(1_000);
    });
  });
}
