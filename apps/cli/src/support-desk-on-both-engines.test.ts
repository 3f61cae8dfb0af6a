import { everyTestEngine, openSupportDesk, type SupportDesk } from './testing/support-desk';

/**
 * The command suites run on embedded PGlite only (decision 2050); this smoke test runs the support desk
 * on every engine the machine offers, the PostgreSQL server in DATABASE_URL included: set-up and a
 * second administrator enrolled by proposal, a quote issued with its mail and trail, and the
 * application found, read and its history shown.
 */
describe.each(everyTestEngine())('the support desk on %s', (_engine, openDb) => {
  let desk: SupportDesk;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
  }, 120_000);

  afterAll(() => desk?.close(), 120_000);

  it('issues a quote, finds it, shows it and its history, and lists its mail', async () => {
    const issued = await desk.json<{ applicationId: string; invitation: { outcome: string } }>(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Jordan', '--last-name', 'Tran'],
      ...['--email', 'jordan.tran@example.com', '--mobile', '0412345678', '--make', 'Toyota'],
      ...['--model', 'HiLux SR5', '--drive-away-price', '58990', '--monthly-rental', '1120.50'],
      ...['--term', '48', '--quote-ref', 'Q-SMOKE-1', '--signing', 'electronic', '--yes', '--json'],
    );
    expect(issued.invitation.outcome).toBe('kept');

    const found = await desk.json<unknown>(
      'application',
      'search',
      '--email',
      'jordan.tran@example.com',
      '--json',
    );
    expect(JSON.stringify(found)).toContain(issued.applicationId);
    const shown = await desk.run('application', 'show', issued.applicationId);
    expect(shown).toMatchObject({ exitCode: 0 });
    expect(shown.stdout).toContain('Jordan Tran');
    const trail = await desk.json<{ who: string; action: string }[]>(
      ...['application', 'history', issued.applicationId, '--json'],
    );
    expect(trail.map((entry) => entry.who)).toContain('staff Ada Lovelace');
    const mail = await desk.run('mail', 'list', '--to', 'jordan.tran@example.com');
    expect(mail).toMatchObject({ exitCode: 0 });
    expect(mail.stdout).toContain('jordan.tran@example.com');
  });

  it('holds the proposals of the maker-checker desk', async () => {
    const pending = await desk.run('approvals', 'list');
    expect(pending).toMatchObject({ exitCode: 0 });
  });
});
