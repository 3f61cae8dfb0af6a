import { anEnquiry } from './testing/enquiry-builder';
import { aLeadsWorld } from './testing/leads-world';

const NZ = { orgId: 'kiwi', region: 'NZ' as const };
const registerEnquiry = () => anEnquiry('NZ', { enquireType: 'register' });

describe('SubmitOnlineAccountRequest', () => {
  it('stores the pending lead with the one job that delivers it, and answers before any partner is asked', async () => {
    const world = aLeadsWorld({ withCustomerRegistration: true });
    const result = await world.submitOnlineAccountRequest.execute({
      ...NZ,
      enquiry: registerEnquiry(),
      host: 'nz.localhost',
    });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1' } });
    expect(await world.leads.ofId('lead-1')).toMatchObject({ kind: 'online-account', status: 'pending' });
    expect(world.jobs.jobs).toEqual([
      expect.objectContaining({
        kind: 'online-account.deliver',
        key: 'online-account:lead-1',
        payload: { leadId: 'lead-1', host: 'nz.localhost' },
        status: 'pending',
      }),
    ]);
    expect(world.crm.accounts).toEqual([]);
    expect(world.registration.received).toEqual([]);
    expect(world.unitOfWork.audit).toEqual([
      expect.objectContaining({ actor: 'visitor', action: 'lead.received', subject: 'lead:lead-1' }),
    ]);
  });

  it('refuses an online account on an address that is no organisation’s portal, storing nothing', async () => {
    const world = aLeadsWorld({ withCustomerRegistration: true });
    const result = await world.submitOnlineAccountRequest.execute({
      ...NZ,
      orgId: 'default',
      enquiry: registerEnquiry(),
    });

    expect(!result.ok && result.error.code).toBe('NOT_ALLOWED');
    expect(await world.leads.ofId('lead-1')).toBeUndefined();
    expect(world.jobs.jobs).toEqual([]);
  });

  it('stores the phone number as typed in its one normal form', async () => {
    const world = aLeadsWorld();
    const enquiry = registerEnquiry();
    enquiry.contact.phone = '+64 21 550 1234';
    await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry });
    const lead = await world.leads.ofId('lead-1');
    expect(lead?.kind !== 'callback' && lead?.enquiry.contact.phone).toBe('+64215501234');
  });

  it('stores nothing for bad input', async () => {
    const world = aLeadsWorld();
    const enquiry = registerEnquiry();
    enquiry.contact.email = 'not-an-address';
    const result = await world.submitOnlineAccountRequest.execute({ ...NZ, enquiry });
    expect(!result.ok && result.error.message).toBe('Field needs to be an email address');
    expect(world.leads.stored.size).toBe(0);
    expect(world.jobs.jobs).toEqual([]);
  });
});
