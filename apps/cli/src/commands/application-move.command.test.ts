import type { VehicleApplication } from '@lease-portal/domain';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

const stuck: VehicleApplication = {
  applicationId: 'app-stuck',
  applicationType: 'standard',
  orgId: 'org-au-demo',
  orgUserId: 'user-jordan',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  journey: {
    status: 'businessDetails',
    statusSecondary: 'approvals',
    statusCreditCheck: 'referred',
    primaryApplicant: {
      userId: 'user-jordan',
      firstName: 'Jordan',
      lastName: 'Quill',
      email: 'jordan@acme.example',
    },
    // The work is done, the statuses did not follow: what support may move on.
    businessDetails: { financeDetails: { completed: 'yes' } },
    secondaryApplicant: { firstName: 'Kim', lastName: 'Ng', identityVerificationStatus: 'completed' },
  },
};

/** Nothing signed, nothing decided: an application support may not push along. */
const unsigned = (applicationId: string, status: 'reviewQuote' | 'approvals' | 'reviewAndSignContract') => ({
  ...stuck,
  applicationId,
  journey: {
    status,
    statusSecondary: 'approvals' as const,
    quoteSignature: 'created' as const,
    primaryApplicant: stuck.journey.primaryApplicant,
    secondaryApplicant: { firstName: 'Kim', lastName: 'Ng' },
  },
});

/** The credit check approved the lease, the status did not follow: support may move it to signing. */
const approvedNotMoved: VehicleApplication = {
  ...stuck,
  applicationId: 'app-approved',
  journey: { ...stuck.journey, status: 'approvals', statusCreditCheck: 'approved' },
};

