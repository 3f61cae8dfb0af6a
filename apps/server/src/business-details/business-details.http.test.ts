import {
  PASSWORD_HASHER,
  USER_CREDENTIALS,
  USERS,
  UNIT_OF_WORK,
  VEHICLE_APPLICATIONS,
  type PasswordHasher,
  type UserCredentials,
  type Users,
  type UnitOfWork,
  type VehicleApplications,
} from '@lease-portal/domain';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import request from 'supertest';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { addApplication } from '@lease-portal/domain/src/lease-application/testing/stored-applications';

// The business details step as the running portal serves it, on its embedded database and its
// sandbox partners (business register, address autocomplete), through the composition root's wiring.

const AU = 'au.localhost:3000';
const PASSWORD = 'Lease2go!';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let running: TestPortal;
const tokens: Record<string, string> = {};

function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const call = request(running.base).post('/graphql').set('Host', AU).send({ query, variables });
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
}

/** A signed-in primary applicant of a standard application at business details (drive-away 45,000). */
async function aPrimaryAtBusinessDetails(id: string): Promise<void> {
  const { container } = running.portal;
  await container.get<Users>(USERS).add({
    id,
    orgId: 'org-au-demo',
    firstName: 'Sam',
    lastName: 'Driver',
    email: `${id}@fleetco.example`,
    region: 'AU',
    createdAt: '2026-05-01T00:00:00.000Z',
  });
  const hash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash(PASSWORD);
  await container.get<UserCredentials>(USER_CREDENTIALS).setPasswordHash(id, hash);
  const application = anApplication()
    .ownedBy(id)
    .withPrimary({ userId: id, confirmed: 'yes' })
    .withJourney({
      status: 'businessDetails',
      currentUser: { region: 'AU' },
      leaseDetails: { driveAwayPrice: 45_000 },
    })
    .build();
  await addApplication(
    container.get<UnitOfWork>(UNIT_OF_WORK),
    { ...application, applicationId: `app-of-${id}`, orgId: 'org-au-demo' },
    { actor: 'system', action: 'application.created', at: '2026-05-01T00:00:00.000Z' },
  );
  const login = await graphql(
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: `${id}@fleetco.example`, password: PASSWORD },
  );
  tokens[id] = login.body.data.login.token;
}

const SET_PROPERTY = `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: $applicationId, params: $params) { status message } }`;
const LOOKUP = `query ($param: String!) { getBusinessInfo(param: $param, region: AU) {
  rows { name abn status postCode stateCode entityType registerNumber } } }`;

async function registered(name: string) {
  const answer = await graphql(LOOKUP, { param: name }, tokens.ava);
  return answer.body.data.getBusinessInfo.rows[0];
}

beforeAll(async () => {
  running = await startTestPortal('business-details');
  await aPrimaryAtBusinessDetails('ava');
  await aPrimaryAtBusinessDetails('ben');
}, 60_000);

afterAll(() => running?.stop(), 30_000);

