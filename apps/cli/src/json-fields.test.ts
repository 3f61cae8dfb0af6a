import type { VehicleApplication } from '@lease-portal/domain';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from './exit-codes';
import { JsonFieldsOption, withFields } from './json-fields';
import { consoleOutput } from './output';
import { buildProgram } from './program';
import { openSupportDesk, testEngines, type SupportDesk } from './testing/support-desk';

const acme: VehicleApplication = {
  applicationId: 'app-acme-0001',
  applicationType: 'standard',
  orgId: 'org-au-demo',
  orgUserId: 'user-jordan',
  createdAt: '2026-11-02T23:30:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  journey: {
    status: 'approvals',
    statusCreditCheck: 'referred',
    primaryApplicant: {
      userId: 'user-jordan',
      firstName: 'Jordan',
      lastName: 'Quill',
      email: 'jordan@acme.example',
    },
    companyDetails: { companyName: 'Acme Haulage Pty Ltd', abn: '51824753556' },
    quoteDetails: { primaryQuoteReference: 'Q-ACME-1' },
  },
};

describe('picking the fields of the JSON (withFields)', () => {
  it('keeps the fields asked for of each record, every one present, null when it has none', () => {
    expect(withFields([{ a: 1, b: 2 }, { b: 3 }], ['b', 'a'])).toEqual([
      { b: 2, a: 1 },
      { b: 3, a: null },
    ]);
    expect(withFields({ items: [{ a: 1, b: 2 }], total: 1, page: 1 }, ['a'])).toEqual({
      items: [{ a: 1 }],
      total: 1,
      page: 1,
    });
    expect(withFields({ a: 1, b: { c: 2 } }, ['b'])).toEqual({ b: { c: 2 } });
    expect(withFields({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});

describe.each(testEngines())('lease-admin --json <fields> on %s', (_engine, openDb) => {
  let desk: SupportDesk;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    await applicationWrites(desk.db).add(acme, {
      actor: 'customer:user-jordan',
      action: 'application.created',
      at: '2026-11-02T23:30:00.000Z',
    });
  }, 120_000);
  afterAll(async () => desk?.close(), 60_000);

  /** Every read command, and an argument it needs. */
  const reads = (): string[][] => [
    ['org', 'list'],
    ['org', 'show', 'au.localhost'],
    ['application', 'list'],
    ['application', 'search', '--name', 'quill'],
    ['application', 'show', acme.applicationId],
    ['application', 'history', acme.applicationId],
    ['approvals', 'list', '--status', 'all'],
    ['catalogue', 'stats'],
    ['jobs', 'list'],
    ['leads', 'list'],
    ['mail', 'list'],
    ['staff', 'list'],
    ['whoami'],
  ];

  /** The records a command's JSON holds: a list's items, a page's items, or the one record. */
  const recordsOf = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value)
      ? value
      : typeof value === 'object' && value !== null && 'items' in value
        ? (value as { items: Record<string, unknown>[] }).items
        : [value as Record<string, unknown>];

  /** The fields a command's --help names for --json, and that they are named there. */
  const fieldsInHelp = (args: string[]): string[] => {
    let command = buildProgram(async () => desk.services, consoleOutput());
    for (const name of args.filter((arg) => /^[a-z]+$/.test(arg)))
      command = command.commands.find((each) => each.name() === name) ?? command;
    const option = command.options.find((each) => each instanceof JsonFieldsOption);
    expect(option).toBeDefined();
    const help = command.helpInformation().replace(/\s+/g, ' ');
    expect(help).toContain(`--json [fields] print JSON; with a comma-separated list of fields`);
    expect(help).toContain(option!.fields.join(', '));
    return [...option!.fields];
  };

  it('names the fields of each read command in its --help, and they are what it prints', async () => {
    for (const args of reads()) {
      const fields = fieldsInHelp(args);
      expect(fields.length).toBeGreaterThan(2);
      const whole = await desk.run(...args, '--json');
      expect(whole).toMatchObject({ exitCode: 0 });
      // Nothing printed that the help does not name.
      for (const record of recordsOf(JSON.parse(whole.stdout)))
        expect(Object.keys(record).filter((key) => !fields.includes(key))).toEqual([]);
    }
  });

  it('prints only the fields asked for, in the order asked, of each record', async () => {
    const page = await desk.json<{ total: number; items: unknown[] }>(
      ...['application', 'search', '--name', 'quill', '--json', 'applicationId,status,businessName'],
    );
    expect(page).toEqual({
      items: [
        { applicationId: acme.applicationId, status: 'approvals', businessName: 'Acme Haulage Pty Ltd' },
      ],
      total: 1,
      page: 1,
      pageSize: expect.any(Number),
    });
    expect(
      await desk.json('application', 'show', acme.applicationId, '--json', 'applicationId,statusCreditCheck'),
    ).toEqual({ applicationId: acme.applicationId, statusCreditCheck: 'referred' });
    // --json=fields reads the same; a field the record lacks is null.
    const staff = await desk.json<Record<string, unknown>[]>('staff', 'list', '--json=name,role');
    expect(staff).toEqual(
      expect.arrayContaining([
        { name: 'Ada Lovelace', role: 'administrator' },
        { name: 'Grace Hopper', role: 'administrator' },
      ]),
    );
    expect(await desk.json('org', 'list', '--json', 'orgId,contractSigning')).toEqual(
      expect.arrayContaining([{ orgId: 'org-au-demo', contractSigning: expect.anything() }]),
    );
    // --json alone is the whole record, as before.
    expect(Object.keys(await desk.json('whoami', '--json'))).toEqual(
      expect.arrayContaining(['staffId', 'name', 'email', 'role', 'status']),
    );
  });

  it('refuses a field the command does not print, naming the fields there are, before reading anything', async () => {
    const refused = await desk.run(
      'application',
      'search',
      '--name',
      'quill',
      '--json',
      'id,status,organisation',
    );
    expect(refused).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      reason: 'UNKNOWN_JSON_FIELD',
      stdout: '',
    });
    expect(refused.message).toMatch(
      /^--json: 'id', 'organisation' are not fields of each application of the page .*\. Fields: applicationId, orgId, /,
    );
    // As JSON on stderr, for a script.
    expect(JSON.parse(refused.stderr)).toMatchObject({
      error: { code: 'BAD_INPUT', reason: 'UNKNOWN_JSON_FIELD' },
    });
    expect(await desk.run('whoami', '--json', ',')).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
    // Refused before the key is asked for: no member is signed in, and the refusal is still the field's.
    desk.as({ key: '' });
    expect(await desk.run('jobs', 'list', '--json', 'nope')).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      reason: 'UNKNOWN_JSON_FIELD',
    });
    desk.as(desk.admin);
  });
});
