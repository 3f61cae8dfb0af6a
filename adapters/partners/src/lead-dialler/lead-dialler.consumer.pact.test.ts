import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import type { LeadDialler } from '@lease-portal/domain';
import { PartnerCallCounts } from '../partner-http/partner-call-counts';
import { everyPortMethodPlayed } from '../testing/every-port-method-played';
import { leadDialler } from './lead-dialler-connection';
import { leadWireOf } from './lead-dialler-over-http';
import { LEAD_DIALLER_EXAMPLES as EX, LEAD_DIALLER_PACT, aDiallerLead } from './lead-dialler-pact';

const { like, regex, integer, eachLike, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The dialler adapter's side of the contract the portal publishes for diallers (decision 2118): the
 * real adapter, its client credentials token and partner layer, against Pact's mock server. Every call
 * it makes is an interaction, and a test fails when a method of the dialler port has none; the
 * provider side replays them against the portal's dialler sandbox, and tools hold them to the
 * published OpenAPI description.
 */

const { states } = LEAD_DIALLER_PACT;
const pact = new PactV4({
  consumer: LEAD_DIALLER_PACT.consumer,
  provider: LEAD_DIALLER_PACT.provider,
  dir: LEAD_DIALLER_PACT.dir,
  logLevel: 'warn',
});
const given = (state: string) => ({ state, params: { reference: EX.reference } });
const bearer = regex('^Bearer \\S+$', `Bearer ${EX.accessToken}`);
const reference = fromProviderState('${reference}', EX.reference);
const PROBLEM = regex('^application/problem\\+json.*', 'application/problem+json; charset=utf-8');

/** The lead on the wire, with the state's reference in it. */
function leadBody(lead = aDiallerLead(EX.reference)) {
  return { ...leadWireOf(lead), reference };
}

function token() {
  pact
    .addInteraction()
    .uponReceiving("a client credentials grant for the portal's client, to hand leads over")
    .withRequest('POST', '/oauth/token', (request) =>
      formBody(request, {
        grant_type: 'client_credentials',
        client_id: regex('^\\S+$', EX.clientId),
        client_secret: regex('^\\S+$', EX.clientSecret),
        scope: 'leads:write',
      }),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody({
        access_token: like(EX.accessToken),
        token_type: 'Bearer',
        expires_in: integer(3600),
        scope: 'leads:write',
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

const leadsRequest = (body: unknown) => (request: V4RequestBuilder) =>
  request.headers({ authorization: bearer, 'Idempotency-Key': reference }).jsonBody(body);

/** Every method of the dialler port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<LeadDialler>()(['submitLead']);

/** The adapter as the portal builds it, on the mock server; the port's methods it is asked, recorded. */
function adapterOn(mockServer: V3MockServer) {
  return played.record(
    leadDialler({
      baseUrl: mockServer.url,
      clientId: EX.clientId,
      clientSecret: EX.clientSecret,
      http: { maxAttempts: 1, counts: new PartnerCallCounts() },
    }),
  );
}

describe('the dialler adapter, on the contract the portal publishes for diallers', () => {
  it('hands a new lead over with its reference as Idempotency-Key, and learns its id at the dialler', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.nothing, given(states.nothing).params)
      .uponReceiving('a call enquiry to ring, under a reference not seen before')
      .withRequest('POST', '/leads', leadsRequest(leadBody()))
      .willRespondWith(201, (response) =>
        response.jsonBody({ leadId: like('DL-0001'), reference, status: 'queued' }),
      )
      .executeTest(async (mockServer) => {
        const dialler = adapterOn(mockServer);
        const leadId = await dialler.submitLead(aDiallerLead(EX.reference));
        await dialler.close();
        expect(leadId).toBe('DL-0001');
      });
  });

  it('hands the same lead over again, as after a crash, and is answered the lead queued before', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.queued, given(states.queued).params)
      .uponReceiving('the same call enquiry again, under the reference it was queued under')
      .withRequest('POST', '/leads', leadsRequest(leadBody()))
      .willRespondWith(200, (response) =>
        response.jsonBody({ leadId: like('DL-0001'), reference, status: like('queued') }),
      )
      .executeTest(async (mockServer) => {
        const dialler = adapterOn(mockServer);
        expect(await dialler.submitLead(aDiallerLead(EX.reference))).toBe('DL-0001');
        await dialler.close();
      });
  });

  it('is refused a lead the contract does not take, with the fields that are wrong, once', async () => {
    token();
    const unringable = { ...aDiallerLead(EX.reference), phone: 'call me' };
    await pact
      .addInteraction()
      .given(states.nothing, given(states.nothing).params)
      .uponReceiving('a call enquiry whose number cannot be dialled')
      .withRequest('POST', '/leads', leadsRequest(leadBody(unringable)))
      .willRespondWith(400, (response) =>
        response.headers({ 'Content-Type': PROBLEM }).jsonBody({
          type: like('about:blank'),
          title: like('Invalid lead'),
          status: 400,
          detail: like('The lead does not match the contract.'),
          errors: eachLike({ field: 'contact.phone', message: like('Invalid string') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const dialler = adapterOn(mockServer);
        const refused = await dialler.submitLead(unringable).catch((error: unknown) => error);
        await dialler.close();
        expect(refused).toMatchObject({ code: 'PARTNER_REJECTED', details: { status: 400 } });
      });
  });

  it('is refused another lead under a reference already used', async () => {
    token();
    const another = { ...aDiallerLead(EX.reference), message: 'Another lead altogether.' };
    await pact
      .addInteraction()
      .given(states.queued, given(states.queued).params)
      .uponReceiving('another call enquiry under a reference a lead was queued under')
      .withRequest('POST', '/leads', leadsRequest(leadBody(another)))
      .willRespondWith(409, (response) =>
        response.headers({ 'Content-Type': PROBLEM }).jsonBody({
          type: like('about:blank'),
          title: like('Idempotency-Key reused'),
          status: 409,
        }),
      )
      .executeTest(async (mockServer) => {
        const dialler = adapterOn(mockServer);
        const refused = await dialler.submitLead(another).catch((error: unknown) => error);
        await dialler.close();
        expect(refused).toMatchObject({ code: 'PARTNER_REJECTED', details: { status: 409 } });
      });
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
