import type { AuditEntry, VehicleApplication } from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { chooseTestServer, serverFactory } from '@lease-portal/postgres/src/testing/test-server';
import { demoOrganisations } from '@lease-portal/server';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { cliServicesOf } from '../open-cli-services';
import { consoleOutput } from '../output';
import { buildProgram } from '../program';
import type { CliServices } from '../services';
import type { StaffKeyStore } from '../staff-key';
import { commandRunner } from '../testing/run-command';

type Engine = [string, () => Promise<{ db: Database; close: () => Promise<void> }>];

/** PGlite always; the PostgreSQL server too when DATABASE_URL names one. */
const server = chooseTestServer();
const engines: Engine[] = [
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
        ] as Engine,
      ]
    : []),
];

/** What support must never be shown, planted in the applications below. */
const SECRETS = [
  'LIC-998877',
  'CARD-55443',
  '1980-04-12',
  '12/04/1980',
  'https://files.example',
  '7 Secret Lane',
  // The account to debit's number (decision 2081).
  '55501234',
];

const acme: VehicleApplication = {
  applicationId: 'app-acme',
  applicationType: 'standard',
  orgId: 'org-au-demo',
  orgUserId: 'user-jordan',
  createdAt: '2026-11-02T23:30:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  journey: {
    status: 'reviewAndSignContract',
    statusCreditCheck: 'referred',
    quoteSignature: 'completed',
    primaryApplicant: {
      userId: 'user-jordan',
      firstName: 'Jordan',
      lastName: 'Quill',
      email: 'Jordan.Quill@Acme.example',
      phone: '+61412345678',
      confirmed: 'yes',
      identityVerificationStatus: 'completed',
      privacyConsent: 'confirmed',
      applicationReviewStatus: 'completed',
      idScanData: {
        dateOfBirth: '1980-04-12',
        licenseNumber: 'LIC-998877',
        cardNumber: 'CARD-55443',
        fileUrls: ['https://files.example/front.jpg', 'https://files.example/back.jpg'],
        addressFull: '7 Secret Lane, Sydney',
        idScan: { errorCount: 1 },
      },
      idScanResult: {
        dob: '12/04/1980',
        driversLicenceNumber: 'LIC-998877',
        driversCardNumber: 'CARD-55443',
        currentAddress: '7 Secret Lane, Sydney',
      },
    },
    secondaryApplicant: {
      userId: 'user-noor',
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor@acme.example',
      phone: '+61498765432',
      applicantType: 'director',
      identityVerificationStatus: 'completed',
    },
    companyDetails: { companyName: 'Acme Haulage Pty Ltd', abn: '51 824 753 556' },
    entityDetails: {
      entityName: 'Acme Haulage Pty Ltd',
      abn: '51824753556',
      industry: 'Transport',
      subDivision: 'Road Transport',
      entityType: 'PRV',
      hasSecondaryApplicant: 'yes',
    },
    businessDetails: {
      entityDetails: {
        companyLegalAddress: '1 George St, Sydney NSW 2000',
        businessContactNumber: '0299998888',
      },
      annualRevenue: '2500000',
      financeDetails: {
        creditLimit: 175000,
        maximum: false,
        personalGuarantee: 'yes',
        completed: 'yes',
        fileUrls: [{ uuid: 'file-1', fileName: 'statements-2025.pdf', mimeType: 'application/pdf' }],
      },
    },
    quoteDetails: { primaryQuoteReference: 'Q-ACME-1' },
    leaseDetails: { driveAwayPrice: 58990, monthlyRentalNet: 1120.5, terms: 48 },
    vehicleDetails: { make: 'Toyota', model: 'HiLux SR5' },
    directDebitAccount: {
      region: 'AU',
      accountName: 'Acme Haulage Pty Ltd',
      bsb: '062000',
      accountNumber: '55501234',
    },
  },
};

