import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { AuditEntry, VehicleApplication } from '@lease-portal/domain';
import { DATABASE, readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { LeadDiallerSandbox } from '@lease-portal/server/src/lead-dialler/dialler-sandbox/lead-dialler-sandbox';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { openDatabaseForTool, type Database } from '@lease-portal/postgres';
import { EXIT_CODES } from './exit-codes';
import { cliServicesOf } from './open-cli-services';
import { commandRunner, type CommandRun } from './testing/run-command';

/**
 * A support day, driven through lease-admin beside a running portal on its embedded database, as a
 * support lead would walk it (issue: lease-admin at the standard of the best support tools): the desk
 * enrols two members; one loses their key and has it replaced; an application is found four ways
 * from what a caller says; where it stands is read at each step of its journey, the signers from what
 * the application recorded; a step back is proposed and approved; a proposal the application moved
 * past is closed with why; a call-back the dialler refused is delivered again. Each member has a key
 * file of their own; the mails are read from the portal's outbox, as the member reads their inbox.
 */
describe('a support day with lease-admin beside a running portal', () => {
  let dataDir: string;
  let portal: RunningPortal;
  let db: Database;
  /** What the member types at the hidden prompt: their enrolment code. */
  let typed = '';
  const env: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-day-'));
    portal = await startPortal(
      { ...readConfig({ DATA_DIR: dataDir, PORT: '0', JOB_POLL_MS: '200' }), databaseUrl: undefined },
      pino({ level: 'silent' }),
    );
    Object.assign(env, { DATA_DIR: dataDir });
    // lease-admin's own connection: the portal's embedded database over its loopback socket.
    db = await openDatabaseForTool({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** lease-admin as it runs on the member's machine: their key file, their answers at the prompt. */
  const lease = commandRunner(async () =>
    cliServicesOf(db, { env: { ...env }, confirm: async () => true, readKey: async () => typed }),
  );
  const run = async (...args: string[]): Promise<CommandRun> => lease(...args);
  const json = async <T>(...args: string[]): Promise<T> => {
    const result = await run(...args);
    if (result.exitCode !== 0)
      throw new Error(`${args.join(' ')}: exit ${result.exitCode} ${result.message}`);
    return JSON.parse(result.stdout) as T;
  };
  /** This shell is now the member's: their own key file. */
  const as = (member: string) => {
    env.LEASE_ADMIN_KEY_FILE = path.join(dataDir, 'members', member, 'staff-key');
  };
  /** The member reads the enrolment code mailed to them and gives it to `login --enrol`. */
  const enrolWithMailedCode = async (member: string, email: string) => {
    const [mail] = await cliServicesOf(db).mailOutbox.list({ to: email, limit: 1 });
    typed = /Enrolment code: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    as(member);
    expect(await run('login', '--enrol')).toMatchObject({ exitCode: 0 });
  };
  const whereItStands = async (applicationId: string): Promise<string> => {
    const shown = await run('application', 'show', applicationId);
    expect(shown.exitCode).toBe(0);
    // The section alone, its wrapped lines joined, for the sentences read below.
    const section = /Where it stands\n([\s\S]*?)\n\S/.exec(shown.stdout)?.[1] ?? '';
    return section.replace(/\s+/g, ' ');
  };
  /** What the portal records as the journey goes on: the officers' screens, the partners' answers. */
  const journeyGoesOn = async (
    applicationId: string,
    change: (journey: VehicleApplication['journey']) => VehicleApplication['journey'],
    entry: Omit<AuditEntry, 'at'>,
  ) => {
    const portalDb = portal.container.get<Database>(DATABASE);
    const stored = (await cliServicesOf(portalDb).applications.ofId(applicationId))!;
    await applicationWrites(portalDb).update(
      { ...stored.value, journey: change(stored.value.journey) },
      stored.version,
      { ...entry, at: new Date().toISOString() },
    );
  };

  it('enrols, recovers a key, finds, follows, steps back, closes a stale proposal and repairs a lead', async () => {
    // 1. Enrol: Ada starts the desk and saves her key; Grace, a second administrator, and Sam of
    // support are enrolled, Sam by Ada's proposal that Grace approves.
    as('ada');
    const init = await run(
      ...['staff', 'init', '--name', 'Ada Lovelace', '--email', 'ada@provider.example', '--save-key'],
    );
    expect(init.exitCode).toBe(0);
    expect(init.stdout).toMatch(/shown this once/);
    await run(
      ...['staff', 'add', '--name', 'Grace Hopper', '--email', 'grace@provider.example'],
      ...['--role', 'administrator', '--reason', 'Second administrator of the desk', '--yes'],
    );
    await enrolWithMailedCode('grace', 'grace@provider.example');
    as('ada');
    const proposed = await json<{ proposal: { proposalId: string; change: { staffId: string } } }>(
      ...['staff', 'add', '--name', 'Sam Support', '--email', 'sam@provider.example', '--role', 'support'],
      ...['--reason', 'Joins the desk on Monday', '--yes', '--json'],
    );
    const samId = proposed.proposal.change.staffId;
    as('grace');
    expect(await run('approvals', 'approve', proposed.proposal.proposalId, '--yes')).toMatchObject({
      exitCode: 0,
    });
    await enrolWithMailedCode('sam', 'sam@provider.example');
    expect((await run('whoami')).stdout).toMatch(/^Sam Support <sam@provider.example>, support/);
    expect(await json('staff', 'list', '--json', 'name,role,status')).toEqual([
      { name: 'Ada Lovelace', role: 'administrator', status: 'active' },
      { name: 'Grace Hopper', role: 'administrator', status: 'active' },
      { name: 'Sam Support', role: 'support', status: 'active' },
    ]);

    // 2. Sam loses his key (logout removes the only copy, after warning him); Ada replaces it, the
    // new one reaches him by mail, and the old one opens nothing.
    const lost = await run('logout');
    expect(lost.exitCode).toBe(0);
    expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    as('ada');
    const rekeyed = await run('staff', 'rekey', samId, '--reason', 'Sam logged out his only copy', '--yes');
    expect(rekeyed.stdout).toMatch(/Sam Support's old key no longer works/);
    await enrolWithMailedCode('sam', 'sam@provider.example');
    expect((await run('whoami')).stdout).toMatch(/^Sam Support/);

    // 3. A quote issued to Jordan of Acme; the customer calls, and Sam finds it four ways.
    const created = await json<{ applicationId: string }>(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Jordan', '--last-name', 'Quill'],
      ...['--email', 'jordan.quill@acme.example', '--mobile', '0412345678', '--make', 'Toyota'],
      ...['--model', 'HiLux SR5', '--drive-away-price', '58990', '--monthly-rental', '1120.50'],
      ...['--term', '48', '--quote-ref', 'Q-DAY-7731', '--signing', 'electronic', '--yes', '--json'],
    );
    const { applicationId } = created;
    for (const byWhatTheCallerSays of [
      ['--email', 'quill@ACME'],
      ['--phone', '+61 412 345 678'],
      ['--quote', 'q-day-77'],
      ['--id', applicationId.slice(0, 8)],
      ['--name', 'quill jordan'],
    ]) {
      expect(
        await json('application', 'search', ...byWhatTheCallerSays, '--json', 'applicationId,status'),
      ).toMatchObject({ total: 1, items: [{ applicationId, status: null }] });
    }

    // 4. Where it stands, at each step of the journey.
    expect(await whereItStands(applicationId)).toMatch(
      /Waiting for: Authorised Officer \(1\): Jordan Quill <jordan.quill@acme.example> .*has not opened the application yet/,
    );
    await journeyGoesOn(applicationId, (journey) => ({ ...journey, status: 'reviewQuote' }), {
      actor: 'customer:officer',
      action: 'application.status.changed',
    });
    expect(await whereItStands(applicationId)).toMatch(
      /Step: Review Quote .*Waiting for: Authorised Officer \(1\)/,
    );
    await journeyGoesOn(
      applicationId,
      (journey) => ({ ...journey, status: 'businessDetails', quoteSignature: 'completed' }),
      { actor: 'partner:e-signature', action: 'application.quote.signed' },
    );
    expect(await whereItStands(applicationId)).toMatch(
      /Step: Business Details .*Waiting for: Authorised Officer \(1\)/,
    );
    await journeyGoesOn(
      applicationId,
      (journey) => ({ ...journey, status: 'approvals', statusCreditCheck: 'awaitingDecision' }),
      { actor: 'customer:officer', action: 'application.credit.submitted' },
    );
    const atApprovals = await whereItStands(applicationId);
    // The credit check awaits its decision: support may step back, never on to signing before an approval.
    expect(atApprovals).toMatch(/Step: ID Check & Application Review /);
    expect(atApprovals).toMatch(/Support may: propose a move back to businessDetails\s*$/);
    await journeyGoesOn(
      applicationId,
      (journey) => ({
        ...journey,
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        leaseEnvelopeId: 'env-day-1',
        // The portal read the envelope when Jordan opened Sign Lease; Connect then told it Jordan signed.
        envelopeProgress: {
          lease: {
            envelopeId: 'env-day-1',
            status: 'delivered',
            recipients: [
              { recipientId: '1', role: 'signer', email: 'jordan.quill@acme.example', status: 'completed' },
              { recipientId: '3', role: 'witness', roleName: 'Witness', status: 'sent' },
            ],
            readAt: new Date(Date.now() - 60_000).toISOString(),
            recordedAt: new Date().toISOString(),
          },
        },
      }),
      { actor: 'partner:credit-bureau', action: 'application.credit.decided' },
    );
    const signing = await whereItStands(applicationId);
    expect(signing).toMatch(/Step: Review & Sign Lease Documents /);
    expect(signing).toMatch(/Jordan Quill \(Authorised Officer \(1\)\) signed; waiting for the witness/);
    expect((await run('application', 'show', applicationId)).stdout).toMatch(
      /Signers:\s+Jordan Quill \(Authorised Officer \(1\)\): signed\n/,
    );

    // 5. A step back, proposed by Sam and approved by Grace: nothing moves until she does.
    const back = await run(
      ...['application', 'move', applicationId, '--to', 'approvals', '--reason', 'Wrong rental on the lease'],
      '--yes',
    );
    expect(back.stdout).toMatch(/^Proposed moveBack \S+ on application/);
    expect(await whereItStands(applicationId)).toMatch(/Step: Review & Sign Lease Documents /);
    const [open] = await json<{ proposalId: string; proposedByName: string }[]>(
      ...['approvals', 'list', '--application', applicationId, '--json', 'proposalId,proposedByName'],
    );
    expect(open).toMatchObject({ proposedByName: 'Sam Support' });
    expect(await run('approvals', 'approve', open!.proposalId, '--yes')).toMatchObject({
      exitCode: EXIT_CODES.FORBIDDEN,
    });
    as('grace');
    expect(await run('approvals', 'approve', open!.proposalId, '--yes')).toMatchObject({ exitCode: 0 });
    expect(await whereItStands(applicationId)).toMatch(/Step: ID Check & Application Review /);

    // 6. Sam proposes another step back; the credit team approves meanwhile and the application moves
    // on: Grace's approval finds it stale and closes it, saying why.
    as('sam');
    const { proposal: stale } = await json<{ outcome: 'proposed'; proposal: { proposalId: string } }>(
      ...['application', 'move', applicationId, '--to', 'business', '--reason', 'Statements were unreadable'],
      ...['--yes', '--json'],
    );
    await journeyGoesOn(
      applicationId,
      (journey) => ({ ...journey, status: 'reviewAndSignContract', statusCreditCheck: 'approved' }),
      { actor: 'partner:credit-bureau', action: 'application.credit.decided' },
    );
    as('grace');
    expect(await run('approvals', 'approve', stale.proposalId, '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      reason: 'STAFF.PROPOSAL_STALE',
    });
    expect(
      await json('approvals', 'show', stale.proposalId, '--json', 'status,decidedByName,closedReason'),
    ).toEqual({
      status: 'closed',
      decidedByName: 'Grace Hopper',
      closedReason: expect.stringMatching(/^moved on/),
    });

    // 7. A call-back the dialler refused: Sam delivers it again by its own job, which the portal runs.
    portal.container
      .get(LeadDiallerSandbox)
      .faults.next({ kind: 'refused' }, 1, { method: 'POST', path: /^\/leads$/ });
    // The visitor's call-back request, as the portal's dialog sends it to the organisation's address.
    const asked = await fetch(`http://127.0.0.1:${portal.port}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'au.localhost:3000' },
      body: JSON.stringify({
        query: 'mutation ($p: RequestCallbackInput!) { sendRequestCallback(payload: $p) { status } }',
        variables: {
          p: {
            ...{ firstName: 'Mia', lastName: 'Lee', contactNumber: '0412 999 888' },
            ...{ email: 'mia@example.com', message: 'After 3pm', domain: 'au.localhost' },
          },
        },
      }),
    });
    expect(await asked.json()).toMatchObject({ data: { sendRequestCallback: { status: 'success' } } });
    as('sam');
    const leadIn = async (status: string): Promise<string> => {
      for (const started = Date.now(); Date.now() - started < 15_000;) {
        const [lead] = await json<{ id: string; status: string }[]>('leads', 'list', '--json', 'id,status');
        if (lead?.status === status) return lead.id;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(
        `no lead became ${status}: ${(await run('leads', 'list', '--json')).stdout} ${(await run('jobs', 'list', '--json')).stdout}`,
      );
    };
    const leadId = await leadIn('failed');
    expect((await run('leads', 'show', leadId)).stdout).toContain(`lease-admin leads retry ${leadId}`);
    expect(
      await run('leads', 'retry', leadId, '--reason', 'The dialler takes the number now', '--yes'),
    ).toMatchObject({ exitCode: 0 });
    expect(await leadIn('sent')).toBe(leadId);

    // The trail names who did each thing, through which channel.
    const history = (await run('application', 'history', applicationId)).stdout;
    expect(history).toMatch(/staff Grace Hopper, via lease-admin/);
    expect(history).toContain('Wrong rental on the lease');
  }, 60_000);
});
