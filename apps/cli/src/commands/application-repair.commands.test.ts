import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

type Member = Awaited<ReturnType<SupportDesk['enrol']>>;

describe.each(testEngines())(
  'lease-admin application reset-id-scan and resend-invitation on %s',
  (_engine, openDb) => {
    let desk: SupportDesk;
    let sam: Member;
    let applicationId: string;

    beforeAll(async () => {
      desk = await openSupportDesk(openDb);
      sam = await desk.enrol('Sam Support', 'support');
      desk.as(sam);
      ({ applicationId } = await desk.json<{ applicationId: string }>(
        ...[
          'application',
          'create',
          '--org',
          'org-au-demo',
          '--first-name',
          'Jordan',
          '--last-name',
          'Quill',
        ],
        ...[
          '--email',
          'jordan@acme.example',
          '--mobile',
          '0412345678',
          '--make',
          'Toyota',
          '--model',
          'HiLux',
        ],
        ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
        ...['--quote-ref', 'Q-REPAIR-1', '--signing', 'electronic', '--yes', '--json'],
      ));
      const stored = (await desk.services.applications.ofId(applicationId))!;
      const primary = stored.value.journey.primaryApplicant!;
      await applicationWrites(desk.db).update(
        {
          ...stored.value,
          journey: {
            ...stored.value.journey,
            status: 'approvals',
            primaryApplicant: { ...primary, idScanData: { idScan: { errorCount: 2, skipped: true } } },
          },
        },
        stored.version,
        {
          actor: `customer:${primary.userId}`,
          action: 'application.identity.scan-skipped',
          at: new Date().toISOString(),
        },
      );
    }, 120_000);

    afterAll(() => desk.close(), 120_000);

    const idScan = async () =>
      (await desk.services.applications.ofId(applicationId))?.value.journey.primaryApplicant?.idScanData
        ?.idScan;

    it("resets an officer's failed scans with a reason, and only when there are some", async () => {
      desk.as(sam);
      const reset = await desk.run(
        ...[
          'application',
          'reset-id-scan',
          applicationId,
          '--officer',
          '1',
          '--reason',
          'Camera fixed',
          '--yes',
        ],
      );
      expect(reset).toMatchObject({ exitCode: 0 });
      expect(reset.stdout).toBe(
        `Authorised Officer (1) of ${applicationId}: failed scans reset from 2 to 0.\n`,
      );
      expect(await idScan()).toEqual({ errorCount: 0, skipped: true });
      expect((await desk.services.auditTrail.ofApplication(applicationId)).at(-1)).toMatchObject({
        actor: `staff:${sam.member.staffId}`,
        action: 'application.identity.scan-errors-reset',
        details: { applicant: 'primaryApplicant', from: 2, to: 0, reason: 'Camera fixed' },
      });
      expect(
        await desk.run(
          'application',
          'reset-id-scan',
          applicationId,
          '--officer',
          '1',
          '--reason',
          'Camera fixed again',
          '--yes',
        ),
      ).toMatchObject({
        exitCode: EXIT_CODES.NOT_ALLOWED,
        message: 'Authorised Officer (1) has no failed scans to reset.',
      });
      expect(
        await desk.run(
          'application',
          'reset-id-scan',
          applicationId,
          '--officer',
          '2',
          '--reason',
          'Scanner fixed today',
          '--yes',
        ),
      ).toMatchObject({
        exitCode: EXIT_CODES.NOT_ALLOWED,
        message: 'The application has no Authorised Officer (2).',
      });
      expect(
        await desk.run(
          'application',
          'reset-id-scan',
          applicationId,
          '--officer',
          '3',
          '--reason',
          'Scanner fixed today',
          '--yes',
        ),
      ).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
    });

    it('sends an officer a new link in the words of their invitation, and says so in the trail', async () => {
      desk.as(sam);
      const before = await desk.services.mailOutbox.list({ to: 'jordan@acme.example' });
      const sent = await desk.run(
        'application',
        'resend-invitation',
        applicationId,
        '--officer',
        '1',
        '--yes',
      );
      expect(sent).toMatchObject({
        exitCode: 0,
        stdout: `Invitation for jordan@acme.example kept in the outbox, not sent: this lease-admin has no SMTP_URL (lease-admin mail list shows it; set SMTP_URL and send it again to e-mail it).\n`,
      });
      const after = await desk.services.mailOutbox.list({ to: 'jordan@acme.example' });
      expect(after).toHaveLength(before.length + 1);
      expect(after.map((mail) => mail.subject)).toContain(
        'You have been nominated as authorised officer for a vehicle lease with Southern Cross Fleet',
      );
      expect((await desk.services.auditTrail.ofApplication(applicationId)).at(-1)).toMatchObject({
        actor: `staff:${sam.member.staffId}`,
        action: 'application.invitation.resent',
        details: { applicant: 'primaryApplicant', outcome: 'sent' },
      });
      expect(
        await desk.run('application', 'resend-invitation', 'app-nobody', '--officer', '1', '--yes'),
      ).toMatchObject({ exitCode: EXIT_CODES.NOT_FOUND });
    });

    it('needs a signed-in member for each repair', async () => {
      desk.as({ key: 'not-a-key' });
      expect(
        await desk.run('application', 'resend-invitation', applicationId, '--officer', '1', '--yes'),
      ).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
      expect(
        await desk.run(
          'application',
          'reset-id-scan',
          applicationId,
          '--officer',
          '1',
          '--reason',
          'Scanner fixed today',
          '--yes',
        ),
      ).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    });
  },
);
