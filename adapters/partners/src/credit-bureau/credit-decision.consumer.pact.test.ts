import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import type { CreditBureau } from '@lease-portal/domain';
import { PartnerCallCounts } from '../partner-http/partner-call-counts';
import { everyPortMethodPlayed } from '../testing/every-port-method-played';
import { creditBureau } from './credit-bureau-connection';
import { CREDIT_DECISION_EXAMPLES as EX, CREDIT_DECISION_PACT, aCreditEnquiry } from './credit-decision-pact';
import { creditEnquiryWireOf } from './credit-decision-wire';

const { like, regex, integer, eachLike, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The credit decision adapter's side of the contract the portal publishes for credit decision services
 * (decision 2120): the real adapter, its client credentials token and partner layer, against Pact's
 * mock server. Every call it makes is an interaction, and a test fails when a method of the bureau port
 * has none; the provider side replays them against the portal's credit decision sandbox, and tools hold
 * them to the published OpenAPI description.
 */

const { states } = CREDIT_DECISION_PACT;
const pact = new PactV4({
  consumer: CREDIT_DECISION_PACT.consumer,
  provider: CREDIT_DECISION_PACT.provider,
  dir: CREDIT_DECISION_PACT.dir,
  logLevel: 'warn',
});
const params = { reference: EX.reference };
const bearer = regex('^Bearer \\S+$', `Bearer ${EX.accessToken}`);
const reference = fromProviderState('${reference}', EX.reference);
const enquiryPath = fromProviderState('/credit-enquiries/${reference}', `/credit-enquiries/${EX.reference}`);
const ISO_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const PROBLEM = regex('^application/problem\\+json.*', 'application/problem+json; charset=utf-8');

/** The enquiry on the wire, with the state's reference in it. */
function enquiryBody(enquiry = aCreditEnquiry(EX.reference)) {
  return { ...creditEnquiryWireOf(enquiry), reference };
}

/** An enquiry the service has not decided yet, as it answers it. */
const pendingBody = () => ({
  enquiryId: like(EX.enquiryId),
  reference,
  status: 'pending',
  submittedAt: regex(ISO_TIME, EX.submittedAt),
});

function token() {
  pact
    .addInteraction()
    .uponReceiving("a client credentials grant for the portal's client, to make credit enquiries")
    .withRequest('POST', '/oauth/token', (request) =>
      formBody(request, {
        grant_type: 'client_credentials',
        client_id: regex('^\\S+$', EX.clientId),
        client_secret: regex('^\\S+$', EX.clientSecret),
        scope: 'credit-enquiries',
      }),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody({
        access_token: like(EX.accessToken),
        token_type: 'Bearer',
        expires_in: integer(3600),
        scope: 'credit-enquiries',
      }),
    );
}

/** A form body with matchers (see the Salesforce pact): Pact's core matches the form's fields by them. */
function formBody(request: V4RequestBuilder, fields: Record<string, unknown>): V4RequestBuilder {
  const { interaction } = request as unknown as {
    interaction: { withRequestBody(body: string, contentType: string): void };
  };
  interaction.withRequestBody(JSON.stringify(fields), 'application/x-www-form-urlencoded');
  return request;
}

const submitRequest = (body: unknown) => (request: V4RequestBuilder) =>
  request.headers({ authorization: bearer, 'Idempotency-Key': reference }).jsonBody(body);
const readRequest = (request: V4RequestBuilder) => request.headers({ authorization: bearer });

/** Every method of the bureau port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<CreditBureau>()(['submit', 'enquiry']);

/** The adapter as the portal builds it, on the mock server; the port's methods it is asked, recorded. */
function adapterOn(mockServer: V3MockServer) {
  return played.record(
    creditBureau({
      baseUrl: mockServer.url,
      clientId: EX.clientId,
      clientSecret: EX.clientSecret,
      http: { maxAttempts: 1, counts: new PartnerCallCounts() },
    }),
  );
}

describe('the credit decision adapter, on the contract the portal publishes for credit decision services', () => {
  it('makes a new enquiry with its reference as Idempotency-Key, and is told it awaits the decision', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.nothing, params)
      .uponReceiving('a credit enquiry under a reference not seen before')
      .withRequest('POST', '/credit-enquiries', submitRequest(enquiryBody()))
      .willRespondWith(201, (response) => response.jsonBody(pendingBody()))
      .executeTest(async (mockServer) => {
        const bureau = adapterOn(mockServer);
        const state = await bureau.submit(aCreditEnquiry(EX.reference));
        await bureau.close();
        expect(state).toEqual({
          enquiryId: EX.enquiryId,
          reference: EX.reference,
          status: 'pending',
          submittedAt: EX.submittedAt,
        });
      });
  });

  it('makes the same enquiry again, as after a crash, and is answered the enquiry made before', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.pending, params)
      .uponReceiving('the same credit enquiry again, under the reference it was made under')
      .withRequest('POST', '/credit-enquiries', submitRequest(enquiryBody()))
      .willRespondWith(200, (response) => response.jsonBody(pendingBody()))
      .executeTest(async (mockServer) => {
        const bureau = adapterOn(mockServer);
        const state = await bureau.submit(aCreditEnquiry(EX.reference));
        await bureau.close();
        expect(state).toMatchObject({ enquiryId: EX.enquiryId, status: 'pending' });
      });
  });

  it('reads an enquiry not decided yet', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.pending, params)
      .uponReceiving('a read of an enquiry the service has not decided yet')
      .withRequest('GET', enquiryPath, readRequest)
      .willRespondWith(200, (response) => response.jsonBody(pendingBody()))
      .executeTest(async (mockServer) => {
        const bureau = adapterOn(mockServer);
        const state = await bureau.enquiry(EX.reference);
        await bureau.close();
        expect(state).toMatchObject({ reference: EX.reference, status: 'pending' });
        expect(state).not.toHaveProperty('result');
      });
  });

  it('reads the decision of an enquiry the service approved', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.approved, params)
      .uponReceiving('a read of an enquiry the service approved')
      .withRequest('GET', enquiryPath, readRequest)
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...pendingBody(),
          status: 'decided',
          result: 'approved',
          decidedAt: regex(ISO_TIME, EX.decidedAt),
        }),
      )
      .executeTest(async (mockServer) => {
        const bureau = adapterOn(mockServer);
        const state = await bureau.enquiry(EX.reference);
        await bureau.close();
        expect(state).toEqual({
          enquiryId: EX.enquiryId,
          reference: EX.reference,
          status: 'decided',
          result: 'approved',
          submittedAt: EX.submittedAt,
          decidedAt: EX.decidedAt,
        });
      });
  });

  it('reads nothing under a reference the service made no enquiry under', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.nothing, params)
      .uponReceiving('a read under a reference no enquiry was made under')
      .withRequest('GET', enquiryPath, readRequest)
      .willRespondWith(404, (response) =>
        response.headers({ 'Content-Type': PROBLEM }).jsonBody({
          type: like('about:blank'),
          title: like('Not found'),
          status: 404,
        }),
      )
      .executeTest(async (mockServer) => {
        const bureau = adapterOn(mockServer);
        expect(await bureau.enquiry(EX.reference)).toBeUndefined();
        await bureau.close();
      });
  });

  it('is refused an enquiry the contract does not take, with the fields that are wrong, once', async () => {
    token();
    const unknowable = aCreditEnquiry(EX.reference);
    unknowable.business = { ...unknowable.business, businessNumber: 'ABN pending' };
    await pact
      .addInteraction()
      .given(states.nothing, params)
      .uponReceiving('a credit enquiry whose business number is not one')
      .withRequest('POST', '/credit-enquiries', submitRequest(enquiryBody(unknowable)))
      .willRespondWith(400, (response) =>
        response.headers({ 'Content-Type': PROBLEM }).jsonBody({
          type: like('about:blank'),
          title: like('Invalid enquiry'),
          status: 400,
          detail: like('The enquiry does not match the contract.'),
          errors: eachLike({ field: 'business.number', message: like('Invalid string') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const bureau = adapterOn(mockServer);
        const refused = await bureau.submit(unknowable).catch((error: unknown) => error);
        await bureau.close();
        expect(refused).toMatchObject({ code: 'PARTNER_REJECTED', details: { status: 400 } });
      });
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
