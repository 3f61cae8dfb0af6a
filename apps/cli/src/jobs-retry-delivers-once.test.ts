import {
  CRM,
  DeliverOnlineAccountRequest,
  LEADS,
  ONLINE_ACCOUNT_DELIVERY,
  SubmitOnlineAccountRequest,
  WorkOffDueJobs,
  type Crm,
  type Leads,
} from '@lease-portal/domain';
import { anEnquiry } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import { PostgresJobQueue } from '@lease-portal/postgres';
import { buildContainer } from '@lease-portal/server';
import { servePartnerSandboxes } from '@lease-portal/server/src/testing/partner-sandboxes-served';
import { EXIT_CODES } from './exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from './testing/support-desk';

/**
 * A lead delivery given up while the CRM was down, retried by support once it is back: the portal's
 * own worker delivers it with the same job and key, once (decisions 0920, 1840).
 */
describe.each(testEngines())('a stuck lead delivery retried by support on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let container: ReturnType<typeof buildContainer>;
  let sandboxes: { close(): Promise<void> };

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    container = buildContainer(desk.db, {});
    // The worker below reaches the portal's Salesforce sandbox over HTTP, as the portal's own would.
    sandboxes = await servePartnerSandboxes(container);
  }, 120_000);

  afterAll(async () => {
    await sandboxes.close();
    await desk.close();
  }, 120_000);

  it('is delivered once by the worker after the retry, and a second retry is refused', async () => {
    const submitted = await container.get(SubmitOnlineAccountRequest).execute({
      orgId: 'org-nz-demo',
      region: 'NZ',
      enquiry: anEnquiry('NZ', { enquireType: 'register' }),
    });
    if (!submitted.ok) throw submitted.error;
    const { leadId } = submitted.value;
    // The worker's attempts ran out while the CRM was down: the job is given up, the lead failed.
    const queue = new PostgresJobQueue(desk.db);
    const now = new Date();
    const job = (await queue.claim(now, 60_000))!;
    expect(job.kind).toBe(ONLINE_ACCOUNT_DELIVERY);
    await queue.fail(job.id, 'CRM answered 503', undefined, now);
    await container.get(DeliverOnlineAccountRequest).giveUp(job);
    const leads = container.get<Leads>(LEADS);
    expect((await leads.ofId(leadId))?.status).toBe('failed');

    const stuck = await desk.json<{ id: string; key: string }[]>(
      ...['jobs', 'list', '--status', 'given-up', '--kind', ONLINE_ACCOUNT_DELIVERY, '--json'],
    );
    expect(stuck).toEqual([expect.objectContaining({ id: job.id, key: job.key })]);
    expect((await desk.run('jobs', 'retry', job.id, '--reason', 'CRM is back', '--yes')).exitCode).toBe(0);

    const worker = container.get(WorkOffDueJobs);
    while ((await worker.turn()).outcome !== 'idle');
    const lead = await leads.ofId(leadId);
    expect(lead?.status).toBe('sent');
    expect(await container.get<Crm>(CRM).account(lead!.references.crmAccountId!)).toBeDefined();
    const all = await desk.json<{ key: string; status: string }[]>('jobs', 'list', '--json');
    expect(all).toEqual([expect.objectContaining({ key: job.key, status: 'done' })]);
    expect(await desk.run('jobs', 'retry', job.id, '--reason', 'Retry it once more', '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
    });
  });
});
