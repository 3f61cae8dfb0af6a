import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { REGISTERED } from '@lease-portal/domain/src/business/testing/in-memory-business-registry';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import { aLeaseApplication } from '@lease-portal/domain/src/lease-application/testing/lease-application.builder';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { customerDependenciesOf } from './testing/customer-test-support';
import { aFleetCoProfile, anonymous, aTestServer } from './testing/test-server';
import { addApplication } from '@lease-portal/domain/src/lease-application/testing/stored-applications';

const SET_PROPERTY = `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: $applicationId, params: $params) { status message } }`;

const INDUSTRY = { industry: 'E', subDivision: '30', subGroup: '301' };
const CONFIRM = {
  propertyFirst: 'entityDetails',
  entityObj: {
    name: 'Carlton Fleet Services Pty Ltd',
    abn: REGISTERED.company.abn,
    entityType: 'PRV',
    registerNumber: '824753556',
    postCode: '3053',
    stateCode: 'VIC',
    status: 'Active',
  },
  entityDetails: INDUSTRY,
};
const ENTITY_DETAILS = {
  propertyFirst: 'businessDetails',
  propertySecond: 'entityDetails',
  value: {
    companyLegalAddress: '120 Collins Street, Melbourne VIC 3000',
    tradingAddressSame: true,
    tradingAddress: '120 Collins Street, Melbourne VIC 3000',
    businessContactNumber: '03 9555 0123',
    businessWebsite: '',
    streetNo: '120',
    streetName: 'Collins Street',
    suburb: 'Melbourne',
    state: 'vic',
    postCode: '3000',
    country: 'Australia',
    countryCode: 'AU',
    subPremise: '',
  },
};
const FINANCE = {
  propertyFirst: 'businessDetails',
  propertySecond: 'financeDetails',
  financeDetails: {
    currentFleetSize: '3',
    numberOfEmployees: '25',
    purchaseMoreVehicles: 'yes',
    howManyVehicles: 2,
    valueOfApplication: 120000,
    maximum: false,
    fileUrls: [],
    personalGuarantee: 'yes',
    completed: 'yes',
  },
};

