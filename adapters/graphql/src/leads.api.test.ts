import { DomainError, type Enquiry, type Region } from '@lease-portal/domain';
import { anEnquiry, aCallbackRequest } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import { aLeadsWorld, type LeadsWorld } from '@lease-portal/domain/src/leads/testing/leads-world';
import type { GraphqlContext } from './context';
import {
  aFakeBusinessRegistry,
  leadsDependenciesOf,
  type FakeBusinessRegistry,
} from './testing/leads-test-support';
import { anonymous, aTestServer } from './testing/test-server';

const AU_VISITOR: GraphqlContext = anonymous; // lease.fleetco.com.au: Fleet Co, AU
const NZ_VISITOR: GraphqlContext = { host: 'calculator.example.nz' }; // no profile: the default, NZ

const DIALLER = `mutation ($e: EnquiryInput!) { saveCalculatorLeadDialler(calcLeadDialler: $e) { leadId success } }`;
const ONLINE = `mutation ($e: EnquiryInput!) {
  saveCalculatorOnlineAccount(calcLeadOpp: $e) { status message results { leadId vehicleApplicationId opportunityId } }
}`;
const CALLBACK = `mutation ($p: RequestCallbackInput!) { sendRequestCallback(payload: $p) { status message } }`;
const BUSINESS = `query ($param: String!, $region: Region!) {
  getBusinessInfo(param: $param, region: $region) { rows { name abn postCode stateCode entityType } }
}`;
const EVENT = `mutation ($event: AnalyticsEventInput!) { recordAnalyticsEvent(event: $event) }`;

// The operations' answers, read field by field in the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

function anApi(world: LeadsWorld = aLeadsWorld(), registry: FakeBusinessRegistry = aFakeBusinessRegistry()) {
  const { server, log } = aTestServer({ leads: leadsDependenciesOf(world, registry) });
  async function call(query: string, variables: Record<string, unknown>, context = AU_VISITOR) {
    const response = await server.executeOperation({ query, variables }, { contextValue: context });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return { status: response.http.status, data: data as Answer | null | undefined, errors: errors ?? [] };
  }
  return { world, registry, log, call };
}

/** The enquiry as the web app sends it (calculator §3: the customer is name, abn and location). */
function onTheWire(enquiry: Enquiry): Wire {
  const { entityType: _notSent, ...customer } = enquiry.customer;
  return JSON.parse(JSON.stringify({ ...enquiry, customer })) as Wire;
}

interface Wire {
  contact: Record<string, unknown>;
  customer: Record<string, unknown>;
  shortlists: unknown[];
  [field: string]: unknown;
}

