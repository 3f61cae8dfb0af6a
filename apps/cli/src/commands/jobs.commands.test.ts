import { DomainError, WorkOffDueJobs } from '@lease-portal/domain';
import { startCreditSubmission } from '@lease-portal/domain/src/credit-bureau/start-credit-submission';
import { PostgresJobQueue } from '@lease-portal/postgres';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { commandRunner } from '../testing/run-command';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

type Job = { id: string; key: string; status: string; attempts: number; kind: string };

describe.each(testEngines())('lease-admin jobs list and retry on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let queue: PostgresJobQueue;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    queue = new PostgresJobQueue(desk.db);
    const now = new Date();
    for (const key of ['lead-given-up', 'lead-running', 'lead-done']) {
      await queue.enqueue(
        { kind: 'online-account.deliver', key, payload: { email: 'secret@customer.example' } },
        now,
      );
      const claimed = (await queue.claim(now, 60_000))!;
      ids[key] = claimed.id;
      if (key === 'lead-given-up') await queue.fail(claimed.id, 'CRM answered 503', undefined, now);
      if (key === 'lead-done') await queue.complete(claimed.id, now);
    }
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  it('lists jobs with their state and error, never their payload', async () => {
    const listed = await desk.run('jobs', 'list');
    expect(listed.stdout).not.toContain('secret@customer.example');
    expect(listed.stdout).toMatch(
      new RegExp(
        `${ids['lead-given-up']}\\s+online-account\\.(deliver)?\\s+given-up\\s+1\\s+lead-given-up\\s+CRM answered 503`,
      ),
    );
    expect(listed.stdout).toMatch(
      new RegExp(`${ids['lead-running']}\\s+online-account\\.(deliver)?\\s+running`),
    );
    const givenUp = await desk.json<Job[]>('jobs', 'list', '--status', 'given-up', '--json');
    expect(givenUp.map((job) => job.key)).toEqual(['lead-given-up']);
    expect(JSON.stringify(givenUp)).not.toContain('secret@customer.example');
    expect(await desk.run('jobs', 'list', '--status', 'stuck')).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
    });
  });

  it('shows why a job the partner refused was given up after its one attempt (decision 2104)', async () => {
    await queue.enqueue({ kind: 'crm.create-account', key: 'lead-refused', payload: {} }, new Date());
    const refusal = new DomainError(
      'PARTNER_REJECTED',
      'The CRM refused the request (DUPLICATE_ACCOUNT, HTTP 409).',
      {
        class: 'rejected',
        status: 409,
        partnerError: { code: 'DUPLICATE_ACCOUNT' },
      },
    );
    const work = new WorkOffDueJobs({
      queue,
      handlers: { 'crm.create-account': { run: () => Promise.reject(refusal) } },
      clock: { now: () => new Date() },
      leaseMs: 60_000,
    });
    const turn = await work.turn();
    expect(turn).toMatchObject({ outcome: 'given-up', job: { key: 'lead-refused', attempts: 1 } });
    const jobId = turn.outcome === 'given-up' ? turn.job.id : '';

    const listed = await desk.run('jobs', 'list', '--status', 'given-up', '--kind', 'crm.create-account');
    expect(listed.stdout).toMatch(/given-up\s+1\s+lead-refused\s+The CRM refused/);
    expect(listed.stdout).toContain(
      `Given up because:\n  ${jobId}  The CRM refused the request (DUPLICATE_ACCOUNT, HTTP 409).`,
    );
  });

  it('retries a given-up job as the same job, due now, once, with the member in the trail', async () => {
    const sam = await desk.enrol('Sam Support', 'support');
    desk.as(sam);
    const retried = await desk.json<Job>(
      ...['jobs', 'retry', ids['lead-given-up']!, '--reason', 'CRM is back', '--yes', '--json'],
    );
    expect(retried).toMatchObject({
      id: ids['lead-given-up'],
      key: 'lead-given-up',
      status: 'pending',
      attempts: 0,
    });
    const sameKey = await desk.json<Job[]>('jobs', 'list', '--key', 'lead-given-up', '--json');
    expect(sameKey).toHaveLength(1);
    // The worker claims the same job, with the same key the partner saw.
    expect(await queue.claim(new Date(Date.now() + 1_000), 60_000)).toMatchObject({
      id: ids['lead-given-up'],
      key: 'lead-given-up',
    });
    expect(await desk.services.auditTrail.ofSubject(`job:${ids['lead-given-up']}`)).toEqual([
      expect.objectContaining({
        actor: `staff:${sam.member.staffId}`,
        action: 'partner-job.retried',
        details: expect.objectContaining({ reason: 'CRM is back', status: 'given-up', key: 'lead-given-up' }),
      }),
    ]);
  });

  it('leaves a done, running or unknown job alone, and says why before asking anything', async () => {
    const asked: string[] = [];
    const asking = Object.create(desk.services, {
      confirm: { value: async (question: string) => asked.push(question) > 0 },
    }) as typeof desk.services;
    const run = commandRunner(async () => asking);
    const retry = (jobId: string, reason = 'CRM is back up') =>
      run('jobs', 'retry', jobId, '--reason', reason);
    expect(await retry(ids['lead-done']!)).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: `Job ${ids['lead-done']} is done: nothing to retry.`,
    });
    expect(await retry(ids['lead-running']!)).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: `Job ${ids['lead-running']} is running now: wait for its outcome before retrying.`,
    });
    expect(await retry('no-such-job')).toMatchObject({ exitCode: EXIT_CODES.NOT_FOUND });
    expect(await retry(ids['lead-done']!, ' ')).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
    expect(asked).toEqual([]);
  });

  it("shows an application's partner calls that are not done in application show, with how to retry", async () => {
    await applicationWrites(desk.db).add(
      {
        applicationId: 'app-credit',
        applicationType: 'standard',
        orgId: 'org-au-demo',
        orgUserId: 'user-1',
        journey: { status: 'reviewAndSignContract' },
        createdAt: '2026-11-24T09:00:00.000Z',
        updatedAt: '2026-11-24T09:00:00.000Z',
      },
      { actor: 'customer:user-1', action: 'application.created', at: '2026-11-24T09:00:00.000Z' },
    );
    const now = new Date();
    // Queued as the portal queues it, for the application; a job merely naming it in its key is not its.
    await startCreditSubmission({ jobs: queue }, 'app-credit', { status: 'reviewAndSignContract' }, now);
    const claimed = (await queue.claim(now, 60_000))!;
    await queue.enqueue({ kind: 'online-account.deliver', key: 'lead-of-app-credit', payload: {} }, now);
    await queue.fail(claimed.id, 'Bureau answered 503', undefined, now);
    const shown = (await desk.run('application', 'show', 'app-credit')).stdout;
    expect(shown).toContain(
      `\nPartner calls\n  ${claimed.id}  credit-check.submit: given up after 1 attempts: retry with \`lease-admin jobs retry ${claimed.id}\`\n    last error: Bureau answered 503\n`,
    );
    const json = await desk.json<{ partnerJobs: { id: string; status: string }[] }>(
      ...['application', 'show', 'app-credit', '--json'],
    );
    expect(json.partnerJobs).toEqual([expect.objectContaining({ id: claimed.id, status: 'given-up' })]);
  });
});