/** Sam is the primary applicant and Kim the secondary of a Fleet Co application at business details. */
async function anApi() {
  const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const customer = aCustomerWorld(accounts);
  const sam = await accounts.aCustomer({ id: 'sam', orgId: 'fleet-co', email: 'sam@fleetco.example' });
  const kim = await accounts.aCustomer({ id: 'kim', orgId: 'fleet-co', email: 'kim@fleetco.example' });
  const other = await accounts.aCustomer({ id: 'ola', orgId: 'other-co', email: 'ola@other.example' });
  const application = aLeaseApplication().withId('app-1').withPrimaryStatus('businessDetails').build();
  await addApplication(
    customer.unitOfWork,
    {
      ...application,
      orgId: 'fleet-co',
      orgUserId: 'sam',
      journey: {
        ...application.journey,
        primaryApplicant: { userId: 'sam', confirmed: 'yes' },
        secondaryApplicant: { userId: 'kim' },
        currentUser: { region: 'AU' },
        leaseDetails: { driveAwayPrice: 45_000 },
      },
    },
    { actor: 'system', action: 'test.setup', at: '2026-05-01T00:00:00.000Z' },
  );
  const { server } = aTestServer({
    accounts: accountsDependenciesOf(accounts),
    customer: customerDependenciesOf(customer),
  });
  const call = async (params: Record<string, unknown>, contextValue: GraphqlContext) => {
    const response = await server.executeOperation(
      { query: SET_PROPERTY, variables: { applicationId: 'app-1', params } },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return {
      answer: (data as { createOrUpdateProperty?: unknown } | null | undefined)?.createOrUpdateProperty,
      code: errors?.[0]?.extensions?.code,
      reason: errors?.[0]?.extensions?.reason,
      fields: errors?.[0]?.extensions?.fields,
    };
  };
  const stored = async () => (await customer.applications.ofId('app-1'))!;
  return { call, stored, customer, sam: signedInAs(sam), kim: signedInAs(kim), other: signedInAs(other) };
}

describe('createOrUpdateProperty: the business details sections', () => {
  it('walks the primary through confirm business, entity details, cash flow and finance to approvals', async () => {
    const { call, stored, sam } = await anApi();
    expect((await call(CONFIRM, sam)).answer).toEqual({ status: '200', message: 'OK' });
    expect((await call(ENTITY_DETAILS, sam)).answer).toEqual({ status: '200', message: null });
    const revenue = { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', value: '1250000' };
    expect((await call(revenue, sam)).answer).toEqual({ status: '200', message: null });
    expect((await call(FINANCE, sam)).answer).toEqual({ status: '200', message: null });

    const { value } = await stored();
    expect(value.journey.status).toBe('approvals');
    expect(value.journey.entityDetails).toMatchObject({ abn: REGISTERED.company.abn, ...INDUSTRY });
    expect(value.journey.businessDetails).toMatchObject({
      entityDetails: {
        companyLegalName: 'Carlton Fleet Services Pty Ltd',
        businessContactNumber: '0395550123',
      },
      annualRevenue: '1250000',
      financeDetails: { creditLimit: 120000, completed: 'yes' },
    });
  });

  it('answers NOT_ALLOWED as the message for a trust, and the later steps refuse it', async () => {
    const { call, sam } = await anApi();
    const trust = {
      ...CONFIRM,
      entityObj: { ...CONFIRM.entityObj, abn: REGISTERED.trust.abn, entityType: 'PRV' },
    };
    expect((await call(trust, sam)).answer).toEqual({ status: '200', message: 'NOT_ALLOWED' });
    expect(await call(ENTITY_DETAILS, sam)).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.ENTITY_TYPE_NOT_ALLOWED',
    });
  });

  it("refuses bad input with each field's message under its place in the params, storing nothing", async () => {
    const { call, stored, sam } = await anApi();
    const badIndustry = { ...CONFIRM, entityDetails: { industry: 'E', subDivision: '30', subGroup: '' } };
    expect(await call(badIndustry, sam)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'entityDetails.subGroup': ['Field is required'] },
    });
    expect((await call(CONFIRM, sam)).answer).toMatchObject({ message: 'OK' });
    const version = (await stored()).version;

    const badPhone = { ...ENTITY_DETAILS, value: { ...ENTITY_DETAILS.value, businessContactNumber: '0395' } };
    expect(await call(badPhone, sam)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'value.businessContactNumber': ['Field value length must equal to 10'] },
    });
    const badFleet = { ...FINANCE, financeDetails: { ...FINANCE.financeDetails, currentFleetSize: '1000' } };
    expect(await call(badFleet, sam)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'financeDetails.currentFleetSize': ['Field is invalid. A maximum of 3 numbers is permitted'],
      },
    });
    const noStatements = {
      ...FINANCE,
      financeDetails: { ...FINANCE.financeDetails, valueOfApplication: 200000 },
    };
    expect((await call(noStatements, sam)).fields).toEqual({
      'financeDetails.fileUrls': [
        'Please upload business financial statements to support your credit limit request.',
      ],
    });
    const noLimit = { ...FINANCE, financeDetails: { ...FINANCE.financeDetails, valueOfApplication: 1.5 } };
    expect((await call(noLimit, sam)).fields).toEqual({
      'financeDetails.valueOfApplication': ['Field needs to be a whole number of dollars'],
    });
    expect((await stored()).version).toBe(version);
    expect((await stored()).value.journey.status).toBe('businessDetails');
  });

  it("refuses the secondary, another organisation's user and anonymous callers, storing nothing", async () => {
    const { call, stored, kim, other } = await anApi();
    for (const params of [CONFIRM, ENTITY_DETAILS, FINANCE]) {
      expect(await call(params, kim)).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'LEASE_APPLICATION.PROPERTY_NOT_YOURS',
      });
      expect((await call(params, other)).code).toBe('FORBIDDEN');
      expect((await call(params, anonymous)).code).toBe('UNAUTHENTICATED');
    }
    expect((await stored()).version).toBe(1);
  });

  it('answers PARTNER_UNAVAILABLE when the business register cannot answer', async () => {
    const { call, customer, stored, sam } = await anApi();
    customer.businessRegistry.failNext = true;
    expect((await call(CONFIRM, sam)).code).toBe('PARTNER_UNAVAILABLE');
    expect((await stored()).version).toBe(1);
  });
});
