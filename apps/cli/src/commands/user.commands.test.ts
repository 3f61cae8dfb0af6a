import { PostgresSessions, PostgresUserCredentials } from '@lease-portal/postgres';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin user password-link and disable on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let userId: string;
  let sam: Awaited<ReturnType<SupportDesk['enrol']>>;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    sam = await desk.enrol('Sam Support', 'support');
    desk.as(sam);
    ({ userId } = await desk.json<{ userId: string }>(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Jordan', '--last-name', 'Quill'],
      ...['--email', 'jordan@acme.example', '--mobile', '0412345678', '--make', 'Toyota', '--model', 'HiLux'],
      ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
      ...['--quote-ref', 'Q-USER-1', '--signing', 'electronic', '--yes', '--json'],
    ));
    await new PostgresUserCredentials(desk.db).setPasswordHash(userId, 'scrypt$stored-hash');
    const now = new Date();
    await new PostgresSessions(desk.db).add({
      id: 'session-1',
      userId,
      tokenDigest: 'digest-1',
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
    });
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  it('e-mails a user a new password link, as the member', async () => {
    desk.as(sam);
    const before = (await desk.services.mailOutbox.list({ to: 'jordan@acme.example' })).length;
    expect(
      await desk.run(
        'user',
        'password-link',
        '--org',
        'org-au-demo',
        '--email',
        'Jordan@Acme.example',
        '--yes',
      ),
    ).toMatchObject({
      exitCode: 0,
      stdout: `Password link for Jordan@Acme.example kept in the outbox, not sent: this lease-admin has no SMTP_URL (lease-admin mail list shows it; set SMTP_URL and send it again to e-mail it).\n`,
    });
    expect(await desk.services.mailOutbox.list({ to: 'jordan@acme.example' })).toHaveLength(before + 1);
    expect((await desk.services.auditTrail.ofSubject(`user:${userId}`)).at(-1)).toMatchObject({
      actor: `staff:${sam.member.staffId}`,
      action: 'account.password-link.sent',
    });
    expect(
      await desk.run(
        'user',
        'password-link',
        '--org',
        'org-nz-demo',
        '--email',
        'jordan@acme.example',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.NOT_FOUND });
  });

  it('disables a user: the password opens nothing, open sessions end, and the trail says why', async () => {
    desk.as(sam);
    const credentials = new PostgresUserCredentials(desk.db);
    expect(await credentials.passwordHashOf(userId)).toBe('scrypt$stored-hash');
    expect(
      await desk.run(
        'user',
        'disable',
        '--org',
        'org-au-demo',
        '--email',
        'jordan@acme.example',
        '--reason',
        ' ',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
    const disabled = await desk.run(
      ...['user', 'disable', '--org', 'org-au-demo', '--email', 'jordan@acme.example'],
      ...['--reason', 'Left the company', '--yes'],
    );
    expect(disabled).toMatchObject({
      exitCode: 0,
      stdout: `User ${userId} (jordan@acme.example) is disabled; 1 session(s) ended.\n`,
    });
    expect(await credentials.passwordHashOf(userId)).toBeUndefined();
    expect((await new PostgresSessions(desk.db).ofTokenDigest('digest-1'))?.revokedAt).toBeDefined();
    expect((await desk.services.auditTrail.ofSubject(`user:${userId}`)).at(-1)).toMatchObject({
      actor: `staff:${sam.member.staffId}`,
      action: 'account.disabled',
      details: { reason: 'Left the company' },
    });
    expect(
      await desk.run(
        'user',
        'disable',
        '--org',
        'org-au-demo',
        '--email',
        'jordan@acme.example',
        '--reason',
        'Asked again by phone',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED, message: 'This user is already disabled.' });
    expect(
      await desk.run(
        'user',
        'disable',
        '--org',
        'org-au-demo',
        '--email',
        'nobody@acme.example',
        '--reason',
        'Asked again by phone',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.NOT_FOUND });
  });

  it('needs a signed-in member, and a credit officer may not disable users', async () => {
    desk.as({ key: 'not-a-key' });
    expect(
      await desk.run(
        'user',
        'disable',
        '--org',
        'org-au-demo',
        '--email',
        'jordan@acme.example',
        '--reason',
        'Asked again by phone',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    desk.as(await desk.enrol('Cora Credit', 'creditOfficer'));
    expect(
      await desk.run(
        'user',
        'disable',
        '--org',
        'org-au-demo',
        '--email',
        'jordan@acme.example',
        '--reason',
        'Asked again by phone',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
  });

  it('sends a disabled user no password link, and enables them again, their old password cleared', async () => {
    desk.as(sam);
    const user = ['--org', 'org-au-demo', '--email', 'jordan@acme.example'];
    const refused = await desk.run('user', 'password-link', ...user, '--yes');
    expect(refused).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED, reason: 'STAFF.NOTHING_TO_REPAIR' });
    expect(refused.message).toMatch(/jordan@acme.example is disabled: .*Enable them first/);
    const enabled = await desk.run('user', 'enable', ...user, '--reason', 'Back with the company', '--yes');
    expect(enabled.exitCode).toBe(0);
    expect(enabled.stdout).toContain(
      'lease-admin user password-link --org org-au-demo --email jordan@acme.example',
    );
    expect(await new PostgresUserCredentials(desk.db).passwordHashOf(userId)).toBeUndefined();
    expect((await desk.services.auditTrail.ofSubject(`user:${userId}`)).at(-1)).toMatchObject({
      actor: `staff:${sam.member.staffId}`,
      action: 'account.enabled',
      details: { reason: 'Back with the company' },
    });
    expect(
      await desk.run('user', 'enable', ...user, '--reason', 'Back with the company', '--yes'),
    ).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: 'This user is not disabled.',
    });
    expect((await desk.run('user', 'password-link', ...user, '--yes')).exitCode).toBe(0);
  });
});
