import {
  defaultOrgProfile,
  MAIL_OUTBOX,
  ResendSecondaryInvitation,
  UNIT_OF_WORK,
  WorkOffDueJobs,
  type MailOutbox,
  type UnitOfWork,
  type User,
} from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { readAccountSettings } from '../accounts/account-settings';
import { buildContainer } from '../composition-root';

// The portal's own wiring on the embedded database: Authorised Officer (1)'s resend of Authorised
// Officer (2)'s invitation is saved once for parallel requests, queued with its change, and the job
// worker's turn issues the link and leaves the mail in the outbox, once (decision 2094).

const ADA: User = {
  id: 'user-ada',
  orgId: 'default',
  firstName: 'Ada',
  lastName: 'Officer',
  email: 'ada@fleetco.example',
  contactNumber: '0412000111',
  region: 'AU',
  createdAt: '2026-11-20T09:00:00.000Z',
};
const SAM: User = { ...ADA, id: 'user-sam', firstName: 'Sam', email: 'sam@fleetco.example' };

const APPLICATION = {
  applicationId: 'app-on-hold-1',
  applicationType: 'standard' as const,
  orgId: 'default',
  orgUserId: ADA.id,
  journey: {
    status: 'reviewAndSignContract' as const,
    statusCreditCheck: 'waitingForSecondary' as const,
    primaryApplicant: {
      userId: ADA.id,
      firstName: 'Ada',
      lastName: 'Officer',
      email: ADA.email,
      confirmed: 'yes',
    },
    secondaryApplicant: { userId: SAM.id, firstName: 'Sam', email: SAM.email },
    entityDetails: { entityName: 'FleetCo Pty Ltd' },
    currentUser: { region: 'AU' as const },
  },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe("Authorised Officer (2)'s invitation resent through the portal's job queue and outbox", () => {
  let db: Database;
  afterEach(async () => db?.close());

  it('queues one resend for parallel requests and sends it once with a fresh link', async () => {
    db = await openMemoryDatabase();
    const container = buildContainer(db, {}, readAccountSettings({ PORTAL_LINK_DOMAIN: 'portal.example' }));
    const unitOfWork = container.get<UnitOfWork>(UNIT_OF_WORK);
    await db.query(
      `INSERT INTO organisations (org_id, name, region, profile) VALUES ('default', 'Fleet Co', 'AU', $1)`,
      [JSON.stringify({ ...defaultOrgProfile('AU'), orgId: 'default' })],
    );
    await unitOfWork.run(async (tx) => {
      await tx.users.add(ADA);
      await tx.users.add(SAM);
      await tx.leaseApplications.add(APPLICATION);
    });

    const resend = container.get(ResendSecondaryInvitation);
    const answers = await Promise.all(
      [1, 2, 3].map(() => resend.execute({ user: ADA, applicationId: APPLICATION.applicationId })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      expect.objectContaining({
        error: expect.objectContaining({
          details: expect.objectContaining({ reason: 'LEASE_APPLICATION.INVITATION_RESENT_RECENTLY' }),
        }),
      }),
      expect.anything(),
    ]);

    const worker = container.get(WorkOffDueJobs);
    const outcomes: string[] = [];
    for (let turn = await worker.turn(); turn.outcome !== 'idle'; turn = await worker.turn()) {
      outcomes.push(`${turn.outcome}:${'job' in turn ? turn.job.kind : ''}`);
    }
    expect(outcomes).toEqual(['done:officer-invitation.send']);

    const mails = await container.get<MailOutbox>(MAIL_OUTBOX).list({ to: SAM.email });
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'lease-application.secondary-invitation',
        subject: expect.stringContaining('You are invited as Authorised Officer (2)'),
      }),
    ]);
    expect(mails[0]!.text).toContain('Ada Officer invited you as Authorised Officer (2) of FleetCo Pty Ltd');
    expect(mails[0]!.text).toMatch(/\/\/portal\.example(:\d+)?\/reset-password\?hash=/);
  }, 30_000);
});