describe('saveCalculatorLeadDialler', () => {
  it('stores the lead and answers our lead id; its queued delivery then tells the dialler and the CRM', async () => {
    const { world, call } = anApi();
    const { data, errors } = await call(DIALLER, { e: onTheWire(anEnquiry('AU')) });

    expect(errors).toEqual([]);
    expect(data?.saveCalculatorLeadDialler).toEqual({ leadId: 'lead-1', success: true });
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      kind: 'dialler',
      orgId: 'fleet-co',
      region: 'AU',
      status: 'pending',
    });
    await world.workOffDueJobs();
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'sent',
      references: { diallerLeadId: 'DL-1', crmAccountId: 'ACC-1', opportunityId: 'OPP-1' },
    });
    expect(world.dialler.received).toEqual([
      expect.objectContaining({ reference: 'lead-1', orgId: 'fleet-co' }),
    ]);
    expect(world.crm.accounts).toEqual([
      expect.objectContaining({ accountSource: 'Calculator', name: 'Lygon Street Espresso' }),
    ]);
  });

  // Each field of the form with a value that breaks it, and the form's own message (calculator §5).
  it.each([
    ['AU', 'firstName', (e) => (e.contact.firstName = 'A'), 'Field value must have at least 2 characters.'],
    [
      'AU',
      'lastName',
      (e) => (e.contact.lastName = 'x'.repeat(41)),
      'Field value must have at most 40 characters.',
    ],
    ['AU', 'phone', (e) => (e.contact.phone = '021234567'), 'Field value length must equal to 10'],
    ['AU', 'phone', (e) => (e.contact.phone = 'call me'), 'Field needs to be a telephone number'],
    ['AU', 'email', (e) => (e.contact.email = 'alex.example'), 'Field needs to be an email address'],
    ['AU', 'postCode', (e) => (e.contact.postCode = '30531'), 'Field value length must equal to 4'],
    ['AU', 'postCode', (e) => delete e.contact.postCode, 'Field is required'],
    [
      'AU',
      'fleetSize',
      (e) => (e.fleetSize = 12345),
      'Field is invalid. A maximum of 4 numbers is permitted',
    ],
    ['AU', 'fleetSize', (e) => delete e.fleetSize, 'Field is required'],
    ['AU', 'yearsTrading', (e) => (e.yearsTrading = ''), 'Field is required'],
    [
      'AU',
      'description',
      (e) => (e.description = 'x'.repeat(251)),
      'Field value must have at most 250 characters.',
    ],
    ['AU', 'customerName', (e) => (e.customer.name = ''), 'Field is required'],
    ['AU', 'customerAbn', (e) => (e.customer.abn = ' '), 'Field is required'],
    ['NZ', 'firstName', (e) => (e.contact.firstName = ''), 'Field is required'],
    ['NZ', 'phone', (e) => (e.contact.phone = '02123456'), 'Field value must have at least 9 characters.'],
    [
      'NZ',
      'phone',
      (e) => (e.contact.phone = '0212345678901'),
      'Field value must have at most 12 characters.',
    ],
    [
      'NZ',
      'email',
      (e) => (e.contact.email = 'x'.repeat(50) + '@a.example'),
      'Field value must have at most 55 characters.',
    ],
    ['NZ', 'location', (e) => delete e.contact.location, 'Field is required'],
    ['NZ', 'fleetSize', (e) => delete e.fleetSize, 'Field is required'],
    ['NZ', 'yearsTrading', (e) => delete e.yearsTrading, 'Field is required'],
    [
      'NZ',
      'description',
      (e) => (e.description = 'x'.repeat(251)),
      'Field value must have at most 250 characters.',
    ],
  ] as [Region, string, (enquiry: Wire) => unknown, string][])(
    '%s: a bad %s gets the form message and nothing is stored',
    async (region, field, breakIt, message) => {
      const { world, call } = anApi();
      const enquiry = onTheWire(anEnquiry(region));
      breakIt(enquiry);

      const { errors } = await call(DIALLER, { e: enquiry }, region === 'AU' ? AU_VISITOR : NZ_VISITOR);

      expect(errors).toHaveLength(1);
      expect(errors[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
      expect(errors[0]?.message).toBe(message);
      expect(world.leads.stored.size).toBe(0);
      expect(world.dialler.received).toEqual([]);
    },
  );

  it('answers success while the dialler is down: the lead waits, pending, for its delivery to be retried', async () => {
    const { world, call } = anApi();
    world.dialler.faults.failNext('submitLead');

    const { data, errors } = await call(DIALLER, { e: onTheWire(anEnquiry('AU')) });
    await world.workOffDueJobs();

    expect(errors).toEqual([]);
    expect(data?.saveCalculatorLeadDialler).toEqual({ leadId: 'lead-1', success: true });
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'pending',
      failure: { step: 'dialler', code: 'PARTNER_UNAVAILABLE' },
    });
    expect(world.crm.accounts).toEqual([]);
  });

  it('refuses oversized input at the boundary, before anything is stored', async () => {
    const { world, call } = anApi();
    const enquiry = onTheWire(anEnquiry('AU'));
    enquiry.contact.firstName = 'x'.repeat(201);
    enquiry.description = 'y'.repeat(1001);
    enquiry.shortlists = Array.from({ length: 4 }, () => enquiry.shortlists[0]);

    const { errors } = await call(DIALLER, { e: enquiry });

    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(errors[0]?.extensions?.fields as object).sort()).toEqual([
      'contact.firstName',
      'description',
      'shortlists',
    ]);
    expect(world.leads.stored.size).toBe(0);
  });
});

