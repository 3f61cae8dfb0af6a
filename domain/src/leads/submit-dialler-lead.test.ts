import { JOB_RETRY } from '../jobs/retry-policy';
import { anEnquiry } from './testing/enquiry-builder';
import { aLeadsWorld } from './testing/leads-world';
import { refused } from './testing/recording-partners';

const AU = { orgId: 'fleet-co', region: 'AU' as const };

describe('SubmitDiallerLead', () => {
  it('stores the lead with the one job that delivers it, and answers before any partner is asked', async () => {
    const world = aLeadsWorld();
    const result = await world.submitDiallerLead.execute({ ...AU, enquiry: anEnquiry('AU') });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1' } });
    expect(world.jobs.jobs).toEqual([
      expect.objectContaining({
        kind: 'dialler-lead.deliver',
        key: 'dialler-lead:lead-1',
        payload: { leadId: 'lead-1' },
      }),
    ]);
    expect(world.dialler.received).toEqual([]);
    expect(world.crm.accounts).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({ kind: 'dialler', status: 'pending' });
  });

  it('answers the form messages for bad input and stores and queues nothing', async () => {
    const world = aLeadsWorld();
    const enquiry = anEnquiry('AU', { fleetSize: undefined });
    enquiry.contact.phone = '021234567';
    enquiry.contact.postCode = '30';
    enquiry.customer.abn = '';

    const result = await world.submitDiallerLead.execute({ ...AU, enquiry });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('BAD_INPUT');
    expect(result.error.details?.fields).toEqual({
      phone: ['Field value length must equal to 10'],
      postCode: ['Field value length must equal to 4'],
      fleetSize: ['Field is required'],
      customerAbn: ['Field is required'],
    });
    expect(world.leads.stored.size).toBe(0);
    expect(world.jobs.jobs).toEqual([]);
  });

  it('uses the NZ rules for an NZ organisation', async () => {
    const world = aLeadsWorld();
    const enquiry = anEnquiry('NZ');
    enquiry.contact.location = '';
    const result = await world.submitDiallerLead.execute({ orgId: 'kiwi', region: 'NZ', enquiry });
    expect(!result.ok && result.error.details?.fields).toEqual({ location: ['Field is required'] });
  });
});

describe('delivering a call enquiry', () => {
  async function aSubmittedEnquiry() {
    const world = aLeadsWorld();
    await world.submitDiallerLead.execute({ ...AU, enquiry: anEnquiry('AU') });
    return world;
  }
  const later = (world: ReturnType<typeof aLeadsWorld>) =>
    world.clock.set(new Date(world.clock.now().getTime() + JOB_RETRY.maxDelayMs));

  it('hands it to the dialler, then opens a Calculator account with a call opportunity, and marks it sent', async () => {
    const world = await aSubmittedEnquiry();

    expect(await world.workOffDueJobs()).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect(world.dialler.received).toEqual([
      expect.objectContaining({ reference: 'lead-1', phone: '0491570156', vehicles: ['TOY-HILUX-2026'] }),
    ]);
    expect(world.crm.accounts[0]).toMatchObject({ reference: 'lead-1', accountSource: 'Calculator' });
    expect(world.crm.opportunities[0]).toMatchObject({
      name: 'Lygon Street Espresso – Calculator Call',
      leadSource: 'Calculator Call',
      stageName: 'Needs Analysis',
      // A quarter after the enquiry came (2026-05-04).
      closeDate: '2026-08-02',
    });
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'sent',
      references: { diallerLeadId: 'DL-1', crmAccountId: 'ACC-1', opportunityId: 'OPP-1' },
    });
  });

  it('keeps the lead pending while the dialler is down, and tells the CRM nothing until the dialler has it', async () => {
    const world = await aSubmittedEnquiry();
    world.dialler.faults.failNext('submitLead');

    expect(await world.workOffDueJobs()).toEqual([expect.objectContaining({ outcome: 'retrying' })]);
    expect(world.crm.accounts).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'pending',
      failure: { step: 'dialler', code: 'PARTNER_UNAVAILABLE' },
    });

    later(world);
    await world.workOffDueJobs();
    expect(world.dialler.received).toHaveLength(1);
    expect((await world.leads.ofId('lead-1'))?.status).toBe('sent');
  });

  it('gives a lead the dialler refuses up at once, failed with the dialler’s reason', async () => {
    const world = await aSubmittedEnquiry();
    world.dialler.faults.failNext('submitLead', 1, refused('lead dialler', 'invalid-phone'));

    expect(await world.workOffDueJobs()).toEqual([expect.objectContaining({ outcome: 'given-up' })]);
    expect(world.jobs.jobs[0]).toMatchObject({
      status: 'given-up',
      lastError: expect.stringContaining('invalid-phone'),
    });
    expect(world.crm.accounts).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'failed',
      failure: { step: 'dialler', code: 'PARTNER_REJECTED' },
    });
  });

  it('leaves the lead partly sent when the dialler has it and the CRM refuses its copy', async () => {
    const world = await aSubmittedEnquiry();
    world.crm.faults.failNext('createOpportunity', 1, refused('CRM', 'FIELD_CUSTOM_VALIDATION_EXCEPTION'));

    await world.workOffDueJobs();

    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'partly-sent',
      references: { diallerLeadId: 'DL-1', crmAccountId: 'ACC-1' },
      failure: { step: 'crm-opportunity', code: 'PARTNER_REJECTED' },
    });
  });

  it('asks the dialler once however often the job runs, carrying on with the CRM where it stopped', async () => {
    const world = await aSubmittedEnquiry();
    world.crm.faults.failNext('createAccount');
    await world.workOffDueJobs();
    later(world);
    await world.workOffDueJobs();
    await world.deliverDiallerLead.run(world.jobs.jobs[0]!);

    expect(world.dialler.received).toHaveLength(1);
    expect(world.crm.accounts).toHaveLength(1);
    expect(world.crm.opportunities).toHaveLength(1);
  });
});
