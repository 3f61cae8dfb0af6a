import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { INTRODUCER_EXAMPLES as EX, INTRODUCER_LEADS_PACT } from './introducer-leads-pact';

const { like, eachLike, fromProviderState, regex } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * An introducer's side of the introducers' lead API (decision 2121), written as an introducer's
 * system would use it: its own small client over fetch, knowing only the published description
 * (contracts/openapi/introducer-leads.yaml), against Pact's mock server. The portal's provider
 * verification replays every interaction against a running portal.
 */
type Outcome =
  | { sent: true; leadId: string }
  | { sent: false; status: number; code: string; reason?: string; fields?: Record<string, string[]> };

/** The introducer's client: its key, its organisation, and where the portal is. */
function introducersClient(options: { baseUrl: string; key?: string; orgId: string; cluster?: string }) {
  const post = async (
    what: 'enquiries' | 'call-backs',
    lead: unknown,
    idempotencyKey?: string,
  ): Promise<Outcome> => {
    const response = await fetch(
      `${options.baseUrl}/api/introducers/v1/organisations/${options.orgId}/${what}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.key ? { 'X-Api-Key': options.key } : {}),
          ...(options.cluster ? { 'X-Cluster': options.cluster } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: JSON.stringify(lead),
      },
    );
    const body = (await response.json()) as {
      leadId?: string;
      error?: { code: string; reason?: string; fields?: Record<string, string[]> };
    };
    if (response.status === 202 && body.leadId) return { sent: true, leadId: body.leadId };
    return { sent: false, status: response.status, code: body.error?.code ?? 'UNKNOWN', ...body.error };
  };
  return {
    sendEnquiry: (enquiry: unknown, idempotencyKey?: string) => post('enquiries', enquiry, idempotencyKey),
    sendCallBack: (callBack: unknown, idempotencyKey?: string) =>
      post('call-backs', callBack, idempotencyKey),
  };
}

const { states } = INTRODUCER_LEADS_PACT;
const pact = new PactV4({
  consumer: INTRODUCER_LEADS_PACT.consumer,
  provider: INTRODUCER_LEADS_PACT.provider,
  dir: INTRODUCER_LEADS_PACT.dir,
  logLevel: 'warn',
});
const ENQUIRIES = `/api/introducers/v1/organisations/${EX.orgId}/enquiries`;
const CALL_BACKS = `/api/introducers/v1/organisations/${EX.orgId}/call-backs`;
const params = { orgId: EX.orgId };
const keyHeader = { 'X-Api-Key': fromProviderState('${key}', EX.key) };
/** The key's header and the introducer's own id for the lead, as a lead sent again carries them. */
const resentHeaders = { ...keyHeader, 'Idempotency-Key': EX.idempotencyKey };
const accepted = { leadId: like('0b6f3c52-7d1e-4f8e-9a3b-2f1c0d9e8a71'), status: 'pending' };
const refusal = (code: string, reason?: string) => ({
  error: { code, message: like('Why, in words.'), ...(reason ? { reason } : {}) },
});

describe("an introducer's system, sending its organisation's leads to the portal", () => {
  it('sends an enquiry with its key and its cluster, and is given the lead id', async () => {
    await pact
      .addInteraction()
      .given(states.key, params)
      .uponReceiving("an enquiry with the organisation's key and the introducer's cluster")
      .withRequest('POST', ENQUIRIES, (request) =>
        request.headers({ ...keyHeader, 'X-Cluster': EX.cluster }).jsonBody(EX.enquiry),
      )
      .willRespondWith(202, (response) => response.jsonBody(accepted))
      .executeTest(async (mockServer) => {
        const client = introducersClient({
          baseUrl: mockServer.url,
          key: EX.key,
          orgId: EX.orgId,
          cluster: EX.cluster,
        });
        expect(await client.sendEnquiry(EX.enquiry)).toEqual({ sent: true, leadId: expect.any(String) });
      });
  });

  it('sends a call-back request, and is given the lead id', async () => {
    await pact
      .addInteraction()
      .given(states.key, params)
      .uponReceiving("a call-back request with the organisation's key")
      .withRequest('POST', CALL_BACKS, (request) => request.headers(keyHeader).jsonBody(EX.callBack))
      .willRespondWith(202, (response) => response.jsonBody(accepted))
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, key: EX.key, orgId: EX.orgId });
        expect(await client.sendCallBack(EX.callBack)).toMatchObject({ sent: true });
      });
  });

  it("is told which field is wrong, in the calculator form's words", async () => {
    const unringable = { ...EX.callBack, phone: 'call me' };
    await pact
      .addInteraction()
      .given(states.key, params)
      .uponReceiving('a call-back request whose number cannot be rung')
      .withRequest('POST', CALL_BACKS, (request) => request.headers(keyHeader).jsonBody(unringable))
      .willRespondWith(400, (response) =>
        response.jsonBody({
          error: {
            code: 'BAD_INPUT',
            message: like('Field needs to be a telephone number'),
            fields: { contactNumber: eachLike('Field needs to be a telephone number') },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, key: EX.key, orgId: EX.orgId });
        expect(await client.sendCallBack(unringable)).toMatchObject({
          sent: false,
          status: 400,
          fields: { contactNumber: [expect.any(String)] },
        });
      });
  });

  it('is refused without a key', async () => {
    await pact
      .addInteraction()
      .uponReceiving('an enquiry without a key')
      .withRequest('POST', ENQUIRIES, (request) => request.jsonBody(EX.enquiry))
      .willRespondWith(401, (response) =>
        response
          .headers({ 'WWW-Authenticate': regex('^ApiKey .*', 'ApiKey header="X-Api-Key"') })
          .jsonBody(refusal('UNAUTHENTICATED', 'INTRODUCERS.KEY_MISSING')),
      )
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, orgId: EX.orgId });
        expect(await client.sendEnquiry(EX.enquiry)).toMatchObject({ sent: false, status: 401 });
      });
  });

  it('is refused with a key the provider revoked', async () => {
    await pact
      .addInteraction()
      .given(states.revokedKey, params)
      .uponReceiving('an enquiry with a revoked key')
      .withRequest('POST', ENQUIRIES, (request) => request.headers(keyHeader).jsonBody(EX.enquiry))
      .willRespondWith(401, (response) =>
        response.jsonBody(refusal('UNAUTHENTICATED', 'INTRODUCERS.KEY_REFUSED')),
      )
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, key: EX.key, orgId: EX.orgId });
        expect(await client.sendEnquiry(EX.enquiry)).toMatchObject({ sent: false, status: 401 });
      });
  });

  it("is refused with another organisation's key", async () => {
    await pact
      .addInteraction()
      .given(states.otherOrganisationsKey, params)
      .uponReceiving("a call-back request with another organisation's key")
      .withRequest('POST', CALL_BACKS, (request) => request.headers(keyHeader).jsonBody(EX.callBack))
      .willRespondWith(403, (response) =>
        response.jsonBody(refusal('FORBIDDEN', 'INTRODUCERS.OTHER_ORGANISATION')),
      )
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, key: EX.key, orgId: EX.orgId });
        expect(await client.sendCallBack(EX.callBack)).toMatchObject({ sent: false, status: 403 });
      });
  });

  it('is told to wait once its key has sent as many leads as it may', async () => {
    await pact
      .addInteraction()
      .given(states.keyAtItsLimit, params)
      .uponReceiving('an enquiry with a key past its limit this minute')
      .withRequest('POST', ENQUIRIES, (request) => request.headers(keyHeader).jsonBody(EX.enquiry))
      .willRespondWith(429, (response) =>
        response
          .headers({ 'Retry-After': regex('^\\d+$', '60') })
          .jsonBody(refusal('RATE_LIMITED', 'INTRODUCERS.TOO_MANY_REQUESTS')),
      )
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, key: EX.key, orgId: EX.orgId });
        expect(await client.sendEnquiry(EX.enquiry)).toMatchObject({ sent: false, status: 429 });
      });
  });

  it('sends an enquiry again under its Idempotency-Key after a lost answer, and is given the same lead id', async () => {
    await pact
      .addInteraction()
      .given(states.enquirySentUnderIdempotencyKey, params)
      .uponReceiving('an enquiry sent again under the Idempotency-Key it was first sent with')
      .withRequest('POST', ENQUIRIES, (request) => request.headers(resentHeaders).jsonBody(EX.enquiry))
      .willRespondWith(202, (response) =>
        response.jsonBody({ leadId: fromProviderState('${leadId}', EX.leadId), status: 'pending' }),
      )
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, key: EX.key, orgId: EX.orgId });
        expect(await client.sendEnquiry(EX.enquiry, EX.idempotencyKey)).toEqual({
          sent: true,
          leadId: EX.leadId,
        });
      });
  });

  it('is refused when it sends another lead under an Idempotency-Key it used before', async () => {
    await pact
      .addInteraction()
      .given(states.enquirySentUnderIdempotencyKey, params)
      .uponReceiving('a call-back request under the Idempotency-Key of an enquiry sent before')
      .withRequest('POST', CALL_BACKS, (request) => request.headers(resentHeaders).jsonBody(EX.callBack))
      .willRespondWith(422, (response) =>
        response.jsonBody(refusal('BAD_INPUT', 'INTRODUCERS.IDEMPOTENCY_KEY_REUSED')),
      )
      .executeTest(async (mockServer) => {
        const client = introducersClient({ baseUrl: mockServer.url, key: EX.key, orgId: EX.orgId });
        expect(await client.sendCallBack(EX.callBack, EX.idempotencyKey)).toMatchObject({
          sent: false,
          status: 422,
          reason: 'INTRODUCERS.IDEMPOTENCY_KEY_REUSED',
        });
      });
  });
});
