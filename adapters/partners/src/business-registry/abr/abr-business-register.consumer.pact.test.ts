import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types';
import type { BusinessRegistry } from '@lease-portal/domain';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { everyPortMethodPlayed } from '../../testing/every-port-method-played';
import { AbrBusinessRegister } from './abr-business-register';
import { ABR_EXAMPLES as EX, ABR_PACT } from './abr-pact';
import {
  ABN_DETAILS_OF_A_COMPANY,
  GUID_NOT_RECOGNISED,
  NO_MATCHING_NAMES,
} from './testing/abr-documented-answers';

const { regex, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The ABR adapter's side of its contract with the ABR (decision 2110): the real `AbrBusinessRegister`
 * and its partner layer against Pact's mock server. Every service it calls is an interaction, its
 * answers JSONP held to the documented shape by a regular expression over the whole body (fields in
 * the ABR's order, an empty Message); the provider side replays them against the portal's ABR sandbox.
 */

/** A JSON string, as the ABR writes one. */
const S = '"(?:[^"\\\\]|\\\\.)*"';
const RECORD =
  `\\{"Abn":"\\d{11}","AbnStatus":"(?:Active|Cancelled)","AbnStatusEffectiveFrom":${S},"Acn":"\\d{0,9}",` +
  `"AddressDate":(?:${S}|null),"AddressPostcode":"\\d{0,4}","AddressState":"[A-Z]{0,3}",` +
  `"BusinessName":\\[(?:${S}(?:,${S})*)?\\],"EntityName":${S},"EntityTypeCode":"[A-Z]{3}",` +
  `"EntityTypeName":${S},"Gst":(?:${S}|null),"Message":""\\}`;
const NAME =
  `\\{"Abn":"\\d{11}","AbnStatus":${S},"IsCurrent":(?:true|false),"Name":${S},"NameType":${S},` +
  `"Postcode":${S},"Score":\\d+,"State":${S}\\}`;
const jsonp = (json: string) => `^callback\\(${json}\\)$`;
const ANSWERS = {
  record: jsonp(RECORD),
  names: jsonp(`\\{"Message":"","Names":\\[${NAME}(?:,${NAME})*\\]\\}`),
  noRecord: jsonp(`\\{"Abn":"",.*"Message":${S}\\}`),
  guidRefused: jsonp(`\\{"Abn":"",.*"Message":"[^"]*GUID[^"]*"\\}`),
};

/** One business the name matched, and its record: the documented shapes, one ABN. */
const ONE_NAME_MATCHED =
  'callback({"Message":"","Names":[{"Abn":"53004085616","AbnStatus":"0000000001","IsCurrent":true,' +
  '"Name":"EXAMPLE HOLDINGS LIMITED","NameType":"Entity Name","Postcode":"3000","Score":100,"State":"VIC"}]})';

const JSONP_TYPE = 'text/javascript; charset=utf-8';

const pact = new PactV4({
  consumer: ABR_PACT.consumer,
  provider: ABR_PACT.provider,
  dir: ABR_PACT.dir,
  logLevel: 'warn',
});
const { states } = ABR_PACT;

/** The ABR's JSONP answer: its content type, and its whole body held to `pattern` when one is given. */
function jsonpAnswer(example: string, pattern?: string) {
  return (response: V4ResponseBuilder) => {
    response.headers({ 'Content-Type': regex('^text/javascript.*', JSONP_TYPE) });
    // A text body, matched as text: the builder's own body() would send it as bytes, matched whole.
    const { interaction } = response as unknown as {
      interaction: { withResponseBody(body: string, contentType: string): void };
    };
    interaction.withResponseBody(example, JSONP_TYPE);
    if (pattern) response.matchingRules({ body: [{ path: '$', rules: [regex(pattern, example)] }] });
  };
}

const auth = (guid: string = EX.guid) => ({ callback: 'callback', guid });

/** Every method of the register port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<BusinessRegistry>()(['search']);

/** The adapter on the mock server (15 s for a busy machine: the contract pins shapes, not timing); the port's methods it is asked, recorded. */
function abrOn(mockServer: V3MockServer, guid: string = EX.guid) {
  return played.record(
    new AbrBusinessRegister({
      guid,
      baseUrl: mockServer.url,
      http: { counts: new PartnerCallCounts(), sleep: async () => {}, maxAttempts: 1, timeoutMs: 15_000 },
    }),
  );
}

/** The record of the state's ABN, as AbnDetails answers it. */
function abnDetails() {
  pact
    .addInteraction()
    .given(states.abnRegistered, { abn: EX.abn })
    .uponReceiving('a request for the details of a registered ABN')
    .withRequest('GET', '/AbnDetails.aspx', (request) =>
      request.query({ abn: fromProviderState('${abn}', EX.abn), ...auth() }),
    )
    .willRespondWith(200, jsonpAnswer(ABN_DETAILS_OF_A_COMPANY, ANSWERS.record));
}

describe(`${ABR_PACT.consumer} -> ${ABR_PACT.provider}`, () => {
  it('matches names, then reads the details of each ABN matched', async () => {
    abnDetails();
    await pact
      .addInteraction()
      .given(states.namesMatch, { name: EX.name })
      .uponReceiving('a search for the names matching a word')
      .withRequest('GET', '/MatchingNames.aspx', (request) =>
        request.query({ name: EX.name, maxResults: '20', ...auth() }),
      )
      .willRespondWith(200, jsonpAnswer(ONE_NAME_MATCHED, ANSWERS.names))
      .executeTest(async (mockServer) => {
        const abr = abrOn(mockServer);
        const rows = await abr.search({ by: 'name', name: EX.name });
        await abr.close();
        expect(rows).toMatchObject([{ abn: EX.abn, name: 'EXAMPLE HOLDINGS LIMITED', entityType: 'PUB' }]);
      });
  });

  it('reads a business by its ABN', async () => {
    abnDetails();
    await pact
      .addInteraction()
      .given(states.acnRegistered, { acn: EX.acn })
      .uponReceiving('a request for the details of a company by its ACN')
      .withRequest('GET', '/AcnDetails.aspx', (request) =>
        request.query({ acn: fromProviderState('${acn}', EX.acn), ...auth() }),
      )
      .willRespondWith(200, jsonpAnswer(ABN_DETAILS_OF_A_COMPANY, ANSWERS.record))
      .executeTest(async (mockServer) => {
        const abr = abrOn(mockServer);
        const byAbn = await abr.search({ by: 'number', number: EX.abn });
        const byAcn = await abr.search({ by: 'company number', number: EX.acn });
        await abr.close();
        expect(byAbn).toMatchObject([{ abn: EX.abn, registerNumber: EX.acn, status: 'Active' }]);
        expect(byAcn).toEqual(byAbn);
      });
  });

  it('finds nothing under an ABN nobody holds', async () => {
    await pact
      .addInteraction()
      .given(states.abnUnknown, { abn: EX.unknownAbn })
      .uponReceiving('a request for the details of an ABN nobody holds')
      .withRequest('GET', '/AbnDetails.aspx', (request) =>
        request.query({ abn: fromProviderState('${abn}', EX.unknownAbn), ...auth() }),
      )
      .willRespondWith(
        200,
        jsonpAnswer(
          'callback({"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,' +
            '"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"",' +
            '"EntityTypeName":"","Gst":null,"Message":"No records found"})',
          ANSWERS.noRecord,
        ),
      )
      .executeTest(async (mockServer) => {
        const abr = abrOn(mockServer);
        const rows = await abr.search({ by: 'number', number: EX.unknownAbn });
        await abr.close();
        expect(rows).toEqual([]);
      });
  });

  it('finds nothing when no name matches', async () => {
    await pact
      .addInteraction()
      .given(states.noNameMatches, { name: 'zzzzqq' })
      .uponReceiving('a search for a name nobody has')
      .withRequest('GET', '/MatchingNames.aspx', (request) =>
        request.query({ name: 'zzzzqq', maxResults: '20', ...auth() }),
      )
      .willRespondWith(200, jsonpAnswer(NO_MATCHING_NAMES))
      .executeTest(async (mockServer) => {
        const abr = abrOn(mockServer);
        const rows = await abr.search({ by: 'name', name: 'zzzzqq' });
        await abr.close();
        expect(rows).toEqual([]);
      });
  });

  it('is refused with a GUID the ABR did not issue: 200, the exception in Message', async () => {
    await pact
      .addInteraction()
      .given(states.abnRegistered, { abn: EX.abn })
      .uponReceiving('a request with a GUID the ABR did not issue')
      .withRequest('GET', '/AbnDetails.aspx', (request) =>
        request.query({ abn: fromProviderState('${abn}', EX.abn), ...auth(EX.unknownGuid) }),
      )
      .willRespondWith(200, jsonpAnswer(GUID_NOT_RECOGNISED, ANSWERS.guidRefused))
      .executeTest(async (mockServer) => {
        const abr = abrOn(mockServer, EX.unknownGuid);
        const refused = await abr.search({ by: 'number', number: EX.abn }).catch((error: unknown) => error);
        await abr.close();
        expect(refused).toMatchObject({ code: 'PARTNER_UNAVAILABLE', details: { class: 'unauthorised' } });
      });
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
