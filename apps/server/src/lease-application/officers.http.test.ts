import {
  AUDIT_TRAIL,
  MAIL_OUTBOX,
  USERS,
  VEHICLE_APPLICATIONS,
  type AuditTrail,
  type MailOutbox,
  type Users,
  type VehicleApplications,
} from '@lease-portal/domain';
import request from 'supertest';
import { aQuotedOfficer, OFFICER_PASSWORD } from '../testing/a-quoted-officer';
import { startTestPortal, type TestPortal } from '../testing/test-portal';

// Reassigning the quote as the running portal serves it (decision 1230): an officer issued a quote by
// staff signs in, sends the quote to another officer, and is signed out and locked out of it.

const AU = 'au.localhost:3000';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const PROPERTY = `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: $applicationId, params: $params) { status } }`;
const REASSIGN =
  'mutation ($userInfo: ApplicantInfoInput!) { reassignQuote(userInfo: $userInfo) { status message } }';
const PDF = 'mutation { getQuotePDF { url } }';

let running: TestPortal;

beforeAll(async () => {
  running = await startTestPortal('officers');
}, 60_000);

afterAll(() => running?.stop(), 30_000);

function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const call = request(running.base).post('/graphql').set('Host', AU).send({ query, variables });
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
}

async function signIn(email: string): Promise<string> {
  const answer = await graphql(LOGIN, { email, password: OFFICER_PASSWORD });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.login.token;
}

describe('reassignQuote on the running portal', () => {
  it('hands the quote over, signs the requester out and refuses them the application afterwards', async () => {
    const { container } = running.portal;
    const jordan = await aQuotedOfficer(container, {
      email: 'jordan.reassigns@fleetco.example',
      quoteReference: 'Q-HTTP-REASSIGN',
    });
    const token = await signIn(jordan.email);
    const started = await graphql(
      PROPERTY,
      {
        applicationId: jordan.applicationId,
        params: { propertyFirst: 'status', value: 'orderVerification' },
      },
      token,
    );
    expect(started.body.data?.createOrUpdateProperty).toEqual({ status: '200' });

    const reassigned = await graphql(
      REASSIGN,
      {
        userInfo: {
          firstName: 'Noor',
          lastName: 'Haddad',
          email: 'Noor.Haddad@fleetco.example',
          phone: '0412 999 888',
        },
      },
      token,
    );
    expect(reassigned.body).toEqual({
      data: { reassignQuote: { status: '200', message: 'Quote reassigned.' } },
    });

    // The session the request came with has ended.
    expect((await graphql(PDF, {}, token)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Signing in again works, but the application is no longer theirs.
    const again = await signIn(jordan.email);
    expect((await graphql(PDF, {}, again)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const property = await graphql(
      PROPERTY,
      { applicationId: jordan.applicationId, params: { propertyFirst: 'status', value: 'businessDetails' } },
      again,
    );
    expect(property.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await container.get<VehicleApplications>(VEHICLE_APPLICATIONS).ofUser(jordan.userId)).toEqual([]);

    // The nominee is the organisation's new user, Authorised Officer (1) not yet confirmed, e-mailed the link.
    const noor = await container.get<Users>(USERS).ofEmail('org-au-demo', 'noor.haddad@fleetco.example');
    const stored = (await container
      .get<VehicleApplications>(VEHICLE_APPLICATIONS)
      .ofId(jordan.applicationId))!;
    expect(stored.value).toMatchObject({
      orgUserId: noor!.id,
      journey: {
        status: 'reviewQuote',
        primaryApplicant: { userId: noor!.id, phone: '0412999888' },
      },
    });
    expect(stored.value.journey.primaryApplicant?.confirmed).toBeUndefined();
    // The invitation is the job worker's to send (decision 2094): it comes within a few polls.
    const outbox = container.get<MailOutbox>(MAIL_OUTBOX);
    let [mail] = await outbox.list({ to: 'noor.haddad@fleetco.example' });
    for (let wait = 0; !mail && wait < 50; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [mail] = await outbox.list({ to: 'noor.haddad@fleetco.example' });
    }
    expect(mail).toMatchObject({ kind: 'lease-application.officer-nomination' });
    const trail = await container.get<AuditTrail>(AUDIT_TRAIL).ofApplication(jordan.applicationId);
    // The envelope job may write its own entry after the nomination, so the nomination is found by name.
    expect(trail.find((entry) => entry.action === 'application.primary-applicant.nominated')).toMatchObject({
      actor: `customer:${jordan.userId}`,
      details: {
        fromUserId: jordan.userId,
        toUserId: noor!.id,
        nomineeWasKnown: false,
        via: 'reassignQuote',
      },
    });
  }, 60_000);
});