const harbour: VehicleApplication = {
  applicationId: 'app-harbour',
  applicationType: 'standard',
  orgId: 'org-au-demo',
  orgUserId: 'user-sam',
  createdAt: '2026-11-05T09:00:00.000Z',
  updatedAt: '2026-11-05T09:00:00.000Z',
  journey: {
    status: 'businessDetails',
    wetSignature: { signType: 'wet' },
    primaryApplicant: {
      userId: 'user-sam',
      firstName: 'Sam',
      lastName: 'Ng',
      email: 'sam@harbour.example',
      confirmed: 'yes',
    },
    entityDetails: { entityName: 'Harbour City Plumbing', abn: '53004085616', industry: 'Construction' },
  },
};

const tamaki: VehicleApplication = {
  applicationId: 'app-tamaki',
  applicationType: 'calculator',
  orgId: 'org-nz-demo',
  orgUserId: 'user-aroha',
  createdAt: '2026-11-03T09:00:00.000Z',
  updatedAt: '2026-11-03T09:00:00.000Z',
  journey: {},
  calculator: {
    shortlists: [
      { catalogVehicleId: 'V-1', distance: 15000, distanceUnit: 'km', duration: 48, durationUnit: 'month' },
    ],
    company: { name: 'Tamaki Digital', abn: '9429041234567' },
    contact: { firstName: 'Aroha', lastName: 'Smith', phone: '021555123', email: 'aroha@tamaki.example' },
  },
};

