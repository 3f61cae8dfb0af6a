import { aCallbackRequest } from './testing/enquiry-builder';
import { aLeadsWorld } from './testing/leads-world';

const origin = { orgId: 'fleet-co', region: 'AU' as const };

describe('SendRequestCallback', () => {
  it('stores the request with the job that hands it to the dialler, the number in its one normal form', async () => {
    const world = aLeadsWorld();
    const result = await world.sendRequestCallback.execute({ ...origin, callback: aCallbackRequest() });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1' } });
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      kind: 'callback',
      status: 'pending',
      callback: { contactNumber: '+6421234567' },
    });
    expect(world.jobs.jobs).toEqual([expect.objectContaining({ key: 'dialler-lead:lead-1' })]);
    expect(world.unitOfWork.audit).toEqual([
      expect.objectContaining({
        actor: 'visitor',
        action: 'lead.received',
        details: { kind: 'callback', orgId: 'fleet-co' },
      }),
    ]);

    await world.workOffDueJobs();
    expect(world.dialler.received).toEqual([
      expect.objectContaining({
        reference: 'lead-1',
        phone: '+6421234567',
        message: 'After 3pm is best.',
        vehicles: [],
      }),
    ]);
    expect(world.crm.accounts).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'sent',
      references: { diallerLeadId: 'DL-1' },
    });
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
    expect(world.jobs.jobs).toEqual([]);
  });

  it('answers the visitor while the dialler is down: the request waits, pending, for its job', async () => {
    const world = aLeadsWorld();
    world.dialler.faults.failNext('submitLead');
    const result = await world.sendRequestCallback.execute({ ...origin, callback: aCallbackRequest() });
    expect(result.ok).toBe(true);
    await world.workOffDueJobs();
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'pending',
      failure: { step: 'dialler', code: 'PARTNER_UNAVAILABLE' },
    });
  });
});
