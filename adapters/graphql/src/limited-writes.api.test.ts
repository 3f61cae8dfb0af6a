import { REQUEST_LIMITS, type ApplicationJourney, type VehicleApplication } from '@lease-portal/domain';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { aContractSigningWorld } from '@lease-portal/domain/src/contract-signing/testing/contract-signing-world';
import { anEnquiry } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import { aLeadsWorld } from '@lease-portal/domain/src/leads/testing/leads-world';
import { LIMITED_WRITES } from './authorisation/limited-writes';
import { PUBLIC_OPERATIONS } from './authorisation/public-operations';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { leadsDependenciesOf } from './testing/leads-test-support';
import { aFleetCoProfile, anonymous, aTestServer } from './testing/test-server';

const DIALLER = `mutation ($e: EnquiryInput!) { saveCalculatorLeadDialler(calcLeadDialler: $e) { leadId success } }`;
const ONLINE = `mutation ($e: EnquiryInput!) { saveCalculatorOnlineAccount(calcLeadOpp: $e) { status } }`;
const RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const EMAIL = `mutation ($applicationId: ID!, $wetSignatureObjName: String!, $email: String!) {
  sendWetSignatureEmail(applicationId: $applicationId, wetSignatureObjName: $wetSignatureObjName, email: $email) { url } }`;

type Answer = { ok: boolean; code?: unknown; message?: string };

function anApi(overrides: Parameters<typeof aTestServer>[0] = {}) {
  const { server } = aTestServer(overrides);
  return async (
    query: string,
    variables: Record<string, unknown>,
    context: GraphqlContext,
  ): Promise<Answer> => {
    const response = await server.executeOperation({ query, variables }, { contextValue: context });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const error = response.body.singleResult.errors?.[0];
    return { ok: !error, code: error?.extensions?.code, message: error?.message };
  };
}

const from = (clientAddress: string): GraphqlContext => ({ ...anonymous, clientAddress });

/** The enquiry as the web app sends it. */
function onTheWire(n: number) {
  const enquiry = anEnquiry('AU');
  const { entityType: _notSent, ...customer } = enquiry.customer;
  return JSON.parse(
    JSON.stringify({ ...enquiry, customer, contact: { ...enquiry.contact, email: `v${n}@example.com` } }),
  );
}

describe('limits on the writes anyone may make', () => {
  it('counts every write an anonymous visitor may make but signing in and setting a password by link', () => {
    const publicWrites = [...PUBLIC_OPERATIONS].filter((operation) => operation.startsWith('Mutation.'));
    const ownRules = ['Mutation.login', 'Mutation.logout', 'Mutation.resetPassword'];
    expect(publicWrites.filter((write) => !ownRules.includes(write) && !LIMITED_WRITES[write])).toEqual([]);
  });

  it('lets exactly the limit of enquiries through from one address when they all arrive at once', async () => {
    const call = anApi({ leads: leadsDependenciesOf(aLeadsWorld()) });
    const { perAddress } = REQUEST_LIMITS.enquiry;
    const answers = await Promise.all(
      Array.from({ length: perAddress + 15 }, (_, n) =>
        call(n % 2 ? DIALLER : ONLINE, { e: onTheWire(n) }, from('203.0.113.9')),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(perAddress);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many enquiries have been sent. Please wait 60 minutes and try again.',
      });
    }
    // Another visitor is not held up by the first.
    expect((await call(DIALLER, { e: onTheWire(99) }, from('198.51.100.4'))).ok).toBe(true);
  });

  it("holds an organisation's limit when the requests come from many addresses", async () => {
    const call = anApi();
    const { perOrganisation } = REQUEST_LIMITS.passwordReset;
    const answers = await Promise.all(
      Array.from({ length: perOrganisation + 10 }, (_, n) =>
        call(RESET, { email: `someone.${n}@example.com` }, from(`10.0.${Math.floor(n / 200)}.${n % 200}`)),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(perOrganisation);
    expect(answers.filter((answer) => answer.code === 'RATE_LIMITED')).toHaveLength(10);
  });
});

describe('limits on e-mailing the lease documents', () => {
  function anApplicationSignedOnPaper(journey: Partial<ApplicationJourney> = {}): VehicleApplication {
    return {
      applicationId: 'app-ada',
      applicationType: 'standard',
      orgId: 'fleet-co',
      orgUserId: 'ada',
      journey: {
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        primaryApplicant: {
          userId: 'ada',
          firstName: 'Ada',
          lastName: 'Officer',
          email: 'ada@business.example',
        },
        entityDetails: { entityName: 'Ada Haulage Pty Ltd', entityType: 'PRV', abn: '51824753556' },
        quoteDetails: { primaryQuoteReference: 'Q-77' },
        leaseDetails: { driveAwayPrice: 48000, monthlyRentalNet: 990, terms: 36 },
        vehicleDetails: { make: 'Kia', model: 'EV6' },
        wetSignature: { signType: 'wet' },
        ...journey,
      },
      createdAt: '2026-05-01T08:00:00.000Z',
      updatedAt: '2026-05-01T08:00:00.000Z',
    };
  }

  it('sends the officer’s own address always, and others only up to the limit, even all at once', async () => {
    const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
    const signing = aContractSigningWorld([aFleetCoProfile()]);
    const ada = await accounts.aCustomer({ id: 'ada', orgId: 'fleet-co', email: 'ada@business.example' });
    const application = anApplicationSignedOnPaper();
    await signing.add(application);
    accounts.applications.add(application);
    const call = anApi({ accounts: accountsDependenciesOf(accounts), contractSigning: signing });
    const asAda = { ...signedInAs(ada), host: 'lease.fleetco.com.au', clientAddress: '203.0.113.7' };
    const mail = (email: string) =>
      call(EMAIL, { applicationId: 'app-ada', wetSignatureObjName: 'documentMLA', email }, asAda);

    const { perUser } = REQUEST_LIMITS.leaseDocumentsMail;
    const answers = await Promise.all(
      Array.from({ length: perUser + 5 }, (_, n) => mail(`printer.${n}@elsewhere.example`)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(perUser);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 5 }, () => ({
        ok: false,
        code: 'RATE_LIMITED',
        message: 'Too many lease document e-mails have been sent. Please wait 60 minutes and try again.',
      })),
    );
    expect(signing.mailer.sent).toHaveLength(perUser);
    expect((await mail('Ada@Business.example')).ok).toBe(true);
    expect(signing.mailer.sent).toHaveLength(perUser + 1);
  });
});
