import {
  CRM,
  LEADS,
  SubmitDiallerLead,
  SubmitOnlineAccountRequest,
  WorkOffDueJobs,
  type Crm,
  type Leads,
} from '@lease-portal/domain';
import { anEnquiry } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import { PostgresJobQueue } from '@lease-portal/postgres';
import { buildContainer } from '@lease-portal/server';
import { servePartnerSandboxes } from '@lease-portal/server/src/testing/partner-sandboxes-served';
import { EXIT_CODES } from '../exit-codes';
import { commandRunner } from '../testing/run-command';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin leads on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let leads: Leads;
  let crm: Crm;
  let diallerLeadId: string;
  let onlineLeadId: string;
  let sandboxes: { close(): Promise<void> };
  let sam: Awaited<ReturnType<SupportDesk['enrol']>>;

  beforeAll(async () => {
    // The desk has the demo organisations: a registration creates a customer, who belongs to one.
    desk = await openSupportDesk(openDb);
    sam = await desk.enrol('Sam Support', 'support');
    // The portal's own container and use cases, with the sandbox partners, on the desk's database.
    const container = buildContainer(desk.db, {});
    // The jobs below reach the portal's Salesforce and dialler sandboxes over HTTP, as the portal's own would.
    sandboxes = await servePartnerSandboxes(container);
    leads = container.get<Leads>(LEADS);
    crm = container.get<Crm>(CRM);
    const dialler = await container
      .get(SubmitDiallerLead)
      .execute({ orgId: 'org-au-demo', region: 'AU', enquiry: anEnquiry('AU') });
    const online = await container.get(SubmitOnlineAccountRequest).execute({
      orgId: 'org-nz-demo',
      region: 'NZ',
      enquiry: anEnquiry('NZ', { enquireType: 'register' }),
    });
    if (!dialler.ok || !online.ok)
      throw new Error(`the sample leads were not accepted: ${JSON.stringify([dialler, online])}`);
    diallerLeadId = dialler.value.leadId;
    onlineLeadId = online.value.leadId;
    // Both are delivered by queued jobs, as the portal's worker would run them.
    const worker = container.get(WorkOffDueJobs);
    while ((await worker.turn()).outcome !== 'idle');
  }, 120_000);

  afterAll(async () => {
    await sandboxes.close();
    await desk.close();
  }, 120_000);

  const run = (...args: string[]) => desk.run(...args);

  it("shows leads, which hold customers' details, to signed-in members only", async () => {
    desk.as({ key: 'not-a-key' });
    expect((await run('leads', 'list')).exitCode).toBe(EXIT_CODES.UNAUTHENTICATED);
    desk.as(desk.admin);
  });

  describe('lease-admin leads', () => {
    it('lists the leads newest first, with who asked and where each stands', async () => {
      const { stdout } = await run('leads', 'list');
      const lines = stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^id\s+received\s+kind\s+status\s+org\s+name\s+email\s+business$/);
      // A row's long cells wrap onto lines of their own, which start under their column.
      const rows = lines.slice(2).filter((line) => !line.startsWith(' '));
      expect(rows.map((line) => line.split(/\s+/)[0])).toEqual([onlineLeadId, diallerLeadId]);
      expect(stdout).toContain('online-account');
      // At 100 columns the business wraps between its words, onto the row's next line.
      expect(stdout).toMatch(/Lygon Street[^\n]*\n[^\n]*Espresso/);
    });

    it('filters by organisation, limits, and prints JSON', async () => {
      const { stdout } = await run('leads', 'list', '--org', 'org-au-demo', '--limit', '5', '--json');
      const listed = JSON.parse(stdout) as { id: string; status: string }[];
      expect(listed).toEqual([expect.objectContaining({ id: diallerLeadId, status: 'sent' })]);
    });

    it('shows one lead with what each partner answered, the same ids the sandbox CRM holds', async () => {
      const { stdout } = await run('leads', 'show', onlineLeadId);
      const lead = await leads.ofId(onlineLeadId);
      const account = await crm.account(lead!.references.crmAccountId!);
      expect(stdout).toContain(`Lead ${onlineLeadId} (online-account)`);
      expect(stdout).toContain('Status:        sent');
      expect(stdout).toContain(`crmAccountId: ${account?.Id}`);
      expect(stdout).toMatch(/opportunityId: 006\d{12}AAA/);
    });

    it('delivers a failed call-back again by its own job, asking first, and names the repair in show', async () => {
      // A call-back the dialler refused: its delivery job was given up, the lead left failed.
      const callback = {
        id: 'lead-callback-failed',
        kind: 'callback' as const,
        orgId: 'org-au-demo',
        region: 'AU' as const,
        status: 'failed' as const,
        references: {},
        failure: { step: 'dialler' as const, code: 'PARTNER_REJECTED', message: 'Number refused' },
        receivedAt: '2026-11-24T08:00:00.000Z',
        updatedAt: '2026-11-24T08:00:05.000Z',
        callback: {
          firstName: 'Mia',
          lastName: 'Lee',
          contactNumber: '0412345678',
          email: 'mia@example.com',
          domain: 'demo.example',
        },
      };
      await leads.add(callback);
      const queue = new PostgresJobQueue(desk.db);
      const at = new Date();
      await queue.enqueue(
        { kind: 'lead-repair-test.deliver', key: `dialler-lead:${callback.id}`, payload: {} },
        at,
      );
      const [job] = await desk.services.repairs.jobs.list({ key: callback.id });
      await desk.db.query(`UPDATE partner_jobs SET status = 'given-up', attempts = 1 WHERE job_id = $1`, [
        job!.id,
      ]);

      expect((await run('leads', 'show', callback.id)).stdout).toContain(
        `Repair:        lease-admin leads retry ${callback.id} --reason "…"`,
      );
      desk.as(sam);
      const asked: string[] = [];
      const saidNo = { ...desk.services, confirm: async (question: string) => (asked.push(question), false) };
      const refused = await commandRunner(async () => saidNo)(
        ...['leads', 'retry', callback.id, '--reason', 'Dialler takes the number now'],
      );
      expect(refused.exitCode).toBe(EXIT_CODES.CANCELLED);
      expect(asked).toEqual([
        `Deliver callback lead ${callback.id} (failed, failed at dialler (PARTNER_REJECTED)) again by its ` +
          `job ${job!.id} (lead-repair-test.deliver, given-up after 1 attempts)?`,
      ]);
      expect(await run('leads', 'retry', callback.id, '--reason', 'x', '--yes')).toMatchObject({
        exitCode: EXIT_CODES.BAD_INPUT,
      });
      const retried = await run(
        'leads',
        'retry',
        callback.id,
        '--reason',
        'Dialler takes the number now',
        '--yes',
      );
      expect(retried).toMatchObject({ exitCode: 0 });
      expect(retried.stdout).toMatch(
        new RegExp(`^Lead ${callback.id}: its delivery job ${job!.id} is due now`),
      );
      expect(await desk.services.repairs.jobs.ofId(job!.id)).toMatchObject({
        status: 'pending',
        attempts: 0,
      });
      const trail = await desk.services.auditTrail.ofSubject(`lead:${callback.id}`);
      expect(trail.filter((entry) => entry.action === 'lead.delivery.retried')).toEqual([
        expect.objectContaining({
          actor: `staff:${sam.member.staffId}`,
          details: expect.objectContaining({ reason: 'Dialler takes the number now' }),
        }),
      ]);
      // A sent lead has nothing to deliver again.
      await leads.add({
        ...callback,
        id: 'lead-callback-sent',
        status: 'sent',
        references: { diallerLeadId: 'D-1' },
      });
      expect(
        await run('leads', 'retry', 'lead-callback-sent', '--reason', 'Just in case it failed', '--yes'),
      ).toMatchObject({
        exitCode: EXIT_CODES.NOT_ALLOWED,
        message: 'Lead lead-callback-sent is sent: every partner has it.',
      });
      desk.as(desk.admin);
    });

    it('answers NOT_FOUND for an unknown lead and BAD_INPUT for a bad limit', async () => {
      expect((await run('leads', 'show', 'no-such-lead')).exitCode).toBe(EXIT_CODES.NOT_FOUND);
      expect((await run('leads', 'list', '--limit', '0')).exitCode).toBe(EXIT_CODES.BAD_INPUT);
    });
  });
});