describe('saveCalculatorOnlineAccount', () => {
  it('answers success with the lead only; the queued delivery then opens the CRM account and opportunity', async () => {
    const { world, call } = anApi();
    const { data } = await call(ONLINE, { e: onTheWire(anEnquiry('AU', { enquireType: 'register' })) });

    expect(data?.saveCalculatorOnlineAccount).toEqual({
      status: 'success',
      message: null,
      results: { leadId: 'lead-1', vehicleApplicationId: null, opportunityId: null },
    });
    expect((await world.leads.ofId('lead-1'))?.region).toBe('AU');
    await world.workOffDueJobs();
    expect(world.crm.opportunities).toEqual([
      expect.objectContaining({ leadSource: 'Calculator', stageName: 'Needs Analysis' }),
    ]);
  });

  it('refuses an online account on a host that is no organisation’s portal, writing nothing anywhere', async () => {
    const { world, call } = anApi();
    const { errors } = await call(
      ONLINE,
      { e: onTheWire(anEnquiry('NZ', { enquireType: 'register' })) },
      NZ_VISITOR,
    );

    expect(errors?.[0]?.extensions?.code).toBe('NOT_ALLOWED');
    expect(world.crm.accounts).toEqual([]);
    expect(await world.leads.ofId('lead-1')).toBeUndefined();
  });

  it('answers success while the CRM is down: the lead waits, pending, for its delivery to be retried', async () => {
    const { world, call } = anApi();
    world.crm.faults.failNext('createAccount');

    const { data } = await call(ONLINE, { e: onTheWire(anEnquiry('AU', { enquireType: 'register' })) });
    await world.workOffDueJobs();

    expect(data?.saveCalculatorOnlineAccount).toMatchObject({
      status: 'success',
      results: { leadId: 'lead-1' },
    });
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'pending',
      failure: { step: 'crm-account', code: 'PARTNER_UNAVAILABLE' },
    });
    expect(world.jobs.jobs[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('sendRequestCallback', () => {
  it('stores the request and answers at once; its queued delivery hands it to the dialler', async () => {
    const { world, call } = anApi();
    const { data } = await call(CALLBACK, { p: aCallbackRequest() });
    expect(data?.sendRequestCallback).toEqual({ status: 'success', message: null });
    expect((await world.leads.ofId('lead-1'))?.kind).toBe('callback');
    await world.workOffDueJobs();
    expect(world.dialler.received).toEqual([
      expect.objectContaining({ firstName: 'Sam', orgId: 'fleet-co' }),
    ]);
  });

  it('gets the dialog messages for bad input and stores nothing', async () => {
    const { world, call } = anApi();
    const { errors } = await call(CALLBACK, { p: aCallbackRequest({ email: 'nope', lastName: '' }) });
    expect(errors[0]?.extensions?.fields).toEqual({
      lastName: ['Field is required'],
      email: ['Field needs to be an email address'],
    });
    expect(world.leads.stored.size).toBe(0);
  });

  it('answers success whatever the dialler then does with it: a refusal fails the lead, for support to see', async () => {
    const { world, call } = anApi();
    world.dialler.submitLead = () =>
      Promise.reject(
        new DomainError('PARTNER_REJECTED', 'The lead dialler refused the request (HTTP 422).', {
          class: 'rejected',
          status: 422,
        }),
      );
    const { data, errors } = await call(CALLBACK, { p: aCallbackRequest() });
    await world.workOffDueJobs();
    expect(errors).toEqual([]);
    expect(data?.sendRequestCallback.status).toBe('success');
    expect(await world.leads.ofId('lead-1')).toMatchObject({
      status: 'failed',
      failure: { code: 'PARTNER_REJECTED' },
    });
  });
});

describe('getBusinessInfo', () => {
  it('answers at most 6 businesses', async () => {
    const { call } = anApi();
    const { data } = await call(BUSINESS, { param: 'harbour', region: 'AU' });
    expect(data?.getBusinessInfo.rows).toHaveLength(6);
    expect(data?.getBusinessInfo.rows[0]).toEqual({
      name: 'Harbour Freight 1',
      abn: '51824753550',
      postCode: '2000',
      stateCode: 'NSW',
      entityType: 'PRV',
    });
  });

  it('asks the registry nothing under 2 characters', async () => {
    const { registry, call } = anApi();
    const { data } = await call(BUSINESS, { param: 'h', region: 'NZ' });
    expect(data?.getBusinessInfo.rows).toEqual([]);
    expect(registry.searches).toEqual([]);
  });

  it('answers an empty list when the registry fails, and logs the failure', async () => {
    const { registry, log, call } = anApi();
    registry.failNextSearch();
    const { data, errors } = await call(BUSINESS, { param: 'harbour', region: 'NZ' });
    expect(errors).toEqual([]);
    expect(data?.getBusinessInfo.rows).toEqual([]);
    expect(log.entries.map((entry) => entry.message)).toEqual(['business search failed']);
  });

  it('refuses an oversized lookup', async () => {
    const { registry, call } = anApi();
    const { errors } = await call(BUSINESS, { param: 'h'.repeat(201), region: 'AU' });
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(registry.searches).toEqual([]);
  });
});

describe('recordAnalyticsEvent', () => {
  it("records an anonymous visitor's event for the host's organisation", async () => {
    const { world, call } = anApi();
    const { data } = await call(
      EVENT,
      { event: { name: 'noResults', details: { vehicleBodytype: ['VAN'] } } },
      NZ_VISITOR,
    );
    expect(data?.recordAnalyticsEvent).toBe(true);
    expect(world.analytics.events).toEqual([
      expect.objectContaining({
        name: 'noResults',
        orgId: 'default',
        region: 'NZ',
        details: { vehicleBodytype: ['VAN'] },
      }),
    ]);
  });

  it('refuses an unknown event before any resolver runs, and oversized details', async () => {
    const { world, call } = anApi();
    expect((await call(EVENT, { event: { name: 'click' } })).status).toBe(400);
    const { errors } = await call(EVENT, { event: { name: 'search', details: { pair: 'x'.repeat(4001) } } });
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(world.analytics.events).toEqual([]);
  });
});
