import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import { aVehicle } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import { anEnquiry } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { customerDependenciesOf } from './testing/customer-test-support';
import { aFleetCoProfile, anonymous, aTestServer } from './testing/test-server';
import {
  addApplication,
  saveApplication,
} from '@lease-portal/domain/src/lease-application/testing/stored-applications';

const GET_APPLICATION = `query { getVehicleApplication { user { id firstName } vehicleApplication {
  applicationId applicationType calculator { shortlists { catalogVehicleId duration } yearsTrading } scoreboard { status } } } }`;
const GET_ACCOUNT = 'query { getSalesforceAccountByUser { AccountSource Credit_Total_Value__c } }';
const GET_OPPORTUNITY = 'query { getSalesforceOpportunityByUser { LeadSource StageName } }';
const UPDATE_STAGE = `mutation ($applicationId: ID!, $stageName: String!) {
  updateQuoteStageName(applicationId: $applicationId, stageName: $stageName) { status message } }`;
const UPDATE_SHORTLISTS = `mutation ($applicationId: ID, $userId: ID!, $shortlists: JSON!) {
  updateShortlists(applicationId: $applicationId, userId: $userId, shortlists: $shortlists) {
    success message results { userProfile { id } vehicleApplication { calculator { shortlists { catalogVehicleId duration distance } } } } } }`;
const SET_PROPERTY = `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: $applicationId, params: $params) { status message } }`;

const HILUX = 'AU-TOYOTA-HILUX-2026';
const RANGER = 'AU-FORD-RANGER-2026';

const aCrmAccount = (reference: string, email: string, accountSource = 'Calculator') => ({
  reference,
  orgId: 'fleet-co',
  region: 'AU' as const,
  name: 'Lygon Street Espresso',
  businessNumber: '51824753556',
  accountSource: accountSource as 'Calculator',
  contact: { firstName: 'Sam', lastName: 'Driver', email, phone: '0491570156' },
});

async function aDashboardApi() {
  const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const customer = aCustomerWorld(accounts, [
    aVehicle({ catalogVehicleId: HILUX, duration: 36 }),
    aVehicle({ catalogVehicleId: HILUX, duration: 48 }),
    aVehicle({ catalogVehicleId: RANGER, duration: 60 }),
  ]);
  const sam = await accounts.aCustomer({ id: 'sam', orgId: 'fleet-co', email: 'sam@fleetco.example' });
  const kim = await accounts.aCustomer({ id: 'kim', orgId: 'fleet-co', email: 'kim@fleetco.example' });
  // Sam's registration made these CRM records and kept their ids on Sam's application.
  const leadId = 'lead-1';
  const account = await customer.crm.createAccount(aCrmAccount(leadId, 'sam@fleetco.example'));
  const opportunity = await customer.crm.createOpportunity({
    reference: leadId,
    accountId: account,
    name: 'Lygon Street Espresso – Calculator',
    leadSource: 'Calculator',
    stageName: 'Needs Analysis',
    closeDate: '2026-08-02',
    shortlists: anEnquiry().shortlists,
  });
  await addApplication(
    customer.unitOfWork,
    {
      ...anApplication().ofType('calculator').ownedBy('sam').build(),
      applicationId: 'app-sam',
      orgId: 'fleet-co',
      calculator: {
        shortlists: [],
        yearsTrading: '2 - 5 years',
        crm: { accountId: account, opportunityId: opportunity },
      },
    },
    { actor: 'system', action: 'test.setup', at: '2026-05-01T00:00:00.000Z' },
  );
  const { server } = aTestServer({
    accounts: accountsDependenciesOf(accounts),
    customer: customerDependenciesOf(customer),
  });
  const call = async (query: string, variables: Record<string, unknown>, contextValue: GraphqlContext) => {
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape in each test
      data: data as Record<string, any> | null | undefined,
      code: errors?.[0]?.extensions?.code,
      errors,
    };
  };
  return { accounts, customer, sam: signedInAs(sam), kim: signedInAs(kim), call };
}

describe('getVehicleApplication', () => {
  it("answers the viewer and their newest application, never anyone else's", async () => {
    const { call, sam, kim } = await aDashboardApi();
    expect((await call(GET_APPLICATION, {}, sam)).data!.getVehicleApplication).toEqual({
      user: { id: 'sam', firstName: 'Sam' },
      vehicleApplication: {
        applicationId: 'app-sam',
        applicationType: 'calculator',
        calculator: { shortlists: [], yearsTrading: '2 - 5 years' },
        scoreboard: { status: null },
      },
    });
    expect((await call(GET_APPLICATION, {}, kim)).data!.getVehicleApplication).toEqual({
      user: { id: 'kim', firstName: 'Sam' },
      vehicleApplication: null,
    });
  });

  it('needs a signed-in viewer', async () => {
    const { call } = await aDashboardApi();
    expect((await call(GET_APPLICATION, {}, anonymous)).code).toBe('UNAUTHENTICATED');
  });
});

