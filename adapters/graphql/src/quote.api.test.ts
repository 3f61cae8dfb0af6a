import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { quoteEnvelopeReference, type VehicleApplication } from '@lease-portal/domain';
import { aQuoteWorld } from '@lease-portal/domain/src/lease-application/testing/quote-world';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { aFleetCoProfile, aTestServer } from './testing/test-server';

const PDF = 'mutation { getQuotePDF { url } }';
const SIGN = 'mutation ($returnUrl: String!) { getQuoteDocusign(returnUrl: $returnUrl) { url } }';
const ENVELOPE = 'mutation { getEnvelope { status } }';
const RECORD = `mutation ($applicationId: ID!, $docusignStatus: ESignatureStatus!) {
  updateDocusignStatus(applicationId: $applicationId, docusignStatus: $docusignStatus) { status message } }`;
const HOST = 'lease.fleetco.com.au';
const RETURN = `http://${HOST}/applications/app-ada/quotesign`;

function aQuoteFor(userId: string, status: VehicleApplication['journey']['status']): VehicleApplication {
  return {
    applicationId: 'app-ada',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: userId,
    journey: {
      status,
      quoteSignature: 'none',
      primaryApplicant: { userId, firstName: 'Ada', lastName: 'Officer', email: 'ada@business.example' },
      quoteDetails: { primaryQuoteReference: 'Q-77' },
      leaseDetails: { driveAwayPrice: 48000, monthlyRentalNet: 990, terms: 36 },
      vehicleDetails: { make: 'Kia', model: 'EV6' },
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

async function aQuoteApi(status: VehicleApplication['journey']['status'] = 'reviewQuote') {
  const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const quote = aQuoteWorld([aFleetCoProfile()]);
  const ada = await accounts.aCustomer({ id: 'ada', orgId: 'fleet-co', email: 'ada@business.example' });
  const kim = await accounts.aCustomer({ id: 'kim', orgId: 'fleet-co', email: 'kim@business.example' });
  const elsewhere = await accounts.aCustomer({
    id: 'ada-2',
    orgId: 'other-org',
    email: 'ada@business.example',
  });
  const application = aQuoteFor('ada', status);
  await quote.add(application);
  // The operation guard reads the accounts world's applications; both worlds hold the same quote.
  accounts.applications.add(application);
  const { server } = aTestServer({ accounts: accountsDependenciesOf(accounts), quote });
  const call = async (query: string, variables: Record<string, unknown>, context: GraphqlContext) => {
    const response = await server.executeOperation(
      { query, variables },
      { contextValue: { ...context, host: HOST } },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape in each test
    return { data: data as Record<string, any> | null | undefined, code: errors?.[0]?.extensions?.code };
  };
  return { quote, call, ada: signedInAs(ada), kim: signedInAs(kim), elsewhere: signedInAs(elsewhere) };
}

describe('getQuotePDF', () => {
  it("answers the primary applicant's quote as a PDF link", async () => {
    const { call, ada } = await aQuoteApi();
    const { data } = await call(PDF, {}, ada);
    const url: string = data?.getQuotePDF.url;
    expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString()).toContain('Q-77');
  });

  it('refuses another user and a user of another organisation', async () => {
    const { call, kim, elsewhere } = await aQuoteApi();
    expect((await call(PDF, {}, kim)).code).toBe('FORBIDDEN');
    expect((await call(PDF, {}, elsewhere)).code).toBe('FORBIDDEN');
  });
});

describe('getQuoteDocusign, getEnvelope and updateDocusignStatus', () => {
  it('signs the quote and moves the application on only once the service says it is signed', async () => {
    const { call, ada, quote } = await aQuoteApi();
    const view = await call(SIGN, { returnUrl: RETURN }, ada);
    expect(view.data?.getQuoteDocusign.url).toMatch(/^https:\/\/sign\.example\/views\//);
    expect((await call(ENVELOPE, {}, ada)).data?.getEnvelope.status).toBe('sent');

    const early = await call(RECORD, { applicationId: 'app-ada', docusignStatus: 'completed' }, ada);
    expect(early.code).toBe('NOT_ALLOWED');

    // Signed in a view opened again: the return page's check asks the service (decision 2108).
    await call(SIGN, { returnUrl: RETURN }, ada);
    quote.eSignature.finish(quoteEnvelopeReference('app-ada'), 'completed');
    expect((await call(ENVELOPE, {}, ada)).data?.getEnvelope.status).toBe('completed');
    const recorded = await call(RECORD, { applicationId: 'app-ada', docusignStatus: 'completed' }, ada);
    expect(recorded.data?.updateDocusignStatus).toEqual({ status: '200', message: 'businessDetails' });
    expect(quote.stored('app-ada')?.journey).toMatchObject({
      status: 'businessDetails',
      quoteSignature: 'completed',
    });
  });

  it('refuses a return URL on another host, and signing outside the quote review', async () => {
    const { call, ada } = await aQuoteApi();
    expect(
      (await call(SIGN, { returnUrl: 'https://evil.example/applications/app-ada/quotesign' }, ada)).code,
    ).toBe('BAD_USER_INPUT');
    const notYet = await aQuoteApi('businessDetails');
    expect((await notYet.call(SIGN, { returnUrl: RETURN }, notYet.ada)).code).toBe('NOT_ALLOWED');
  });

  it('refuses another user of the organisation and one of another organisation', async () => {
    const { call, kim, elsewhere } = await aQuoteApi();
    expect((await call(SIGN, { returnUrl: RETURN }, kim)).code).toBe('FORBIDDEN');
    expect((await call(ENVELOPE, {}, elsewhere)).code).toBe('FORBIDDEN');
    expect((await call(RECORD, { applicationId: 'app-ada', docusignStatus: 'completed' }, kim)).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await call(RECORD, { applicationId: 'app-ada', docusignStatus: 'completed' }, elsewhere)).code,
    ).toBe('FORBIDDEN');
  });
});