describe.each(testEngines())('lease-admin application move and credit-decision on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let sam: Awaited<ReturnType<SupportDesk['enrol']>>;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    sam = await desk.enrol('Sam Support', 'support');
    for (const application of [
      stuck,
      approvedNotMoved,
      unsigned('app-quote', 'reviewQuote'),
      unsigned('app-approvals', 'approvals'),
      unsigned('app-unsigned', 'reviewAndSignContract'),
    ]) {
      await applicationWrites(desk.db).add(application, {
        actor: 'customer:user-jordan',
        action: 'application.created',
        at: stuck.createdAt,
      });
    }
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  const statusNow = async () => (await desk.services.applications.ofId('app-stuck'))?.value.journey;

  it('moves an application one step forward with a reason, named in the trail', async () => {
    desk.as(sam);
    const moved = await desk.run(
      ...[
        'application',
        'move',
        'app-stuck',
        '--to',
        'approvals',
        '--reason',
        'Credit application completed',
      ],
    );
    expect(moved).toMatchObject({ exitCode: 0 });
    expect(moved.stdout).toBe('Application app-stuck moved from businessDetails to approvals (primary).\n');
    expect((await statusNow())?.status).toBe('approvals');
    const trail = await desk.services.auditTrail.ofApplication('app-stuck');
    expect(trail.at(-1)).toMatchObject({
      actor: `staff:${sam.member.staffId}`,
      action: 'application.status.changed',
      details: { from: 'businessDetails', to: 'approvals', reason: 'Credit application completed' },
    });
  });

  it('refuses a step the journey does not allow with its stable code, and changes nothing', async () => {
    desk.as(sam);
    const skipped = await desk.run(
      ...['application', 'move', 'app-stuck', '--to', 'finished', '--reason', 'Customer asked', '--yes'],
    );
    expect(skipped).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: expect.stringMatching(/^Only the signing itself finishes an application/),
    });
    expect(
      await desk.run('application', 'move', 'app-stuck', '--to', 'somewhere', '--reason', 'x', '--yes'),
    ).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      message: expect.stringMatching(/^--to: 'somewhere' is not a status/),
    });
    expect(
      await desk.run('application', 'move', 'app-stuck', '--to', 'signing', '--reason', ' ', '--yes'),
    ).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      message: 'Give a reason: it is kept in the audit trail.',
    });
    expect(
      await desk.run('application', 'move', 'app-nobody', '--to', 'signing', '--reason', 'x', '--yes'),
    ).toMatchObject({
      exitCode: EXIT_CODES.NOT_FOUND,
    });
    expect((await statusNow())?.status).toBe('approvals');
  });

  it("moves Authorised Officer (2)'s status along its own track", async () => {
    desk.as(sam);
    const json = await desk.json<{ outcome: string; track: string; to: string }>(
      ...[
        'application',
        'move',
        'app-stuck',
        '--secondary',
        '--to',
        'signing',
        '--reason',
        'ID checked',
        '--json',
      ],
    );
    expect(json).toMatchObject({ outcome: 'moved', track: 'secondary', to: 'reviewAndSignContract' });
    expect((await statusNow())?.statusSecondary).toBe('reviewAndSignContract');
    expect(
      await desk.run('application', 'move', 'app-stuck', '--secondary', '--to', 'business', '--reason', 'x'),
    ).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
  });

  it('turns a move back into a proposal instead of moving', async () => {
    desk.as(sam);
    const proposed = await desk.run(
      ...[
        'application',
        'move',
        'app-stuck',
        '--to',
        'business',
        '--reason',
        'Wrong statement uploaded',
        '--yes',
      ],
    );
    expect(proposed.exitCode).toBe(0);
    expect(proposed.stdout).toMatch(/^Proposed moveBack \S+ on application app-stuck\.\n/);
    expect(proposed.stdout.split('\n').every((line) => line.length <= 100)).toBe(true);
    expect((await statusNow())?.status).toBe('approvals');
    // Where it stands now includes the proposal awaiting a second member.
    const shown = (await desk.run('application', 'show', 'app-stuck')).stdout;
    expect(shown).toMatch(
      /\nAwaiting approval\n {2}\S+ {2}moveBack, until .+ UTC\n {4}primary approvals → businessDetails; Wrong statement uploaded\n/,
    );
    const json = await desk.json<{ pendingProposals: { kind: string }[] }>(
      'application',
      'show',
      'app-stuck',
      '--json',
    );
    expect(json.pendingProposals).toEqual([expect.objectContaining({ kind: 'moveBack', status: 'pending' })]);
  });

  it('proposes a credit decision, which changes nothing until it is approved', async () => {
    desk.as(sam);
    const proposal = await desk.json<{ kind: string; change: Record<string, string>; status: string }>(
      ...[
        'application',
        'credit-decision',
        'app-stuck',
        '--decision',
        'approved',
        '--reason',
        'Income verified',
        '--json',
      ],
    );
    expect(proposal).toMatchObject({
      kind: 'creditDecision',
      change: { from: 'referred', to: 'approved' },
      status: 'pending',
    });
    expect((await statusNow())?.statusCreditCheck).toBe('referred');
    expect(
      await desk.run(
        'application',
        'credit-decision',
        'app-stuck',
        '--decision',
        'maybe',
        '--reason',
        'x',
        '--yes',
      ),
    ).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
  });

  it('asks before moving, and a no changes nothing', async () => {
    desk.as(sam);
    const saidNo = { ...desk.services, confirm: async () => false };
    const { commandRunner } = await import('../testing/run-command');
    const refused = await commandRunner(async () => saidNo)(
      ...['application', 'move', 'app-approved', '--to', 'signing', '--reason', 'Reviewed'],
    );
    expect(refused).toMatchObject({ exitCode: EXIT_CODES.CANCELLED });
    const approved = await desk.services.applications.ofId('app-approved');
    expect(approved?.value.journey.status).toBe('approvals');
  });

  it('never moves an application its credit check has not approved to signing', async () => {
    desk.as(sam);
    const refused = await desk.run(
      ...[
        'application',
        'move',
        'app-stuck',
        '--to',
        'signing',
        '--reason',
        'Customer says it is fine',
        '--yes',
      ],
    );
    expect(refused.exitCode).not.toBe(0);
    expect(refused.stderr).toContain('the credit check has not approved the lease');
    expect((await statusNow())?.status).toBe('approvals');
  });

  it('never finishes, skips or passes the credit check for an application whose work is undone', async () => {
    desk.as(desk.admin);
    const refusals: [string, string[], string][] = [
      ['app-unsigned', ['--to', 'finished'], 'LEASE_APPLICATION.FINISHED_BY_SIGNING_ONLY'],
      ['app-unsigned', ['--secondary', '--to', 'finished'], 'LEASE_APPLICATION.FINISHED_BY_SIGNING_ONLY'],
      ['app-approvals', ['--to', 'signing'], 'LEASE_APPLICATION.STEP_WORK_NOT_DONE'],
      ['app-approvals', ['--secondary', '--to', 'signing'], 'LEASE_APPLICATION.STEP_WORK_NOT_DONE'],
      ['app-quote', ['--to', 'business'], 'LEASE_APPLICATION.STEP_WORK_NOT_DONE'],
      ['app-quote', ['--to', 'approvals'], 'LEASE_APPLICATION.STEP_WORK_NOT_DONE'],
    ];
    for (const [applicationId, to, reason] of refusals) {
      const refused = await desk.run(
        ...['application', 'move', applicationId, ...to, '--reason', 'Customer asked', '--yes', '--json'],
      );
      expect([applicationId, to, refused.exitCode, refused.reason]).toEqual([
        applicationId,
        to,
        EXIT_CODES.NOT_ALLOWED,
        reason,
      ]);
    }
    for (const [applicationId, status] of [
      ['app-unsigned', 'reviewAndSignContract'],
      ['app-approvals', 'approvals'],
      ['app-quote', 'reviewQuote'],
    ] as const) {
      const journey = (await desk.services.applications.ofId(applicationId))?.value.journey;
      expect([applicationId, journey?.status, journey?.statusSecondary]).toEqual([
        applicationId,
        status,
        'approvals',
      ]);
    }
  });

  it('says where the application stands and which moves are allowed when it refuses one', async () => {
    desk.as(sam);
    const refused = await desk.run(
      ...['application', 'move', 'app-quote', '--to', 'approvals', '--reason', 'Customer asked', '--yes'],
    );
    expect(refused).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message:
        'The application cannot move to approvals: the credit application is not completed. ' +
        'It stands at reviewQuote; staff may: no move by staff.',
    });
    const json = await desk.run(
      ...['application', 'move', 'app-approvals', '--to', 'signing', '--reason', 'Customer asked', '--json'],
    );
    expect(json.message).toMatch(
      /It stands at approvals; staff may: propose a move back to businessDetails\.$/,
    );
  });

  it('asks to propose a step back, not to move it, and refuses a reason that says nothing before asking', async () => {
    desk.as(sam);
    const asked: string[] = [];
    const recorded = { ...desk.services, confirm: async (question: string) => (asked.push(question), false) };
    const { commandRunner } = await import('../testing/run-command');
    const run = commandRunner(async () => recorded);
    expect(
      await run('application', 'move', 'app-approvals', '--to', 'business', '--reason', 'Wrong statement'),
    ).toMatchObject({ exitCode: EXIT_CODES.CANCELLED });
    expect(asked).toEqual([
      'Propose moving application app-approvals (primary) back from approvals to businessDetails? ' +
        'Nothing changes until a credit officer or an administrator other than you approves it.',
    ]);
    expect(
      await run('application', 'move', 'app-approvals', '--to', 'business', '--reason', 'x'),
    ).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
    expect(asked).toHaveLength(1);
  });

  it('never moves a quote to sign on paper past Review Quote for the officer', async () => {
    desk.as(desk.admin);
    await applicationWrites(desk.db).add(
      {
        ...unsigned('app-paper', 'reviewQuote'),
        journey: {
          ...unsigned('app-paper', 'reviewQuote').journey,
          quoteSignature: undefined,
          wetSignature: { signType: 'wet' },
        },
      },
      { actor: 'customer:user-jordan', action: 'application.created', at: stuck.createdAt },
    );
    const refused = await desk.run(
      ...['application', 'move', 'app-paper', '--to', 'business', '--reason', 'Officer asked us to', '--yes'],
    );
    expect(refused).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      reason: 'LEASE_APPLICATION.STEP_WORK_NOT_DONE',
      message: expect.stringMatching(/to be signed on paper: Authorised Officer \(1\) moves on with Proceed/),
    });
    expect((await desk.services.applications.ofId('app-paper'))?.value.journey.status).toBe('reviewQuote');
  });

  it('needs a signed-in member', async () => {
    desk.as({ key: 'not-a-key' });
    expect(
      await desk.run('application', 'move', 'app-stuck', '--to', 'signing', '--reason', 'x', '--yes'),
    ).toMatchObject({
      exitCode: EXIT_CODES.UNAUTHENTICATED,
    });
  });
});
