import {
  LeaseApplication,
  MAIL_OUTBOX,
  UNIT_OF_WORK,
  WorkOffDueJobs,
  type MailOutbox,
  type UnitOfWork,
} from '@lease-portal/domain';
import { storeLeaseApplication } from '@lease-portal/domain/src/lease-application/store-lease-application';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { buildContainer } from '../composition-root';
import { readAccountSettings } from '../accounts/account-settings';

// The portal's own wiring on the embedded database: a credit decision stored by the aggregate queues
// its mail in the same transaction, and the job worker's turn leaves it in the outbox, once (decision 2082).

const APPLICATION = {
  applicationId: 'app-milestone-1',
  applicationType: 'standard' as const,
  orgId: 'default',
  orgUserId: 'user-1',
  journey: {
    status: 'reviewAndSignContract' as const,
    statusCreditCheck: 'awaitingDecision' as const,
    primaryApplicant: { userId: 'user-1', firstName: 'Alex', email: 'alex@fleetco.example' },
    companyDetails: { companyName: 'FleetCo Pty Ltd', abn: '51 824 753 556' },
    currentUser: { region: 'AU' as const },
  },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('milestone mails through the portal’s job queue and outbox', () => {
  let db: Database;
  // Opened before the test, as the other suites open theirs: on a machine busy with other suites the
  // embedded engine's start took most of the test's 15 s, once all of it, and it is not what is tested.
  beforeAll(async () => {
    db = await openMemoryDatabase();
  }, 60_000);
  afterAll(async () => db?.close());

  it('sends the approval to Authorised Officer (1) once, however often the decision is stored', async () => {
    const container = buildContainer(db, {}, readAccountSettings({ PORTAL_LINK_DOMAIN: 'portal.example' }));
    const unitOfWork = container.get<UnitOfWork>(UNIT_OF_WORK);
    await unitOfWork.run((tx) => tx.leaseApplications.add(APPLICATION));

    const decide = () =>
      unitOfWork.run(async (tx) => {
        const application = LeaseApplication.of(
          (await tx.leaseApplications.ofId(APPLICATION.applicationId))!,
        );
        application.change((journey) => ({ ...journey, statusCreditCheck: 'approved' }), {
          action: 'application.credit-check.decided',
        });
        return storeLeaseApplication(tx, application, 'partner:test', new Date().toISOString());
      });
    await decide();
    await decide();

    const worker = container.get(WorkOffDueJobs);
    const outcomes: string[] = [];
    for (let turn = await worker.turn(); turn.outcome !== 'idle'; turn = await worker.turn()) {
      outcomes.push(`${turn.outcome}:${'job' in turn ? turn.job.kind : ''}`);
    }
    expect(outcomes).toEqual(['done:milestone-mail.send']);

    const mails = await container.get<MailOutbox>(MAIL_OUTBOX).list({ to: 'alex@fleetco.example' });
    expect(mails).toEqual([
      expect.objectContaining({
        subject: 'Your application is approved: your lease is ready to sign',
        kind: 'lease-application.milestone.approved',
        orgId: 'default',
      }),
    ]);
    expect(mails[0]!.text).toContain('/applications/app-milestone-1');
    expect(mails[0]!.html).toContain('FleetCo Pty Ltd (ABN 51 824 753 556)');
  });
});
