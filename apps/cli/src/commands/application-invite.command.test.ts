import type { ApplicationJourney } from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { chooseTestServer, serverFactory } from '@lease-portal/postgres/src/testing/test-server';
import { demoOrganisations } from '@lease-portal/server';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { cliServicesOf } from '../open-cli-services';
import type { StaffKeyStore } from '../staff-key';
import type { CliServices } from '../services';
import { commandRunner } from '../testing/run-command';

/** PGlite always; the PostgreSQL server too when DATABASE_URL names one. */
const server = chooseTestServer();
const engines: [string, () => Promise<{ db: Database; close: () => Promise<void> }>][] = [
  [
    'embedded PGlite',
    async () => {
      const db = await openMemoryDatabase();
      return { db, close: () => db.close() };
    },
  ],
  ...(server.kind === 'url'
    ? [
        [
          'a PostgreSQL server (DATABASE_URL)',
          async () => {
            const factory = serverFactory(server);
            const db = await factory.open();
            return { db, close: () => factory.dispose(db) };
          },
        ] as [string, () => Promise<{ db: Database; close: () => Promise<void> }>],
      ]
    : []),
];

describe.each(engines)('lease-admin application invite on %s', (_engine, openDb) => {
  let db: Database;
  let close: () => Promise<void>;
  let services: CliServices;
  let answer: boolean;
  let asked: string[];
  let staffId: string;
  let savedKey: string | undefined;
  const memoryKeys: StaffKeyStore = {
    location: 'memory',
    read: async () => savedKey,
    save: async (key) => (savedKey = key),
    remove: async () => savedKey !== (savedKey = undefined),
  };

  beforeAll(async () => {
    ({ db, close } = await openDb());
    services = cliServicesOf(db, {
      confirm: async (question) => {
        asked.push(question);
        return answer;
      },
      keys: memoryKeys,
      readKey: async () => '',
    });
    for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
    // The support member who invites, signed in with their own key (decision 1810).
    const enrolled = await services.staff.enrolFirst.execute({
      name: 'Kim Lee',
      email: 'kim@provider.example',
    });
    if (!enrolled.ok) throw enrolled.error;
    staffId = enrolled.value.member.staffId;
    savedKey = enrolled.value.key;
  }, 60_000);

  beforeEach(() => {
    answer = true;
    asked = [];
  });

  afterAll(async () => {
    await close();
  });

  const run = commandRunner(async () => services);

  let sequence = 0;
  /** A quote issued to a fresh officer with lease-admin itself: its application and officer. */
  async function anIssuedQuote(): Promise<{ applicationId: string; userId: string; email: string }> {
    const email = `officer.${++sequence}@example.com`;
    const { stdout, exitCode } = await run(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Jordan', '--last-name', 'Tran'],
      ...['--email', email, '--mobile', '0412345678', '--make', 'Toyota', '--model', 'HiLux SR5'],
      ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
      ...['--quote-ref', `Q-INVITE-${sequence}`, '--signing', 'electronic', '--yes', '--json'],
    );
    expect(exitCode).toBe(EXIT_CODES.OK);
    return { ...JSON.parse(stdout), email };
  }

  /** The application as the officer leaves it: on business details, confirmed, two officers said. */
  async function moveOn(applicationId: string, changes: Partial<ApplicationJourney>) {
    const stored = (await services.applications.ofId(applicationId))!;
    await applicationWrites(db).update(
      { ...stored.value, journey: { ...stored.value.journey, ...changes } },
      stored.version,
      { actor: 'system', action: 'test.arranged', at: new Date().toISOString() },
    );
  }

  const nominee = (email: string) => [
    ...['--first-name', 'Noor', '--last-name', 'Haddad', '--email', email, '--mobile', '0412 999 888'],
  ];

  it('makes the nominee Authorised Officer (1) in place of the officer, who loses the application', async () => {
    const quote = await anIssuedQuote();
    const email = `noor.${sequence}@example.com`;
    const { stdout, exitCode } = await run(
      'application',
      'invite',
      quote.applicationId,
      '--role',
      'nominee',
      ...nominee(email.toUpperCase()),
      '--yes',
      '--json',
    );
    expect(exitCode).toBe(EXIT_CODES.OK);
    const nominated = JSON.parse(stdout);
    expect(nominated).toMatchObject({
      applicationId: quote.applicationId,
      nomineeWasKnown: false,
      previousUserId: quote.userId,
      sessionsEnded: 0,
      primaryApplicant: { firstName: 'Noor', email, phone: '0412999888' },
      invitation: { outcome: 'queued' }, // the portal's job worker sends it (decision 2094)
    });
    const stored = (await services.applications.ofId(quote.applicationId))!.value;
    expect(stored.orgUserId).toBe(nominated.primaryApplicant.userId);
    expect(stored.journey.primaryApplicant?.confirmed).toBeUndefined();
    expect(await services.applications.ofUser(quote.userId)).toEqual([]);
    expect(
      (await services.auditTrail.ofApplication(quote.applicationId)).map((e) => [e.actor, e.action]),
    ).toEqual([
      [`staff:${staffId}`, 'application.quote-issued'],
      [`staff:${staffId}`, 'application.primary-applicant.nominated'],
    ]);
    const jobs = await services.repairs.jobs.list({ key: quote.applicationId });
    expect(jobs.filter(({ kind }) => kind === 'officer-invitation.send')).toMatchObject([
      { key: expect.stringMatching(`:nominee:${nominated.primaryApplicant.userId}:invited:`) },
    ]);
  });

  it('is refused to anyone not signed in as a staff member, changing nothing', async () => {
    const quote = await anIssuedQuote();
    const key = savedKey;
    savedKey = undefined;
    const refused = await run(
      ...['application', 'invite', quote.applicationId, '--role', 'nominee'],
      ...nominee(`noor.${sequence}@example.com`),
      '--yes',
    );
    savedKey = key;
    expect(refused.exitCode).toBe(EXIT_CODES.UNAUTHENTICATED);
    const stored = await services.applications.ofId(quote.applicationId);
    expect(stored?.value.journey.primaryApplicant?.email).toBe(quote.email.toLowerCase());
  });

  it('shows who is invited and what the officer loses, and changes nothing when the answer is no', async () => {
    const quote = await anIssuedQuote();
    answer = false;
    const { stdout, exitCode, message } = await run(
      'application',
      'invite',
      quote.applicationId,
      '--role',
      'nominee',
      ...nominee('someone@example.com'),
    );
    expect(stdout).toContain(`becomes Authorised Officer (1) in place of ${quote.email}`);
    expect(asked).toEqual(['Invite this person and e-mail them?']);
    expect(exitCode).toBe(EXIT_CODES.CANCELLED);
    expect(message).toBe('Not confirmed: nothing was changed. Add --yes to invite without a prompt.');
    expect((await services.applications.ofId(quote.applicationId))!.version).toBe(1);
  });

  it('refuses bad input naming each option with exit code 2, an unknown application with 3, changing nothing', async () => {
    const quote = await anIssuedQuote();
    const bad = await run(
      ...['application', 'invite', quote.applicationId, '--role', 'nominee', '--first-name', 'N'],
      ...['--last-name', 'Haddad', '--email', 'noor@example', '--mobile', '12345', '--yes'],
    );
    expect(bad).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      message: [
        '--first-name: must have at least 2 characters',
        '--email: must be an e-mail address, such as name@example.com',
        '--mobile: must be exactly 10 characters long',
        'Nothing was changed.',
      ].join('\n'),
    });
    const own = await run(
      ...['application', 'invite', quote.applicationId, '--role', 'nominee'],
      ...nominee(quote.email),
      '--yes',
    );
    expect(own).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      message: '--email: This person is already Authorised Officer (1)\nNothing was changed.',
    });
    expect(
      (
        await run(
          'application',
          'invite',
          'no-such-app',
          '--role',
          'nominee',
          ...nominee('a@example.com'),
          '--yes',
        )
      ).exitCode,
    ).toBe(EXIT_CODES.NOT_FOUND);
    expect(
      (await run('application', 'invite', quote.applicationId, '--role', 'boss', '--yes')).exitCode,
    ).toBe(EXIT_CODES.BAD_INPUT);
    expect((await services.applications.ofId(quote.applicationId))!.version).toBe(1);
  });

  it('invites Authorised Officer (2) with their role once the officer confirmed there are two', async () => {
    const quote = await anIssuedQuote();
    const early = await run(
      ...['application', 'invite', quote.applicationId, '--role', 'secondary', '--type', 'director'],
      ...nominee(`sam.${sequence}@example.com`),
      '--yes',
    );
    expect(early.exitCode).toBe(EXIT_CODES.NOT_ALLOWED);

    await moveOn(quote.applicationId, {
      status: 'businessDetails',
      primaryApplicant: {
        ...(await services.applications.ofId(quote.applicationId))!.value.journey.primaryApplicant,
        confirmed: 'yes',
      },
      entityDetails: { abn: '51824753556', entityType: 'PRV', hasSecondaryApplicant: 'yes' },
    });
    const email = `sam.${sequence}@example.com`;
    const { stdout, exitCode } = await run(
      ...['application', 'invite', quote.applicationId, '--role', 'secondary', '--type', 'Secretary'],
      ...nominee(email),
      '--yes',
    );
    expect(exitCode).toBe(EXIT_CODES.OK);
    expect(stdout).toContain(
      `Invitation for ${email} queued: the portal's job worker sends it with a new password link (lease-admin mail list shows it once sent).`,
    );
    const stored = (await services.applications.ofId(quote.applicationId))!.value;
    expect(stored.journey.secondaryApplicant).toMatchObject({ email, applicantType: 'secretary' });
    const jobs = await services.repairs.jobs.list({ key: quote.applicationId });
    expect(jobs.filter(({ kind }) => kind === 'officer-invitation.send')).toMatchObject([
      { key: expect.stringMatching(`:secondary:${stored.journey.secondaryApplicant?.userId}:invited:`) },
    ]);

    const noRole = await run(
      ...['application', 'invite', quote.applicationId, '--role', 'secondary'],
      ...nominee(`tia.${sequence}@example.com`),
      '--yes',
    );
    expect(noRole).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      message: '--type: is required\nNothing was changed.',
    });
  });

  it('refuses a nominee once business details are complete, with exit code 5', async () => {
    const quote = await anIssuedQuote();
    await moveOn(quote.applicationId, { status: 'approvals' });
    const late = await run(
      ...['application', 'invite', quote.applicationId, '--role', 'nominee'],
      ...nominee('late@example.com'),
      '--yes',
    );
    expect(late.exitCode).toBe(EXIT_CODES.NOT_ALLOWED);
  });
});
