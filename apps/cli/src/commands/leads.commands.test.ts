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
import { buildContainer } from '@lease-portal/server';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin leads on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let leads: Leads;
  let crm: Crm;
  let diallerLeadId: string;
  let onlineLeadId: string;

  beforeAll(async () => {
    // The desk has the demo organisations: a registration creates a customer, who belongs to one.
    desk = await openSupportDesk(openDb);
    // The portal's own container and use cases, with the sandbox partners, on the desk's database.
    const container = buildContainer(desk.db, {});
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
    // The online account is delivered by a queued job, as the portal's worker would run it.
    const worker = container.get(WorkOffDueJobs);
    while ((await worker.turn()).outcome !== 'idle');
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

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
      expect(lines.slice(2).map((line) => line.split(/\s+/)[0])).toEqual([onlineLeadId, diallerLeadId]);
      expect(stdout).toContain('online-account');
      expect(stdout).toContain('Lygon Street Espresso');
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
      expect(stdout).toMatch(/opportunityId: OPP-\d{6}/);
    });

    it('answers NOT_FOUND for an unknown lead and BAD_INPUT for a bad limit', async () => {
      expect((await run('leads', 'show', 'no-such-lead')).exitCode).toBe(EXIT_CODES.NOT_FOUND);
      expect((await run('leads', 'list', '--limit', '0')).exitCode).toBe(EXIT_CODES.BAD_INPUT);
    });
  });
});
