import type { VehicleApplication } from '@lease-portal/domain';
import { PostgresUnitOfWork } from '@lease-portal/postgres';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { commandRunner } from '../testing/run-command';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

const application = (applicationId: string, status: 'approvals' | 'finished'): VehicleApplication => ({
  applicationId,
  applicationType: 'standard',
  orgId: 'org-au-demo',
  orgUserId: 'user-jordan',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  journey: {
    status,
    statusCreditCheck: 'referred',
    companyDetails: { companyName: 'Acme Pty Ltd' },
    primaryApplicant: { firstName: 'Jordan', lastName: 'Tran' },
  },
});

type Member = Awaited<ReturnType<SupportDesk['enrol']>>;
type Proposal = { proposalId: string; status: string; kind: string };

describe.each(testEngines())('lease-admin approvals on %s (maker-checker)', (_engine, openDb) => {
  let desk: SupportDesk;
  let sam: Member;
  let cora: Member;
  let carl: Member;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    sam = await desk.enrol('Sam Support', 'support');
    cora = await desk.enrol('Cora Credit', 'creditOfficer');
    carl = await desk.enrol('Carl Credit', 'creditOfficer');
    for (const [id, status] of [
      ['app-back', 'approvals'],
      ['app-race', 'approvals'],
      ['app-done', 'finished'],
      ['app-old', 'approvals'],
    ] as const) {
      await applicationWrites(desk.db).add(application(id, status), {
        actor: 'customer:user-jordan',
        action: 'application.created',
        at: '2026-11-20T09:00:00.000Z',
      });
    }
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  const proposeBack = async (applicationId: string, to = 'business'): Promise<Proposal> => {
    desk.as(sam);
    const moved = await desk.json<{ outcome: string; proposal: Proposal }>(
      ...['application', 'move', applicationId, '--to', to, '--reason', 'Wrong statement', '--yes', '--json'],
    );
    expect(moved.outcome).toBe('proposed');
    return moved.proposal;
  };
  const statusOf = async (applicationId: string) =>
    (await desk.services.applications.ofId(applicationId))?.value.journey;

  it('lists pending proposals, and refuses the proposer, a support member and a wrong --status', async () => {
    const proposal = await proposeBack('app-back');
    desk.as(sam);
    const listed = await desk.run('approvals', 'list');
    // Who proposed it and when, until when it waits, and on which business and officer.
    expect(listed.stdout).toMatch(
      new RegExp(
        `${proposal.proposalId}  moveBack  pending  by Sam Support \\S+ \\S+ UTC, expires \\S+ \\S+ UTC\n` +
          '  Acme Pty Ltd, officer Jordan Tran \\(application app-back\\): primary approvals → businessDetails\n' +
          '  Reason: Wrong statement\n',
      ),
    );
    // Asked of nobody: the proposer is refused before any prompt.
    expect(await desk.run('approvals', 'approve', proposal.proposalId)).toMatchObject({
      exitCode: EXIT_CODES.FORBIDDEN,
      message: expect.stringMatching(
        /^A proposal is approved or rejected by someone other than its proposer/,
      ),
    });
    expect(await desk.run('approvals', 'list', '--status', 'maybe')).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
    });
    const sue = await desk.enrol('Sue Support', 'support');
    desk.as(sue);
    expect(await desk.run('approvals', 'approve', proposal.proposalId, '--yes')).toMatchObject({
      exitCode: EXIT_CODES.FORBIDDEN,
      message: 'Approving or rejecting a move back a step needs a credit officer or an administrator.',
    });
    // The same change proposed twice is one proposal.
    desk.as(cora);
    const again = await desk.run(
      ...['application', 'move', 'app-back', '--to', 'business', '--reason', 'Wrong statement', '--yes'],
    );
    expect(again).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED, reason: 'STAFF.PROPOSAL_OPEN' });
    expect(again.message).toContain(`Sam Support already proposed this (proposal ${proposal.proposalId})`);
    expect((await statusOf('app-back'))?.status).toBe('approvals');
  });

  it('shows a proposal whole, and asks the checker naming the proposer, the business and the officer', async () => {
    const [proposal] = await desk.json<Proposal[]>(
      'approvals',
      'list',
      '--application',
      'app-back',
      '--json',
    );
    desk.as(cora);
    const shown = await desk.run('approvals', 'show', proposal!.proposalId);
    expect(shown.stdout).toContain('a move back a step (moveBack), pending');
    expect(shown.stdout).toContain('  About:     Acme Pty Ltd, officer Jordan Tran (application app-back)');
    expect(shown.stdout).toMatch(/ {2}Proposed: {2}by Sam Support, \S+ \S+ UTC/);
    expect(shown.stdout).toContain('an approval applies it');
    expect(await desk.json('approvals', 'show', proposal!.proposalId, '--json')).toMatchObject({
      proposedByName: 'Sam Support',
      business: 'Acme Pty Ltd',
      officer: 'Jordan Tran',
    });
    expect(await desk.run('approvals', 'show', 'proposal-none')).toMatchObject({
      exitCode: EXIT_CODES.NOT_FOUND,
    });
    const asked: string[] = [];
    // The desk's services, but an operator who reads the question and answers no.
    const asking = Object.create(desk.services, {
      confirm: { value: async (question: string) => asked.push(question) < 0 },
    }) as typeof desk.services;
    const declined = await commandRunner(async () => asking)('approvals', 'approve', proposal!.proposalId);
    expect(declined.exitCode).toBe(EXIT_CODES.CANCELLED);
    expect(asked).toEqual([
      "Approve Sam Support's proposal for Acme Pty Ltd (officer Jordan Tran): primary approvals → businessDetails?",
    ]);
  });

  it('applies an approved change once, and a second approval is refused', async () => {
    const [proposal] = await desk.json<Proposal[]>(
      'approvals',
      'list',
      '--application',
      'app-back',
      '--json',
    );
    desk.as(cora);
    const approved = await desk.run(
      'approvals',
      'approve',
      proposal!.proposalId,
      '--note',
      'Checked',
      '--yes',
    );
    expect(approved).toMatchObject({ exitCode: 0 });
    expect(approved.stdout).toContain(
      'Approved: application app-back is changed (primary approvals → businessDetails).',
    );
    expect((await statusOf('app-back'))?.status).toBe('businessDetails');
    desk.as(carl);
    expect(await desk.run('approvals', 'approve', proposal!.proposalId, '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: 'This proposal is already approved.',
    });
    const trail = await desk.services.auditTrail.ofApplication('app-back');
    expect(trail.filter((entry) => entry.action === 'application.status.changed')).toHaveLength(1);
    expect(trail.map((entry) => entry.action).slice(-3)).toEqual([
      'override.proposed',
      'application.status.changed',
      'override.approved',
    ]);
  });

  it('applies the change once when two checkers approve at the same moment', async () => {
    const proposal = await proposeBack('app-race');
    const decide = desk.services.overrides.decide;
    const members = await desk.services.staff.members.all();
    const [first, second] = [cora, carl].map((each) =>
      members.find((m) => m.staffId === each.member.staffId)!,
    );
    const outcomes = await Promise.all([
      decide.execute(first!, { proposalId: proposal.proposalId, decision: 'approved' }),
      decide.execute(second!, { proposalId: proposal.proposalId, decision: 'approved' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const stored = await desk.services.applications.ofId('app-race');
    expect(stored).toMatchObject({ version: 2, value: { journey: { status: 'businessDetails' } } });
    const trail = await desk.services.auditTrail.ofApplication('app-race');
    expect(trail.filter((entry) => entry.action === 'override.approved')).toHaveLength(1);
  });

  it('leaves reopening to an administrator, and a rejection changes nothing', async () => {
    const reopen = await proposeBack('app-done', 'signing');
    expect(reopen.kind).toBe('reopen');
    desk.as(cora);
    expect(await desk.run('approvals', 'approve', reopen.proposalId, '--yes')).toMatchObject({
      exitCode: EXIT_CODES.FORBIDDEN,
    });
    desk.as(desk.admin);
    const rejected = await desk.run(
      'approvals',
      'reject',
      reopen.proposalId,
      '--note',
      'New application',
      '--yes',
    );
    expect(rejected.stdout).toContain('Rejected: application app-done is unchanged.');
    expect((await statusOf('app-done'))?.status).toBe('finished');
    const [listed] = await desk.json<(Proposal & { standing: string })[]>(
      ...['approvals', 'list', '--status', 'rejected', '--application', 'app-done', '--json'],
    );
    expect(listed).toMatchObject({ status: 'rejected', standing: 'rejected' });
  });

  it('refuses an expired proposal, listed as expired', async () => {
    const unitOfWork = new PostgresUnitOfWork(desk.db);
    await unitOfWork.run((tx) =>
      tx.overrides.add({
        proposalId: 'proposal-old',
        kind: 'creditDecision',
        applicationId: 'app-old',
        change: { from: 'referred', to: 'approved' },
        reason: 'Income verified',
        proposedBy: sam.member.staffId,
        proposedAt: '2026-11-01T09:00:00.000Z',
        expiresAt: '2026-11-03T09:00:00.000Z',
        status: 'pending',
      }),
    );
    desk.as(cora);
    expect((await desk.run('approvals', 'list')).stdout).toMatch(
      /proposal-old {2}creditDecision {2}expired {2}by Sam Support 2026-11-01 09:00:00 UTC, expired 2026-11-03 09:00:00 UTC/,
    );
    expect(await desk.run('approvals', 'approve', 'proposal-old', '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: 'This proposal has expired: propose it again if it is still needed.',
    });
    expect((await statusOf('app-old'))?.statusCreditCheck).toBe('referred');
    expect(await desk.run('approvals', 'approve', 'proposal-none', '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_FOUND,
    });
  });

  it('refuses as stale a credit decision approved after the application finished', async () => {
    await applicationWrites(desk.db).add(application('app-finishing', 'approvals'), {
      actor: 'customer:user-jordan',
      action: 'application.created',
      at: '2026-11-20T09:00:00.000Z',
    });
    desk.as(sam);
    const proposal = await desk.json<Proposal>(
      ...[
        'application',
        'credit-decision',
        'app-finishing',
        '--decision',
        'approved',
        '--reason',
        'Verified',
      ],
      ...['--yes', '--json'],
    );
    // The signing completes meanwhile.
    const stored = await desk.services.applications.ofId('app-finishing');
    const unitOfWork = new PostgresUnitOfWork(desk.db);
    await unitOfWork.run(({ leaseApplications }) =>
      leaseApplications.save(
        { ...stored!.value, journey: { ...stored!.value.journey, status: 'finished' } },
        stored!.version,
      ),
    );
    desk.as(cora);
    expect((await desk.run('approvals', 'show', proposal.proposalId)).stdout).toContain(
      'stale (the application is finished): approving it is refused and closes it',
    );
    expect(await desk.run('approvals', 'approve', proposal.proposalId, '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      reason: 'STAFF.PROPOSAL_STALE',
    });
    expect((await statusOf('app-finishing'))?.statusCreditCheck).toBe('referred');
    // Closed with why, and by whom: it leaves the pending inbox.
    const listed = await desk.run('approvals', 'list', '--status', 'closed');
    expect(listed.stdout).toMatch(
      new RegExp(
        `${proposal.proposalId} {2}creditDecision {2}closed {2}by Sam Support .*, closed by Cora Credit .*: moved on: the application is finished`,
      ),
    );
    expect((await desk.run('approvals', 'list')).stdout).not.toContain(proposal.proposalId);
    expect(await desk.run('approvals', 'approve', proposal.proposalId, '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      reason: 'STAFF.PROPOSAL_CLOSED',
    });
  });

  it('sets a credit decision when a credit officer approves it', async () => {
    desk.as(sam);
    const proposal = await desk.json<Proposal>(
      ...[
        'application',
        'credit-decision',
        'app-old',
        '--decision',
        'approved',
        '--reason',
        'Verified',
        '--yes',
        '--json',
      ],
    );
    desk.as(cora);
    expect((await desk.run('approvals', 'approve', proposal.proposalId, '--yes')).exitCode).toBe(0);
    expect((await statusOf('app-old'))?.statusCreditCheck).toBe('approved');
  });
});
