import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

// The staff check of an officer's licence that waits for them, 'ID to check' (decision 2080): shown by
// `application show`, decided by `application check-identity`, in the trail as the member.

describe.each(testEngines())('lease-admin application check-identity on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let applicationId: string;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    const issued = await desk.json<{ applicationId: string; userId: string }>(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Ada', '--last-name', 'Quill'],
      ...['--email', 'ada@haulage.example', '--mobile', '0412345678', '--make', 'Toyota', '--model', 'HiLux'],
      ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
      ...['--quote-ref', 'Q-IDENTITY-1', '--signing', 'electronic', '--yes', '--json'],
    );
    applicationId = issued.applicationId;
    // Authorised Officer (1) uploaded their licence by hand and confirmed their details.
    const stored = (await desk.services.applications.ofId(applicationId))!;
    await applicationWrites(desk.db).update(
      {
        ...stored.value,
        journey: {
          ...stored.value.journey,
          status: 'approvals',
          primaryApplicant: {
            ...stored.value.journey.primaryApplicant,
            identityVerificationStatus: 'completed',
            idScanData: { fileUrls: ['front', 'back'] },
            licenceCheck: { status: 'toCheck', source: 'upload' },
          },
        },
      },
      stored.version,
      { actor: 'system', action: 'application.identity.licence-saved', at: new Date().toISOString() },
    );
  }, 120_000);

  afterAll(async () => {
    await desk?.close();
  }, 120_000);

  const trailNow = async () =>
    (await desk.services.auditTrail.ofApplication(applicationId)).map((entry) => [entry.actor, entry.action]);
  const licenceCheckNow = async () =>
    (await desk.services.applications.ofId(applicationId))!.value.journey.primaryApplicant?.licenceCheck;

  it("flags the officer's licence as 'ID to check' in application show, text and JSON", async () => {
    const shown = await desk.run('application', 'show', applicationId);
    expect(shown.exitCode).toBe(0);
    expect(shown.stdout).toContain('licence: ID to check (licence uploaded by hand)');
    // The command to run, wrapped within the page's width.
    expect(shown.stdout.replace(/\s+/g, ' ')).toContain(
      `ID to check: lease-admin application check-identity ${applicationId} --officer 1 --accept|--reject`,
    );
    const json = await desk.json<{
      applicants: { role: string; idToCheck?: boolean; licenceCheck?: string }[];
    }>('application', 'show', applicationId, '--json');
    expect(json.applicants[0]).toMatchObject({
      role: 'Authorised Officer (1)',
      idToCheck: true,
      licenceCheck: 'ID to check (licence uploaded by hand)',
    });
  });

  it('refuses bad input, an unknown application and an officer the application does not name, changing nothing', async () => {
    for (const args of [
      ['--officer', '1', '--accept', '--reject', '--reason', 'Checked by phone'],
      ['--officer', '1', '--accept'],
      ['--officer', '3', '--accept', '--reason', 'Checked by phone'],
      ['--officer', '1'],
      ['--officer', '1', '--accept', '--reason', '  '],
      ['--accept', '--reason', 'Checked by phone'],
    ]) {
      expect([
        args,
        (await desk.run('application', 'check-identity', applicationId, ...args, '--yes')).exitCode,
      ]).toEqual([args, EXIT_CODES.BAD_INPUT]);
    }
    expect(
      (
        await desk.run(
          'application',
          'check-identity',
          'app-nobody',
          '--officer',
          '1',
          '--accept',
          '--reason',
          'Checked by phone',
          '--yes',
        )
      ).exitCode,
    ).toBe(EXIT_CODES.NOT_FOUND);
    expect(
      await desk.run(
        'application',
        'check-identity',
        applicationId,
        '--officer',
        '2',
        '--accept',
        '--reason',
        'Checked by phone',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED, reason: 'IDENTITY_CHECK.NO_SUCH_OFFICER' });
    expect(await licenceCheckNow()).toEqual({ status: 'toCheck', source: 'upload' });
  });

  it("accepts the licence as the officer's, kept with the member and reason, in the trail as the member", async () => {
    const accepted = await desk.run(
      ...['application', 'check-identity', applicationId, '--officer', '1', '--accept'],
      ...['--reason', 'Photo and name match the officer'],
    );
    // Without --yes: the desk's own prompt is answered yes.
    expect(accepted).toMatchObject({ exitCode: 0 });
    expect(accepted.stdout).toBe(
      `Authorised Officer (1)'s driver's licence on ${applicationId} accepted: their identity is verified.\n`,
    );
    expect(await licenceCheckNow()).toMatchObject({
      status: 'accepted',
      source: 'upload',
      checkedBy: desk.admin.member.staffId,
      reason: 'Photo and name match the officer',
    });
    expect((await trailNow()).at(-1)).toEqual([
      `staff:${desk.admin.member.staffId}`,
      'application.identity.licence-accepted',
    ]);
    const shown = await desk.run('application', 'show', applicationId);
    expect(shown.stdout).not.toContain('ID to check');
    expect(shown.stdout).toContain(`licence: accepted by staff ${desk.admin.member.staffId}`);
    // Checked once: nothing waits any more.
    expect(
      await desk.run(
        'application',
        'check-identity',
        applicationId,
        '--officer',
        '1',
        '--reject',
        '--reason',
        'Checked by phone',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED, reason: 'IDENTITY_CHECK.NOTHING_TO_CHECK' });
  });
});
