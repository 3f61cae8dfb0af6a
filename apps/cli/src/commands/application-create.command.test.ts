import { DomainError, UNIT_OF_WORK, type UnitOfWork } from '@lease-portal/domain';
import type { Database } from '@lease-portal/postgres';
import { buildContainer, demoOrganisations } from '@lease-portal/server';
import { EXIT_CODES } from '../exit-codes';
import { cliServicesOf } from '../open-cli-services';
import { consoleOutput } from '../output';
import { buildProgram } from '../program';
import type { CliServices } from '../services';
import { commandRunner } from '../testing/run-command';
import { testEngines } from '../testing/support-desk';

describe.each(testEngines())('on %s', (_engine, openDb) => {
  let db: Database;
  let close: () => Promise<void>;
  let services: CliServices;
  let answer: boolean;
  let asked: string[];
  let staffKey: string | undefined;
  let staffId: string;
  /** The staff member's key, held as `lease-admin login` would keep it. */
  const heldKey = {
    keys: {
      location: 'memory',
      read: async () => staffKey,
      save: async () => 'memory',
      remove: async () => true,
    },
    readKey: async () => '',
  };

  beforeAll(async () => {
    ({ db, close } = await openDb());
    services = cliServicesOf(db, {
      ...heldKey,
      confirm: async (question) => {
        asked.push(question);
        return answer;
      },
    });
    for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
    const enrolled = await services.staff.enrolFirst.execute({
      name: 'Ada Lovelace',
      email: 'ada@provider.example',
    });
    if (!enrolled.ok) throw enrolled.error;
    staffKey = enrolled.value.key;
    staffId = enrolled.value.member.staffId;
  }, 120_000);

  beforeEach(() => {
    answer = true;
    asked = [];
  });

  afterAll(async () => {
    await close();
  }, 120_000);

  const run = commandRunner(async () => services);

  let sequence = 0;
  /** A quote for a fresh officer address, with options to change or drop. */
  function aQuote(overrides: Record<string, string | undefined> = {}): string[] {
    const options: Record<string, string | undefined> = {
      '--org': 'org-au-demo',
      '--first-name': 'Jordan',
      '--last-name': 'Tran',
      '--email': `jordan.${++sequence}@example.com`,
      '--mobile': '0412345678',
      '--make': 'Toyota',
      '--model': 'HiLux SR5',
      '--image': 'https://images.example.com/hilux.png',
      '--drive-away-price': '58990',
      '--monthly-rental': '1120.50',
      '--term': '48',
      // One quote, one application (decision 1230): each call issues a quote of its own.
      '--quote-ref': `Q-TEST-${sequence}`,
      '--signing': 'electronic',
      ...overrides,
    };
    return Object.entries(options).flatMap(([flag, value]) => (value === undefined ? [] : [flag, value]));
  }

  const counts = async () => {
    const [row] = await db.query<{ users: number; applications: number; audit: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM vehicle_applications) AS applications,
            (SELECT count(*)::int FROM audit_trail) AS audit,
            (SELECT count(*)::int FROM mail_outbox) AS mails`,
    );
    return row!;
  };

  describe('lease-admin application create', () => {
    it('runs only as a signed-in staff member, and creates nothing for anyone else', async () => {
      const held = staffKey;
      staffKey = 'not-a-key';
      const before = await counts();
      expect(await run('application', 'create', ...aQuote(), '--yes')).toMatchObject({
        exitCode: EXIT_CODES.UNAUTHENTICATED,
      });
      expect(await counts()).toEqual(before);
      staffKey = held;
    });

    it('creates the officer and the application, e-mails the invitation, and prints JSON', async () => {
      const quote = aQuote({ '--email': 'Casey.Ng@Example.com', '--quote-ref': 'Q-2026-0042' });
      const { stdout, exitCode } = await run('application', 'create', ...quote, '--yes', '--json');
      expect(exitCode).toBe(EXIT_CODES.OK);
      expect(asked).toEqual([]);
      const issued = JSON.parse(stdout);
      expect(issued).toEqual({
        applicationId: expect.any(String),
        userId: expect.any(String),
        officerWasKnown: false,
        // This lease-admin has no SMTP_URL: the invitation is in the outbox, not sent.
        invitation: { outcome: 'kept' },
      });

      const stored = (await services.applications.ofId(issued.applicationId))!.value;
      expect(stored).toMatchObject({
        applicationType: 'standard',
        orgId: 'org-au-demo',
        orgUserId: issued.userId,
        journey: {
          primaryApplicant: { userId: issued.userId, email: 'casey.ng@example.com', phone: '0412345678' },
          quoteDetails: { primaryQuoteReference: 'Q-2026-0042' },
          leaseDetails: { driveAwayPrice: 58990, monthlyRentalNet: 1120.5, terms: 48 },
          vehicleDetails: { make: 'Toyota', model: 'HiLux SR5' },
          quoteSignature: 'none',
        },
      });
      expect(stored.journey.status).toBeUndefined();
      expect(await services.auditTrail.ofApplication(issued.applicationId)).toEqual([
        expect.objectContaining({ actor: `staff:${staffId}`, action: 'application.quote-issued' }),
      ]);
      expect(
        (await services.auditTrail.ofSubject(`user:${issued.userId}`)).map((e) => [e.actor, e.action]),
      ).toEqual([
        [`staff:${staffId}`, 'account.created'],
        [`staff:${staffId}`, 'account.password-link.sent'],
      ]);

      const [mail] = await services.mailOutbox.list({ to: 'casey.ng@example.com' });
      expect(mail).toMatchObject({
        subject: 'Your vehicle lease quote from Southern Cross Fleet',
        kind: 'lease-application.quote-invitation',
        orgId: 'org-au-demo',
      });
      const full = (await services.mailOutbox.ofId(mail!.id))!;
      expect(full.text).toMatch(
        /Set Password and Sign In: https?:\/\/au\.localhost(:\d+)?\/reset-password\?hash=/,
      );
    });

    it('shows the quote and asks before creating, and creates nothing when the answer is no', async () => {
      answer = false;
      const before = await counts();
      const { stdout, exitCode, message } = await run(
        'application',
        'create',
        ...aQuote({ '--signing': 'wet', '--quote-ref': 'Q-2026-0043' }),
      );
      expect(stdout).toContain('Organisation:  Southern Cross Fleet');
      expect(stdout).toContain(
        'Quote:         Q-2026-0043: $58,990 drive-away, $1,121 a month over 48 months',
      );
      expect(stdout).toContain('Signing:       wet');
      expect(asked).toEqual(['Create this application and e-mail the officer?']);
      expect(exitCode).toBe(EXIT_CODES.CANCELLED);
      expect(message).toBe('Not confirmed: nothing was created. Add --yes to create without a prompt.');
      expect(await counts()).toEqual(before);
    });

    it('creates after a yes, reusing the organisation’s user of that address', async () => {
      const first = await run(
        'application',
        'create',
        ...aQuote({ '--email': 'pat@example.com' }),
        '--yes',
        '--json',
      );
      const { stdout, exitCode } = await run(
        'application',
        'create',
        ...aQuote({ '--email': 'PAT@example.com' }),
      );
      expect(exitCode).toBe(EXIT_CODES.OK);
      expect(stdout).toMatch(/Application \S+ created\./);
      expect(stdout).toContain(
        `Officer: the organisation's existing user ${JSON.parse(first.stdout).userId}.`,
      );
      expect(stdout).toContain(
        `Invitation for pat@example.com kept in the outbox, not sent: this lease-admin has no SMTP_URL (lease-admin mail list shows it; set SMTP_URL and send it again to e-mail it).`,
      );
    });

    it('refuses bad input naming each option, with exit code 2, and stores nothing', async () => {
      const before = await counts();
      const { exitCode, message } = await run(
        'application',
        'create',
        ...aQuote({ '--mobile': '12345', '--term': '24', '--signing': undefined }),
        '--yes',
      );
      expect(exitCode).toBe(EXIT_CODES.BAD_INPUT);
      expect(message).toBe(
        [
          '--mobile: must be exactly 10 characters long',
          '--term: Field must be one of 36, 48, 60 months',
          '--signing: is required',
          'Nothing was created.',
        ].join('\n'),
      );
      expect(asked).toEqual([]);
      expect(await counts()).toEqual(before);
    });

    it('refuses an unknown organisation with exit code 3, and a missing one with 2', async () => {
      const unknown = await run('application', 'create', ...aQuote({ '--org': 'org-nowhere' }), '--yes');
      expect(unknown).toMatchObject({
        exitCode: EXIT_CODES.NOT_FOUND,
        message: "No organisation has the id 'org-nowhere'.",
      });
      const missing = await run('application', 'create', ...aQuote({ '--org': undefined }), '--yes');
      expect(missing).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT, message: '--org: is required' });
    });

    it('refuses a quote reference the organisation already has, in any case, naming --quote-ref, before asking', async () => {
      expect(
        (await run('application', 'create', ...aQuote({ '--quote-ref': 'Q-DUP-1' }), '--yes')).exitCode,
      ).toBe(EXIT_CODES.OK);
      const before = await counts();
      const again = await run('application', 'create', ...aQuote({ '--quote-ref': 'q-dup-1' }));
      expect(again).toMatchObject({
        exitCode: EXIT_CODES.BAD_INPUT,
        message:
          '--quote-ref: An application of this organisation already has this quote reference\nNothing was created.',
      });
      expect(asked).toEqual([]);
      expect(await counts()).toEqual(before);
      // Another organisation's quote may carry the same reference.
      const elsewhere = await run(
        'application',
        'create',
        ...aQuote({ '--org': 'org-nz-demo', '--mobile': '021234567', '--quote-ref': 'Q-DUP-1' }),
        '--yes',
      );
      expect(elsewhere.exitCode).toBe(EXIT_CODES.OK);
    });

    it('stores nothing when the transaction fails after the user and application were written', async () => {
      const unitOfWork = buildContainer(db).get<UnitOfWork>(UNIT_OF_WORK);
      const failing = cliServicesOf(db, { ...heldKey, unitOfWork: failingAudit(unitOfWork) });
      const before = await counts();
      let stdout = '';
      const program = buildProgram(
        async () => failing,
        consoleOutput(
          (s) => (stdout += s),
          () => undefined,
        ),
      );
      await expect(
        program
          .exitOverride()
          .parseAsync(['node', 'lease-admin', 'application', 'create', ...aQuote(), '--yes']),
      ).rejects.toThrow('the audit store is unavailable');
      expect(await counts()).toEqual(before);
      expect(stdout).toBe('');
    });

    it('lists the command with its examples and exit codes in --help', () => {
      const program = buildProgram(async () => services, consoleOutput());
      const create = program.commands
        .find((command) => command.name() === 'application')!
        .commands.find((command) => command.name() === 'create')!;
      let help = '';
      create.configureOutput({ writeOut: (s) => (help += s) });
      create.outputHelp();
      expect(help).toContain('--drive-away-price <dollars>');
      expect(help).toContain('lease-admin application create --org org-au-demo');
      expect(help).toContain('9 created, but the invitation was not sent');
    });
  });
});

/** The portal's unit of work, whose audit entries fail once the user and application are written. */
function failingAudit(unitOfWork: UnitOfWork): UnitOfWork {
  return {
    run: (work) =>
      unitOfWork.run((tx) =>
        work({
          ...tx,
          auditEntries: {
            record: async (entry) => {
              if (entry.action === 'application.quote-issued') {
                throw new DomainError('PARTNER_UNAVAILABLE', 'the audit store is unavailable');
              }
              return tx.auditEntries.record(entry);
            },
          },
        }),
      ),
  };
}