describe.each(engines)('lease-admin application list, search, show and history on %s', (_engine, openDb) => {
  let db: Database;
  let close: () => Promise<void>;
  let services: CliServices;
  let savedKey: string | undefined;
  let adminKey: string;
  let adminId: string;

  const memoryKeys: StaffKeyStore = {
    location: 'memory',
    read: async () => savedKey,
    save: async (key) => {
      savedKey = key;
      return 'memory';
    },
    remove: async () => {
      savedKey = undefined;
      return true;
    },
  };

  const run = commandRunner(async () => services);

  const json = async <T>(...args: string[]): Promise<T> => {
    const result = await run(...args);
    expect(result).toMatchObject({ exitCode: 0 });
    return JSON.parse(result.stdout) as T;
  };
  const idsOf = (page: { items: { applicationId: string }[] }) =>
    page.items.map((item) => item.applicationId);

  beforeAll(async () => {
    ({ db, close } = await openDb());
    services = cliServicesOf(db, {
      confirm: async () => true,
      keys: memoryKeys,
      readKey: async () => '',
    });
    for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
    const entry = (actor: string, at: string, action = 'application.created'): AuditEntry => ({
      actor,
      action,
      at,
    });
    await applicationWrites(db).add(acme, entry('staff:unknown-staff', '2026-11-02T23:30:00.000Z'));
    await applicationWrites(db).add(harbour, entry('customer:user-sam', '2026-11-05T09:00:00.000Z'));
    await applicationWrites(db).add(tamaki, entry('visitor', '2026-11-03T09:00:00.000Z'));
  }, 120_000);

  afterAll(async () => {
    await close();
  }, 120_000);

  it('needs a signed-in staff member for every read', async () => {
    for (const args of [
      ['application', 'list'],
      ['application', 'search', '--name', 'quill'],
      ['application', 'show', acme.applicationId],
      ['application', 'history', acme.applicationId],
    ]) {
      expect(await run(...args)).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    }
    const enrolled = await json<{ key: string; member: { staffId: string } }>(
      ...['staff', 'init', '--name', 'Ada Lovelace', '--email', 'ada@provider.example', '--json'],
    );
    adminKey = enrolled.key;
    adminId = enrolled.member.staffId;
    savedKey = adminKey;
    // Changes by the member and by the officer, for the trail.
    const stored = (await services.applications.ofId(acme.applicationId))!;
    await applicationWrites(db).update(stored.value, stored.version, {
      actor: 'customer:user-jordan',
      action: 'application.property.changed',
      at: '2026-11-10T08:00:00.000Z',
      details: { property: 'businessDetails.financeDetails' },
    });
    const again = (await services.applications.ofId(acme.applicationId))!;
    await applicationWrites(db).update(again.value, again.version, {
      actor: `staff:${adminId}`,
      action: 'application.status.changed',
      at: '2026-11-20T10:00:00.000Z',
      details: {
        track: 'primary',
        from: 'approvals',
        to: 'reviewAndSignContract',
        reason: 'credit submitted',
        via: 'lease-admin',
      },
    });
  });

  it('lists the newest applications first, in a table that fits 100 columns', async () => {
    const { stdout, exitCode } = await run('application', 'list');
    expect(exitCode).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines[0]).toMatch(/^application\s+org\s+created\s+step\s+credit\s+business\s+officer$/);
    expect(lines.slice(2, 5).map((line) => line.split(/\s+/)[0])).toEqual([
      harbour.applicationId,
      tamaki.applicationId,
      acme.applicationId,
    ]);
    expect(stdout).toMatch(
      /app-acme\s+org-au-demo\s+2026-11-02\s+signing\s+referred\s+Acme Haulage Pty Ltd\s+Jordan Quill/,
    );
    expect(stdout).toMatch(/Page 1 of 1: 3 applications, newest first\./);
  });

  it("lists one organisation's applications, a page at a time, as JSON", async () => {
    const page = await json<{
      items: { applicationId: string }[];
      total: number;
      page: number;
      pageSize: number;
    }>(...['application', 'list', '--org', 'org-au-demo', '--page-size', '1', '--page', '2', '--json']);
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(idsOf(page)).toEqual([acme.applicationId]);
    const first = await run('application', 'list', '--org', 'org-au-demo', '--page-size', '1');
    expect(first.stdout).toMatch(/Page 1 of 2: 2 applications, newest first\. Next: --page 2/);
    expect(first.stdout).not.toMatch(/org-au-demo\s+2026/);
    expect(await run('application', 'list', '--org', 'org-nowhere')).toMatchObject({
      exitCode: EXIT_CODES.NOT_FOUND,
    });
  });

  it.each<[string, string[], string[]]>([
    ['an e-mail address in any case', ['--email', 'JORDAN.QUILL@acme.example'], ['app-acme']],
    ["the second officer's e-mail address", ['--email', 'noor@acme.example'], ['app-acme']],
    ['part of a name', ['--name', 'aroha'], ['app-tamaki']],
    ['part of the business name', ['--business', 'city plumbing'], ['app-harbour']],
    ['an ABN with spaces', ['--business-number', '51 824 753 556'], ['app-acme']],
    ['an NZBN', ['--business-number', '9429041234567'], ['app-tamaki']],
    ['the status', ['--status', 'businessDetails'], ['app-harbour']],
    ["the status's short name", ['--status', 'signing'], ['app-acme']],
    ['the credit status', ['--credit-status', 'referred'], ['app-acme']],
    [
      'the organisation and dates',
      ['--org', 'org-au-demo', '--from', '2026-11-02', '--to', '2026-11-04'],
      ['app-acme'],
    ],
    [
      'the day of the last change',
      ['--updated-from', '2026-11-20', '--updated-to', '2026-11-20'],
      ['app-acme'],
    ],
    ['a name and a status together', ['--name', 'quill', '--status', 'finished'], []],
    ['an address nobody has', ['--email', 'nobody@acme.example'], []],
    ['part of an address', ['--email', 'quill@acme'], ['app-acme']],
    ['the quote reference in any case', ['--quote', 'q-acme-1'], ['app-acme']],
    ['the start of the quote reference', ['--quote', 'Q-AC'], ['app-acme']],
    ['a phone written nationally', ['--phone', '0412 345 678'], ['app-acme']],
    ['a phone with its country code', ['--phone', '+61 412 345 678'], ['app-acme']],
    ["the calculator contact's phone", ['--phone', '+64 21 555 123'], ['app-tamaki']],
    ['the words of a name in any order', ['--name', 'quill jordan'], ['app-acme']],
    ['the start of the id', ['--id', 'app-acm'], ['app-acme']],
  ])('searches by %s', async (_what, filters, expected) => {
    expect(idsOf(await json('application', 'search', ...filters, '--json'))).toEqual(expected);
  });

  it('says when nothing matches', async () => {
    const { stdout } = await run('application', 'search', '--business', 'zzz nothing');
    expect(stdout).toMatch(/^\(none\)\nPage 1 of 1: 0 applications/);
  });

  it.each<[string[], RegExp]>([
    [['--status', 'stuck'], /--status: 'stuck' is not a status; choose one of: reviewQuote/],
    [['--credit-status', 'maybe'], /--credit-status: 'maybe' is not a credit status/],
    // One word for a referral, the bureau's or a person's (decision 2073): the wire's 'refer' is no filter.
    [
      ['--credit-status', 'refer'],
      /'refer' is not a credit status; choose one of: awaitingDecision, referred, approved, declined, waitingForSecondary/,
    ],
    [['--email', 'jo'], /--email: give an e-mail address, or at least 3 characters of one/],
    [['--phone', '12 34'], /--phone: give a phone number, at least its last 6 digits/],
    [['--phone', 'call me'], /--phone: give a phone number/],
    [['--id', 'ab'], /--id: give at least the first 4 characters of the id/],
    [
      ['--business-number', '123 456'],
      /--business-number: give an ABN \(11 digits\) or an NZBN \(13 digits\)/,
    ],
    [['--name', 'x'], /--name: give 2 to 100 characters/],
    [['--from', '2026-13-01'], /--from: '2026-13-01' is not a date; write it as YYYY-MM-DD/],
    [['--from', '2026-11-05', '--to', '2026-11-01'], /--to: must not be before --from/],
    [['--name', 'jordan', '--page', '0'], /--page: give a whole number from 1 to 100000/],
    [['--name', 'jordan', '--page-size', '101'], /--page-size: give a whole number from 1 to 100/],
    [[], /Give at least one filter/],
  ])('refuses %j with BAD_INPUT and says why', async (options, message) => {
    const result = await run('application', 'search', ...options);
    expect(result.exitCode).toBe(EXIT_CODES.BAD_INPUT);
    expect(result.message).toMatch(message);
    expect(result.stdout).toBe('');
  });

  it('shows an application in sections, with where it stands and never the secrets', async () => {
    const { stdout, exitCode } = await run('application', 'show', acme.applicationId);
    expect(exitCode).toBe(0);
    expect(stdout.split('\n').every((line) => line.length <= 100)).toBe(true);
    for (const title of [
      'Where it stands',
      'Applicants',
      'Business',
      'Finance',
      'Quote',
      'Signing',
      'Files',
    ]) {
      expect(stdout).toMatch(new RegExp(`^${title}$`, 'm'));
    }
    expect(stdout).toMatch(/Organisation:\s+org-au-demo, Southern Cross Fleet, AU/);
    expect(stdout).toMatch(/Waiting for:\s+the credit team/);
    expect(stdout).toMatch(/Why:\s+Referred: the credit team reviews the application/);
    expect(stdout).toMatch(
      /Authorised Officer \(1\): Jordan Quill <Jordan.Quill@Acme.example> \+61412345678/,
    );
    expect(stdout).toMatch(
      /confirmed: yes; ID check: completed; failed scans: 1; privacy consent: confirmed/,
    );
    expect(stdout).toMatch(
      /Authorised Officer \(2\): Noor Haddad <noor@acme.example> \+61498765432, director/,
    );
    expect(stdout).toMatch(/ABN \/ NZBN:\s+51 824 753 556/);
    expect(stdout).toMatch(/Industry:\s+Transport \/ Road Transport/);
    expect(stdout).toMatch(/Credit limit:\s+\$175,000/);
    expect(stdout).toMatch(/Monthly rental:\s+\$1,120\.50/);
    expect(stdout).toMatch(/Created:\s+2026-11-02 23:30:00 UTC/);
    expect(stdout).toMatch(/Statements:\s+1/);
    expect(stdout).toMatch(/Reference:\s+Q-ACME-1/);
    expect(stdout).toMatch(/Vehicle:\s+Toyota HiLux SR5/);
    expect(stdout).toMatch(/Term:\s+48 months/);
    expect(stdout).toMatch(/Quote e-signature:\s+completed/);
    expect(stdout).toMatch(/financial statement: statements-2025.pdf \(application\/pdf\)/);
    expect(stdout).toMatch(/driver’s licence images: 2 image\(s\), Authorised Officer \(1\)/);
    for (const secret of SECRETS) expect(stdout).not.toContain(secret);
  });

  it('prints what a customer typed as text, never as escape codes the terminal would act on', async () => {
    const hostile = '\u001b[2J\u001b]0;pwned\u0007\u001b[31mPAYMENT FAILED\u001b[0m\u009b2J\u007f';
    const tampered: VehicleApplication = {
      ...acme,
      applicationId: 'app-escapes',
      journey: {
        ...acme.journey,
        quoteDetails: { primaryQuoteReference: 'Q-ESCAPES-1' },
        businessDetails: {
          ...acme.journey.businessDetails,
          entityDetails: {
            ...acme.journey.businessDetails?.entityDetails,
            businessWebsite: `https://acme.example${hostile}`,
          },
        },
      },
    };
    await applicationWrites(db).add(tampered, {
      actor: 'customer:user-jordan',
      action: 'application.created',
      at: '2026-11-21T10:00:00.000Z',
    });
    const shown = await run('application', 'show', 'app-escapes');
    expect(shown.exitCode).toBe(0);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(shown.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(shown.stdout).toContain(
      'https://acme.example\\u001b[2J\\u001b]0;pwned\\u0007\\u001b[31mPAYMENT FAILED\\u001b[0m\\u009b2J\\u007f',
    );
    const asJson = await run('application', 'show', 'app-escapes', '--json');
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(asJson.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(JSON.parse(asJson.stdout).business.website).toBe(`https://acme.example${hostile}`);
  });

  it('prints the same application as JSON, the secrets left out', async () => {
    const { stdout } = await run('application', 'show', acme.applicationId, '--json');
    const view = JSON.parse(stdout);
    expect(view).toMatchObject({
      applicationId: acme.applicationId,
      version: 3,
      organisation: { orgId: 'org-au-demo', name: 'Southern Cross Fleet' },
      whereItStands: { waitingFor: 'creditTeam', next: { status: 'finished' }, stuck: false },
      applicants: [
        {
          role: 'Authorised Officer (1)',
          name: 'Jordan Quill',
          phone: '+61412345678',
          identityCheck: 'completed',
        },
        { role: 'Authorised Officer (2)', name: 'Noor Haddad', position: 'director' },
      ],
      business: { name: 'Acme Haulage Pty Ltd', number: '51 824 753 556', entityType: 'PRV' },
      finance: { creditLimit: 175000, personalGuarantee: 'yes', financialStatements: 1, completed: true },
      quote: {
        reference: 'Q-ACME-1',
        vehicle: 'Toyota HiLux SR5',
        termMonths: 48,
        signingMode: 'electronic',
      },
      signing: { directDebitAccount: 'Acme Haulage Pty Ltd, BSB 062-000, account •••••234' },
    });
    for (const secret of SECRETS) expect(stdout).not.toContain(secret);
  });

  it('says who must act on a stuck or unfinished application', async () => {
    const harbourShown = await run('application', 'show', harbour.applicationId);
    expect(harbourShown.stdout).toMatch(
      /Waiting for:\s+Authorised Officer \(1\): Sam Ng <sam@harbour.example>/,
    );
    expect(harbourShown.stdout).toMatch(/fill in Business Details/);
    expect(harbourShown.stdout).toMatch(/Lease signing:\s+wet/);
    const tamakiShown = await json<{
      whereItStands: { waitingFor: string };
      calculator: { shortlisted: number };
    }>('application', 'show', tamaki.applicationId, '--json');
    expect(tamakiShown).toMatchObject({
      whereItStands: { waitingFor: 'customer' },
      calculator: { shortlisted: 1 },
    });
  });

  it('answers NOT_FOUND for an unknown application', async () => {
    expect(await run('application', 'show', 'app-missing')).toMatchObject({ exitCode: EXIT_CODES.NOT_FOUND });
    expect(await run('application', 'history', 'app-missing')).toMatchObject({
      exitCode: EXIT_CODES.NOT_FOUND,
    });
  });

  it('prints the audit trail oldest first, with the names of staff and applicants', async () => {
    const { stdout } = await run('application', 'history', acme.applicationId);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines).toEqual([
      '2026-11-02 23:30:00 UTC  staff unknown-staff, via lease-admin',
      '  application.created',
      '2026-11-10 08:00:00 UTC  Jordan Quill (officer 1), via portal',
      '  application.property.changed: wrote businessDetails.financeDetails',
      '2026-11-20 10:00:00 UTC  staff Ada Lovelace, via lease-admin',
      '  application.status.changed: approvals → reviewAndSignContract, credit submitted',
    ]);
    const trail = await json<{ who: string; via: string; action: string; details?: object }[]>(
      'application',
      'history',
      acme.applicationId,
      '--json',
    );
    expect(trail.map((entry) => entry.action)).toEqual([
      'application.created',
      'application.property.changed',
      'application.status.changed',
    ]);
    expect(trail[2]).toMatchObject({
      who: 'staff Ada Lovelace',
      via: 'lease-admin',
      actor: `staff:${adminId}`,
    });
  });

  it('refuses a member whose access was taken away', async () => {
    // The desk's way in (decision 2040): set-up's second administrator approves Sam, who redeems their code.
    const keyOf = async (email: string) => {
      const [mail] = await services.mailOutbox.list({ to: email, limit: 1 });
      const redeemed = await services.staff.redeem.execute(/Enrolment code: (\S+)/.exec(mail!.text)![1]!);
      if (!redeemed.ok) throw redeemed.error;
      return redeemed.value;
    };
    await json(
      ...['staff', 'add', '--name', 'Grace Hopper', '--email', 'grace@provider.example'],
      ...['--role', 'administrator', '--reason', 'Second administrator', '--yes', '--json'],
    );
    const grace = await keyOf('grace@provider.example');
    const { proposal } = await json<{ proposal: { proposalId: string } }>(
      ...['staff', 'add', '--name', 'Sam Lee', '--email', 'sam.lee@provider.example', '--role', 'support'],
      ...['--reason', 'New starter', '--yes', '--json'],
    );
    savedKey = grace.key;
    await json('approvals', 'approve', proposal.proposalId, '--yes', '--json');
    const sam = await keyOf('sam.lee@provider.example');
    savedKey = sam.key;
    expect((await run('application', 'list')).exitCode).toBe(0);
    savedKey = adminKey;
    await run('staff', 'disable', sam.member.staffId, '--reason', 'Left the support desk', '--yes');
    savedKey = sam.key;
    expect(await run('application', 'show', acme.applicationId)).toMatchObject({
      exitCode: EXIT_CODES.FORBIDDEN,
    });
    savedKey = adminKey;
  });

  it('explains each command with examples in --help', () => {
    const program = buildProgram(async () => services, consoleOutput());
    const application = program.commands.find((command) => command.name() === 'application')!;
    for (const name of ['list', 'search', 'show', 'history']) {
      let written = '';
      const command = application.commands.find((each) => each.name() === name)!;
      command.configureOutput({ writeOut: (text) => (written += text) });
      command.outputHelp();
      expect(written).toMatch(/Examples:\n {2}lease-admin application /);
      expect(written.split('\n').every((line) => line.length <= 100)).toBe(true);
    }
  });
});
