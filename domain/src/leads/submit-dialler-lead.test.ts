import { anEnquiry } from './testing/enquiry-builder';
import { aLeadsWorld } from './testing/leads-world';

const AU = { orgId: 'fleet-co', region: 'AU' as const };

describe('SubmitDiallerLead', () => {
  it('stores the lead, hands it to the dialler and opens a Calculator account with a call opportunity', async () => {
    const world = aLeadsWorld();
    const result = await world.submitDiallerLead.execute({ ...AU, enquiry: anEnquiry('AU') });

    expect(result).toEqual({ ok: true, value: { leadId: 'lead-1', diallerLeadId: 'DL-1' } });
    expect(world.dialler.received).toEqual([
      expect.objectContaining({ reference: 'lead-1', phone: '0491570156', vehicles: ['TOY-HILUX-2026'] }),
    ]);
    expect(world.crm.accounts[0]).toMatchObject({ reference: 'lead-1', accountSource: 'Calculator' });
    expect(world.crm.opportunities[0]).toMatchObject({
      leadSource: 'Calculator Call',
      stageName: 'Needs Analysis',
    });
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      kind: 'dialler',
      status: 'sent',
      references: { diallerLeadId: 'DL-1', crmAccountId: 'ACC-1', opportunityId: 'OPP-1' },
    });
  });

  it('answers the form messages for bad input and stores and sends nothing', async () => {
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
    expect(world.dialler.received).toEqual([]);
  });

  it('uses the NZ rules for an NZ organisation', async () => {
    const world = aLeadsWorld();
    const enquiry = anEnquiry('NZ');
    enquiry.contact.location = '';
    const result = await world.submitDiallerLead.execute({ orgId: 'kiwi', region: 'NZ', enquiry });
    expect(!result.ok && result.error.details?.fields).toEqual({ location: ['Field is required'] });
  });

  it('fails when the dialler is down, with the lead kept as failed and nothing sent to the CRM', async () => {
    const world = aLeadsWorld();
    world.dialler.faults.failNext('submitLead');

    const result = await world.submitDiallerLead.execute({ ...AU, enquiry: anEnquiry('AU') });

    expect(!result.ok && result.error.code).toBe('PARTNER_UNAVAILABLE');
    expect(world.crm.accounts).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'failed',
      references: {},
      failure: { step: 'dialler', code: 'PARTNER_UNAVAILABLE' },
    });
  });

  it('still answers success when only the CRM copy failed, and leaves the lead partly sent', async () => {
    const world = aLeadsWorld();
    world.crm.faults.failNext('createOpportunity');

    const result = await world.submitDiallerLead.execute({ ...AU, enquiry: anEnquiry('AU') });

    expect(result.ok).toBe(true);
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'partly-sent',
      references: { diallerLeadId: 'DL-1', crmAccountId: 'ACC-1' },
      failure: { step: 'crm-opportunity' },
    });
  });
});