describe('getSalesforceAccountByUser and getSalesforceOpportunityByUser', () => {
  it("answer the viewer's CRM records, and null for someone without any", async () => {
    const { call, sam, kim } = await aDashboardApi();
    expect((await call(GET_ACCOUNT, {}, sam)).data!.getSalesforceAccountByUser).toEqual({
      AccountSource: 'Calculator',
      Credit_Total_Value__c: null,
    });
    expect((await call(GET_OPPORTUNITY, {}, sam)).data!.getSalesforceOpportunityByUser).toEqual({
      LeadSource: 'Calculator',
      StageName: 'Needs Analysis',
    });
    expect((await call(GET_ACCOUNT, {}, kim)).data!.getSalesforceAccountByUser).toBeNull();
    expect((await call(GET_OPPORTUNITY, {}, kim)).data!.getSalesforceOpportunityByUser).toBeNull();
    expect((await call(GET_ACCOUNT, {}, anonymous)).code).toBe('UNAUTHENTICATED');
  });
});

describe('updateQuoteStageName', () => {
  it("writes the change down with the job that moves the owner's opportunity at the CRM", async () => {
    const { call, sam, customer } = await aDashboardApi();
    const answer = await call(UPDATE_STAGE, { applicationId: 'app-sam', stageName: 'Deal Mobilising' }, sam);
    expect(answer.data!.updateQuoteStageName).toEqual({ status: '200', message: null });
    expect(customer.crm.opportunities[0]!.stageName).toBe('Needs Analysis');
    await customer.workOffCrmJobs();
    expect(customer.crm.opportunities[0]!.stageName).toBe('Deal Mobilising');
    expect(await customer.audit.ofApplication('app-sam')).toContainEqual(
      expect.objectContaining({ action: 'quote.stage.changed', actor: 'customer:sam' }),
    );
  });

  it('moves only the opportunity kept on the application, not a newer one someone made under the same address', async () => {
    const { call, sam, customer } = await aDashboardApi();
    // An anonymous call enquiry typed Sam's address: the CRM now has a newer account and opportunity.
    const intruders = await customer.crm.createAccount(aCrmAccount('lead-2', 'sam@fleetco.example'));
    await customer.crm.createOpportunity({
      reference: 'lead-2',
      accountId: intruders,
      name: 'Lygon Street Espresso – Calculator Call',
      leadSource: 'Calculator Call',
      stageName: 'Needs Analysis',
      closeDate: '2026-08-02',
      shortlists: [],
    });

    await call(UPDATE_STAGE, { applicationId: 'app-sam', stageName: 'Deal Mobilising' }, sam);
    await customer.workOffCrmJobs();

    expect(customer.crm.opportunities.map(({ stageName }) => stageName)).toEqual([
      'Deal Mobilising',
      'Needs Analysis',
    ]);
    expect((await call(GET_OPPORTUNITY, {}, sam)).data!.getSalesforceOpportunityByUser).toEqual({
      LeadSource: 'Calculator',
      StageName: 'Deal Mobilising',
    });
  });

  it('refuses strangers, anonymous callers and stages the portal does not set', async () => {
    const { call, sam, kim, customer } = await aDashboardApi();
    const variables = { applicationId: 'app-sam', stageName: 'Deal Mobilising' };
    expect((await call(UPDATE_STAGE, variables, kim)).code).toBe('FORBIDDEN');
    expect((await call(UPDATE_STAGE, variables, anonymous)).code).toBe('UNAUTHENTICATED');
    const bad = await call(UPDATE_STAGE, { ...variables, stageName: 'Closed Won' }, sam);
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(customer.crmJobs.jobs).toEqual([]);
  });
});

