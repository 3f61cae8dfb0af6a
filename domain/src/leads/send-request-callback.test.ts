import { aCallbackRequest } from './testing/enquiry-builder';
import { aLeadsWorld } from './testing/leads-world';

const origin = { orgId: 'fleet-co', region: 'AU' as const };

describe('SendRequestCallback', () => {
  it('stores the request and hands it to the dialler, the number as typed in its one normal form', async () => {
    const world = aLeadsWorld();
    const result = await world.sendRequestCallback.execute({ ...origin, callback: aCallbackRequest() });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1', diallerLeadId: 'DL-1' } });
    expect(world.dialler.received[0]).toMatchObject({
      phone: '+6421234567',
      message: 'After 3pm is best.',
    });
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      kind: 'callback',
      status: 'sent',
      callback: { contactNumber: '+6421234567' },
    });
    expect(world.unitOfWork.audit).toEqual([
      expect.objectContaining({
        actor: 'visitor',
        action: 'lead.received',
        details: { kind: 'callback', orgId: 'fleet-co' },
      }),
    ]);
  });

  it('answers the dialog messages and stores nothing', async () => {
    const world = aLeadsWorld();
    const result = await world.sendRequestCallback.execute({
      ...origin,
      callback: aCallbackRequest({ firstName: ' ', contactNumber: 'call me', message: 'x'.repeat(251) }),
    });
    expect(!result.ok && result.error.details?.fields).toEqual({
      firstName: ['Field is required'],
      contactNumber: ['Field needs to be a telephone number'],
      message: ['Field value must have at most 250 characters.'],
    });
    expect(world.leads.stored.size).toBe(0);
  });

  it('keeps the request as failed when the dialler is down', async () => {
    const world = aLeadsWorld();
    world.dialler.faults.failNext('submitLead');
    const result = await world.sendRequestCallback.execute({ ...origin, callback: aCallbackRequest() });
    expect(!result.ok && result.error.code).toBe('PARTNER_UNAVAILABLE');
    expect((await world.leads.ofId('lead-1'))?.status).toBe('failed');
  });
});
