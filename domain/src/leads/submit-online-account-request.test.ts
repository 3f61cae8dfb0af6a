import { anEnquiry } from './testing/enquiry-builder';
import { aLeadsWorld } from './testing/leads-world';

const NZ = { orgId: 'kiwi', region: 'NZ' as const };
const registerEnquiry = () => anEnquiry('NZ', { enquireType: 'register' });

describe('SubmitOnlineAccountRequest', () => {
  it('opens a Calculator account and a Needs Analysis opportunity, and stores the lead as sent', async () => {
    const world = aLeadsWorld();
    const result = await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry: registerEnquiry() });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1' } });
    expect(world.crm.accounts[0]).toMatchObject({ accountSource: 'Calculator', orgId: 'kiwi', region: 'NZ' });
    expect(world.crm.opportunities[0]).toMatchObject({
      accountId: 'ACC-1',
      leadSource: 'Calculator',
      stageName: 'Needs Analysis',
      fleetSize: 4,
    });
    expect(world.dialler.received).toEqual([]);
    expect((await world.leads.ofId('lead-1'))?.status).toBe('sent');
  });

  it('registers the customer last, when the accounts context is bound, and answers the lead only', async () => {
    const world = aLeadsWorld({ withCustomerRegistration: true });
    const result = await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry: registerEnquiry() });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1' } });
    expect(world.registration.received[0]).toMatchObject({ crmAccountId: 'ACC-1', opportunityId: 'OPP-1' });
    expect((await world.leads.ofId('lead-1'))?.references).toMatchObject({ vehicleApplicationId: 'app-1' });
  });

  it('makes no CRM records for an address that is a customer already, and answers the same', async () => {
    const world = aLeadsWorld({ withCustomerRegistration: true });
    const enquiry = registerEnquiry();
    world.registration.customers.add(enquiry.contact.email.toLowerCase());

    const result = await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1' } });
    expect(world.crm.accounts).toEqual([]);
    expect(world.crm.opportunities).toEqual([]);
    expect(world.registration.received[0]).not.toHaveProperty('crmAccountId');
    expect((await world.leads.ofId('lead-1'))?.status).toBe('sent');
  });

  it('refuses an online account on an address that is no organisation’s portal, storing nothing', async () => {
    const world = aLeadsWorld({ withCustomerRegistration: true });
    const result = await world.submitOnlineAccountRequest.execute({
      ...NZ,
      orgId: 'default',
      enquiry: registerEnquiry(),
    });

    expect(!result.ok && result.error.code).toBe('NOT_ALLOWED');
    expect(world.crm.accounts).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toBeUndefined();
  });

  it('registers nobody when the CRM cannot take the opportunity, and marks the lead failed', async () => {
    const world = aLeadsWorld({ withCustomerRegistration: true });
    world.crm.faults.failNext('createOpportunity');

    const result = await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry: registerEnquiry() });

    expect(!result.ok && result.error.code).toBe('PARTNER_UNAVAILABLE');
    expect(world.registration.received).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'failed',
      references: { crmAccountId: 'ACC-1' },
      failure: { step: 'crm-opportunity' },
    });
  });

  it('stores nothing for bad input', async () => {
    const world = aLeadsWorld();
    const enquiry = registerEnquiry();
    enquiry.contact.email = 'not-an-address';
    const result = await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry });
    expect(!result.ok && result.error.message).toBe('Field needs to be an email address');
    expect(world.leads.stored.size).toBe(0);
    expect(world.crm.accounts).toEqual([]);
  });
});