describe('updateShortlists', () => {
  const shortlists = [
    { catalogVehicleId: HILUX, duration: 48, distance: 20000 },
    { catalogVehicleId: RANGER, duration: 60 },
  ];

  it('stores the shortlist in the calculator details, audited', async () => {
    const { call, sam, customer } = await aDashboardApi();
    const answer = await call(
      UPDATE_SHORTLISTS,
      { applicationId: 'app-sam', userId: 'sam', shortlists },
      sam,
    );
    expect(answer.data!.updateShortlists).toEqual({
      success: true,
      message: null,
      results: {
        userProfile: { id: 'sam' },
        vehicleApplication: {
          calculator: {
            shortlists: [
              { catalogVehicleId: HILUX, duration: 48, distance: 20000 },
              { catalogVehicleId: RANGER, duration: 60, distance: 15000 },
            ],
          },
        },
      },
    });
    expect((await customer.applications.ofId('app-sam'))!.version).toBe(2);
    expect(await customer.audit.ofApplication('app-sam')).toContainEqual(
      expect.objectContaining({ action: 'calculator.shortlists.changed' }),
    );
  });

  it('refuses another user id, a stranger and anonymous callers', async () => {
    const { call, sam, kim } = await aDashboardApi();
    expect(
      (await call(UPDATE_SHORTLISTS, { applicationId: 'app-sam', userId: 'kim', shortlists }, sam)).code,
    ).toBe('FORBIDDEN');
    expect(
      (await call(UPDATE_SHORTLISTS, { applicationId: 'app-sam', userId: 'kim', shortlists }, kim)).code,
    ).toBe('FORBIDDEN');
    expect((await call(UPDATE_SHORTLISTS, { userId: 'sam', shortlists }, anonymous)).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it.each([
    [
      'four vehicles',
      [...shortlists, { catalogVehicleId: 'A', duration: 36 }, { catalogVehicleId: 'B', duration: 36 }],
    ],
    ['an unknown vehicle', [{ catalogVehicleId: 'NO-SUCH-CAR', duration: 36 }]],
    ['a term the vehicle is not offered on', [{ catalogVehicleId: RANGER, duration: 36 }]],
    ['a term we do not offer', [{ catalogVehicleId: HILUX, duration: 24 }]],
    ['something that is not a list', { catalogVehicleId: HILUX }],
  ])('answers BAD_USER_INPUT for %s and changes nothing', async (_what, bad) => {
    const { call, sam, customer } = await aDashboardApi();
    const answer = await call(
      UPDATE_SHORTLISTS,
      { applicationId: 'app-sam', userId: 'sam', shortlists: bad },
      sam,
    );
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect((await customer.applications.ofId('app-sam'))!.version).toBe(1);
  });

  it('answers CONCURRENT_UPDATE to the second of two saves at once, never overwriting silently', async () => {
    const { call, sam } = await aDashboardApi();
    const answers = await Promise.all([
      call(UPDATE_SHORTLISTS, { applicationId: 'app-sam', userId: 'sam', shortlists: [shortlists[0]] }, sam),
      call(UPDATE_SHORTLISTS, { applicationId: 'app-sam', userId: 'sam', shortlists: [shortlists[1]] }, sam),
    ]);
    expect(answers.map((answer) => answer.code ?? 'ok').sort()).toEqual(['CONCURRENT_UPDATE', 'ok']);
  });
});

describe('createOrUpdateProperty (the allow-list of decision 1220)', () => {
  const startCredit = {
    applicationId: 'app-sam',
    params: { propertyFirst: 'status', value: 'viewShortlist' },
  };

  it('moves the status to the next step of the transition table, audited as the customer', async () => {
    const { call, sam, customer } = await aDashboardApi();
    expect((await call(SET_PROPERTY, startCredit, sam)).data!.createOrUpdateProperty).toEqual({
      status: '200',
      message: null,
    });
    expect((await customer.applications.ofId('app-sam'))!.value.journey.status).toBe('viewShortlist');
    expect(await customer.audit.ofApplication('app-sam')).toContainEqual(
      expect.objectContaining({
        actor: 'customer:sam',
        action: 'application.status.changed',
        details: { track: 'calculator', from: null, to: 'viewShortlist', reason: 'createOrUpdateProperty' },
      }),
    );
  });

  it('refuses strangers and anonymous callers', async () => {
    const { call, kim } = await aDashboardApi();
    expect((await call(SET_PROPERTY, startCredit, kim)).code).toBe('FORBIDDEN');
    expect((await call(SET_PROPERTY, startCredit, anonymous)).code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a skipped step', { propertyFirst: 'status', value: 'finished' }, 'NOT_ALLOWED'],
    [
      'a status outside the calculator order',
      { propertyFirst: 'status', value: 'orderVerification' },
      'NOT_ALLOWED',
    ],
    [
      'the credit decision, which the browser does not write',
      { propertyFirst: 'statusCreditCheck', value: 'approved' },
      'BAD_USER_INPUT',
    ],
    [
      'an unknown path',
      { propertyFirst: 'scoreboard', propertySecond: 'anything', value: '1' },
      'BAD_USER_INPUT',
    ],
    [
      'business details before their step',
      { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', value: '1200' },
      'NOT_ALLOWED',
    ],
    [
      'the finance section before its step',
      {
        propertyFirst: 'businessDetails',
        propertySecond: 'financeDetails',
        financeDetails: { completed: 'yes' },
      },
      'NOT_ALLOWED',
    ],
    [
      'the identity section, which waits for its use case',
      { propertyFirst: 'idScanResult', idScanResult: { firstName: 'Sam' } },
      'BAD_USER_INPUT',
    ],
    [
      'a status that is not text',
      { propertyFirst: 'status', value: { to: 'viewShortlist' } },
      'BAD_USER_INPUT',
    ],
  ])('refuses %s and stores nothing', async (_what, params, code) => {
    const { call, sam, customer } = await aDashboardApi();
    expect((await call(SET_PROPERTY, { applicationId: 'app-sam', params }, sam)).code).toBe(code);
    expect((await customer.applications.ofId('app-sam'))!.version).toBe(1);
    expect(await customer.audit.ofApplication('app-sam')).toEqual([
      expect.objectContaining({ action: 'test.setup' }),
    ]);
  });

  it("refuses the secondary applicant the primary's status and stores nothing", async () => {
    const { call, sam, kim, customer } = await aDashboardApi();
    const seeded = (await customer.applications.ofId('app-sam'))!;
    await saveApplication(
      customer.unitOfWork,
      { ...seeded.value, journey: { secondaryApplicant: { userId: 'kim' } } },
      seeded.version,
      { actor: 'system', action: 'test.setup', at: '2026-05-01T00:00:00.000Z' },
    );
    expect((await call(SET_PROPERTY, startCredit, kim)).code).toBe('FORBIDDEN');
    expect((await customer.applications.ofId('app-sam'))!.version).toBe(2);
    expect((await call(SET_PROPERTY, startCredit, sam)).code).toBeUndefined();
  });

  it('writes a business detail with its field message on a bad value', async () => {
    const { call, sam, customer } = await aDashboardApi();
    await call(SET_PROPERTY, startCredit, sam);
    const toBusinessDetails = { propertyFirst: 'status', value: 'businessDetails' };
    await call(SET_PROPERTY, { applicationId: 'app-sam', params: toBusinessDetails }, sam);
    const revenue = (value: string) => ({
      applicationId: 'app-sam',
      params: { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', value },
    });
    const refused = await call(SET_PROPERTY, revenue('lots'), sam);
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({ value: ['Field needs to be float'] });
    expect((await call(SET_PROPERTY, revenue('1200000'), sam)).code).toBeUndefined();
    const stored = (await customer.applications.ofId('app-sam'))!;
    expect(stored.value.journey.businessDetails?.annualRevenue).toBe('1200000');
    expect(stored.version).toBe(4);
  });

  it('loses no write of two officers at once: each is stored or answered CONCURRENT_UPDATE', async () => {
    const { call, sam, kim, customer } = await aDashboardApi();
    const seeded = (await customer.applications.ofId('app-sam'))!;
    await saveApplication(
      customer.unitOfWork,
      { ...seeded.value, journey: { secondaryApplicant: { userId: 'kim' } } },
      seeded.version,
      { actor: 'system', action: 'test.setup', at: '2026-05-01T00:00:00.000Z' },
    );
    const answers = await Promise.all([
      call(SET_PROPERTY, startCredit, sam),
      call(
        SET_PROPERTY,
        { applicationId: 'app-sam', params: { propertyFirst: 'statusSecondary', value: 'approvals' } },
        kim,
      ),
    ]);
    const [samAnswer, kimAnswer] = answers.map((answer) => answer.code ?? 'ok');
    expect([samAnswer, kimAnswer]).toContain('ok');
    expect([samAnswer, kimAnswer].every((code) => code === 'ok' || code === 'CONCURRENT_UPDATE')).toBe(true);
    const { value, version } = (await customer.applications.ofId('app-sam'))!;
    expect(value.journey.status).toBe(samAnswer === 'ok' ? 'viewShortlist' : undefined);
    expect(value.journey.statusSecondary).toBe(kimAnswer === 'ok' ? 'approvals' : undefined);
    expect(version).toBe(2 + answers.filter((answer) => !answer.code).length);
  });
});
