import { JOB_RETRY } from '../jobs/retry-policy';
import { anEnquiry } from './testing/enquiry-builder';
import { aLeadsWorld } from './testing/leads-world';
import { leadProgressEntry } from './new-lead';

const NZ = { orgId: 'kiwi', region: 'NZ' as const };
const registerEnquiry = () => anEnquiry('NZ', { enquireType: 'register' });

async function aRequestedAccount(options: { withCustomerRegistration?: boolean } = {}) {
  const world = aLeadsWorld(options);
  const enquiry = registerEnquiry();
  await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry, host: 'nz.localhost' });
  return { world, enquiry };
}

describe('delivering an online-account request', () => {
  it('opens a Calculator account and a Needs Analysis opportunity, and marks the lead sent', async () => {
    const { world } = await aRequestedAccount();

    expect(await world.workOffDueJobs()).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect(world.crm.accounts[0]).toMatchObject({ accountSource: 'Calculator', orgId: 'kiwi', region: 'NZ' });
    expect(world.crm.opportunities[0]).toMatchObject({
      accountId: 'ACC-1',
      leadSource: 'Calculator',
      stageName: 'Needs Analysis',
      fleetSize: 4,
    });
    expect(world.dialler.received).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'sent',
      references: { crmAccountId: 'ACC-1', opportunityId: 'OPP-1' },
    });
  });

  it('registers the customer last, with the CRM records and the host the request came to', async () => {
    const { world } = await aRequestedAccount({ withCustomerRegistration: true });
    await world.workOffDueJobs();

    expect(world.registration.received).toEqual([
      expect.objectContaining({ crmAccountId: 'ACC-1', opportunityId: 'OPP-1', host: 'nz.localhost' }),
    ]);
    expect((await world.leads.ofId('lead-1'))?.references).toMatchObject({
      userId: 'user-1',
      vehicleApplicationId: 'app-1',
    });
  });

  it('makes no CRM records for an address that is a customer already', async () => {
    const world = aLeadsWorld({ withCustomerRegistration: true });
    const enquiry = registerEnquiry();
    world.registration.customers.add(enquiry.contact.email.toLowerCase());
    await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry });
    await world.workOffDueJobs();

    expect(world.crm.accounts).toEqual([]);
    expect(world.registration.received[0]).not.toHaveProperty('crmAccountId');
    expect((await world.leads.ofId('lead-1'))?.status).toBe('sent');
  });

  it('keeps the lead pending with its failure while the CRM is down, and carries on where it stopped', async () => {
    const { world } = await aRequestedAccount({ withCustomerRegistration: true });
    world.crm.faults.failNext('createOpportunity');

    expect(await world.workOffDueJobs()).toEqual([expect.objectContaining({ outcome: 'retrying' })]);
    expect(world.registration.received).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'pending',
      references: { crmAccountId: 'ACC-1' },
      failure: { step: 'crm-opportunity', code: 'PARTNER_UNAVAILABLE' },
    });

    world.clock.set(new Date(world.clock.now().getTime() + JOB_RETRY.firstDelayMs));
    expect(await world.workOffDueJobs()).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect(world.crm.accounts).toHaveLength(1);
    expect(world.crm.opportunities).toHaveLength(1);
    expect(world.registration.received).toHaveLength(1);
    const lead = await world.leads.ofId('lead-1');
    expect(lead?.status).toBe('sent');
    expect(lead).not.toHaveProperty('failure');
  });

  it('does nothing more when the job runs again after the lead was sent, as after a crash before its completion', async () => {
    const { world } = await aRequestedAccount({ withCustomerRegistration: true });
    await world.workOffDueJobs();
    const [job] = world.jobs.jobs;

    await world.deliverOnlineAccountRequest.run(job!);

    expect(world.crm.accounts).toHaveLength(1);
    expect(world.registration.received).toHaveLength(1);
  });

  it('asks the CRM with the lead as its reference, so a repeated account request adds no second account', async () => {
    const { world } = await aRequestedAccount();
    world.crm.faults.failNext('createOpportunity');
    await world.workOffDueJobs();
    // A crash before the account's id was written down: the next run asks the CRM again.
    const progress = { status: 'pending' as const, references: {}, at: world.clock.now().toISOString() };
    await world.leads.record('lead-1', progress, leadProgressEntry('lead-1', progress));
    world.clock.set(new Date(world.clock.now().getTime() + JOB_RETRY.firstDelayMs));
    await world.workOffDueJobs();

    expect(world.crm.accounts).toHaveLength(1);
    expect((await world.leads.ofId('lead-1'))?.references).toMatchObject({ crmAccountId: 'ACC-1' });
  });

  it('marks the lead failed, with the step that failed, when the job gives up', async () => {
    const { world } = await aRequestedAccount({ withCustomerRegistration: true });
    for (let attempt = 1; attempt <= JOB_RETRY.maxAttempts; attempt += 1) {
      world.crm.faults.failNext('createAccount');
      await world.workOffDueJobs();
      world.clock.set(new Date(world.clock.now().getTime() + JOB_RETRY.maxDelayMs));
    }

    expect(world.jobs.jobs[0]?.status).toBe('given-up');
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'failed',
      failure: { step: 'crm-account', code: 'PARTNER_UNAVAILABLE' },
    });
    expect(world.registration.received).toEqual([]);
  });
});