describe('business details in the running portal', () => {
  it('walks confirm business, entity details, cash flow and finance with a statement to approvals', async () => {
    const industries = await graphql('query { industries { docId name } }', {}, tokens.ava);
    expect(industries.body.data.industries).toHaveLength(19);

    const row = await registered('Yarra Digital Consulting');
    const confirmed = await graphql(
      SET_PROPERTY,
      {
        applicationId: 'app-of-ava',
        params: {
          propertyFirst: 'entityDetails',
          entityObj: row,
          entityDetails: { industry: 'M', subDivision: '70', subGroup: '700' },
        },
      },
      tokens.ava,
    );
    expect(confirmed.body).toEqual({ data: { createOrUpdateProperty: { status: '200', message: 'OK' } } });

    const suggestions = await graphql(
      'query ($query: String!) { addressSuggestions(query: $query, countries: [AU]) { id fullAddress country } }',
      { query: 'collins st melbourne' },
      tokens.ava,
    );
    const [first] = suggestions.body.data.addressSuggestions;
    expect(first).toMatchObject({ id: expect.stringMatching(/^AU:/), country: 'AU' });
    const details = await graphql(
      `
        query ($id: ID!) {
          addressDetails(id: $id) {
            fullAddress
            subPremise
            streetNo
            streetName
            suburb
            state
            postCode
            country
            countryCode
          }
        }
      `,
      { id: first.id },
      tokens.ava,
    );
    const { fullAddress, ...parts } = details.body.data.addressDetails;
    const entity = await graphql(
      SET_PROPERTY,
      {
        applicationId: 'app-of-ava',
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'entityDetails',
          value: {
            ...Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, part ?? ''])),
            companyLegalAddress: fullAddress,
            tradingAddressSame: true,
            tradingAddress: fullAddress,
            businessContactNumber: '03 9555 0123',
            businessWebsite: '',
          },
        },
      },
      tokens.ava,
    );
    expect(entity.body.errors).toBeUndefined();

    const revenue = await graphql(
      SET_PROPERTY,
      {
        applicationId: 'app-of-ava',
        params: { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', value: '2400000' },
      },
      tokens.ava,
    );
    expect(revenue.body.errors).toBeUndefined();

    const file = {
      fileName: 'Balance sheet 2025.pdf',
      mimeType: 'application/pdf',
      applicationId: 'app-of-ava',
    };
    const granted = await graphql(
      'mutation ($file: FileInput!) { getSignedUrl(file: $file, shouldUpload: false) { uuid signedUrl } }',
      { file },
      tokens.ava,
    );
    const { uuid, signedUrl } = granted.body.data.getSignedUrl;
    expect(
      (await request(running.base).put(signedUrl).set('Content-Type', 'application/pdf').send(PDF)).status,
    ).toBe(200);
    await graphql(
      'mutation ($file: FileInput!) { saveFile(file: $file) { uuid } }',
      { file: { ...file, uuid } },
      tokens.ava,
    );

    const finance = {
      currentFleetSize: '4',
      numberOfEmployees: '30',
      purchaseMoreVehicles: 'yes',
      howManyVehicles: 2,
      valueOfApplication: 250000,
      maximum: false,
      fileUrls: [{ uuid, fileName: 'Balance sheet 2025.pdf', mimeType: 'application/pdf' }],
      personalGuarantee: 'yes',
      completed: 'yes',
    };
    const ben = await graphql(
      SET_PROPERTY,
      {
        applicationId: 'app-of-ben',
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'financeDetails',
          financeDetails: finance,
        },
      },
      tokens.ben,
    );
    // Ben has confirmed no business yet: his finance step waits for it.
    expect(ben.body.errors[0].extensions.code).toBe('NOT_ALLOWED');
    const saved = await graphql(
      SET_PROPERTY,
      {
        applicationId: 'app-of-ava',
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'financeDetails',
          financeDetails: finance,
        },
      },
      tokens.ava,
    );
    expect(saved.body).toEqual({ data: { createOrUpdateProperty: { status: '200', message: null } } });

    const stored = await running.portal.container
      .get<VehicleApplications>(VEHICLE_APPLICATIONS)
      .ofId('app-of-ava');
    expect(stored!.value.journey).toMatchObject({
      status: 'approvals',
      entityDetails: { entityName: 'Yarra Digital Consulting Pty Ltd', entityType: 'PRV', industry: 'M' },
      companyDetails: { abn: row.abn },
      businessDetails: {
        entityDetails: {
          companyLegalAddress: fullAddress,
          state: 'vic',
          businessContactNumber: '0395550123',
        },
        annualRevenue: '2400000',
        financeDetails: {
          fileUrls: [{ uuid, fileName: 'Balance sheet 2025.pdf', mimeType: 'application/pdf' }],
        },
      },
    });
  });

  it('answers NOT_ALLOWED for a trust from the sandbox register', async () => {
    const trust = await registered('Darling Downs Cattle Trust');
    const answer = await graphql(
      SET_PROPERTY,
      {
        applicationId: 'app-of-ben',
        params: {
          propertyFirst: 'entityDetails',
          entityObj: trust,
          entityDetails: { industry: 'A', subDivision: '01', subGroup: '014' },
        },
      },
      tokens.ben,
    );
    expect(answer.body).toEqual({
      data: { createOrUpdateProperty: { status: '200', message: 'NOT_ALLOWED' } },
    });
  });
});
