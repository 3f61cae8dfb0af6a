import { MatchersV3, PactV4, type TemplateQuery, type V3MockServer } from '@pact-foundation/pact';
import type { AddressFinder } from '@lease-portal/domain';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { everyPortMethodPlayed } from '../../testing/every-port-method-played';
import { AddressfinderAddressFinder } from './addressfinder-address-finder';
import { ADDRESSFINDER_EXAMPLES as EX, ADDRESSFINDER_PACT } from './addressfinder-pact';
import { ADDRESSFINDER_PATHS } from './addressfinder-wire';

const { like, eachLike, regex, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The Addressfinder adapter's side of its contract with Addressfinder (decision 2111): the real
 * `AddressfinderAddressFinder` on its partner layer, against Pact's mock server. Every call the adapter
 * makes is an interaction; the provider side replays them against the portal's Addressfinder sandbox.
 */

const { states } = ADDRESSFINDER_PACT;
const pact = new PactV4({
  consumer: ADDRESSFINDER_PACT.consumer,
  provider: ADDRESSFINDER_PACT.provider,
  dir: ADDRESSFINDER_PACT.dir,
  logLevel: 'warn',
});

/** The paths the interactions call: every call of the adapter must be among them. */
const covered = new Set<string>();
/** Every method of the address finder port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<AddressFinder>()(['autocomplete', 'metadata']);

/** The account's key and JSON, as every call asks; the rest of the query is the call's. */
const query = (rest: TemplateQuery, key: TemplateQuery[string] = regex('^\\S+$', EX.key)): TemplateQuery => ({
  key,
  format: 'json',
  ...rest,
});
/** The secret goes in the Authorization header, as it is, for a server's calls. */
const secret = { authorization: regex('^\\S+$', EX.secret) };
const STATE = '^(ACT|NSW|NT|QLD|SA|TAS|VIC|WA|OT)$';
const POSTCODE = '^\\d{4}$';
const refusal = (errorCode: string, message: string) => ({
  completions: [],
  message: like(message),
  error_code: errorCode,
  success: false,
});

function interaction(
  given: { state: string; params?: Record<string, string> },
  description: string,
  path: string,
) {
  covered.add(path);
  return pact.addInteraction().given(given.state, given.params).uponReceiving(description);
}

/**
 * The adapter as the portal builds it, on the mock server: one attempt, the contract being about the
 * calls; the port's methods it is asked, recorded. The mock server gets 15 s, not the portal's 2.5 s:
 * on a busy machine it answered late and the contract lost an interaction to a timing it does not pin.
 */
function adapterOn(mockServer: V3MockServer, key: string = EX.key) {
  return played.record(
    new AddressfinderAddressFinder(
      { baseUrl: mockServer.url, key, secret: EX.secret },
      { maxAttempts: 1, timeoutMs: 15_000, counts: new PartnerCallCounts() },
    ),
  );
}

async function withAdapter<T>(
  mockServer: V3MockServer,
  use: (finder: AddressfinderAddressFinder) => Promise<T>,
) {
  const finder = adapterOn(mockServer);
  try {
    return await use(finder);
  } finally {
    await finder.close();
  }
}

describe('the Addressfinder adapter, on its contract with Addressfinder', () => {
  it('completes an AU address from both datasets, without PO boxes', async () => {
    await interaction(
      { state: states.auStreet, params: { street: 'Collins Street', locality: 'Melbourne' } },
      'an AU address autocomplete',
      ADDRESSFINDER_PATHS.auAutocomplete,
    )
      .withRequest('GET', ADDRESSFINDER_PATHS.auAutocomplete, (request) =>
        request
          .headers(secret)
          .query(query({ q: 'collins st melbourne', max: '3', post_box: '0', source: 'GNAF,PAF' })),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          completions: eachLike({
            full_address: like('120 Collins Street, MELBOURNE VIC 3000'),
            id: like(EX.auId),
          }),
          success: true,
        }),
      )
      .executeTest(async (mockServer) => {
        const completions = await withAdapter(mockServer, (finder) =>
          finder.autocomplete('AU', 'collins st melbourne', 3),
        );
        expect(completions).toEqual([{ id: EX.auId, fullAddress: '120 Collins Street, MELBOURNE VIC 3000' }]);
      });
  });

  it('answers no completion for a text nothing matches', async () => {
    await interaction(
      { state: states.noMatch },
      'an AU address autocomplete that matches nothing',
      ADDRESSFINDER_PATHS.auAutocomplete,
    )
      .withRequest('GET', ADDRESSFINDER_PATHS.auAutocomplete, (request) =>
        request
          .headers(secret)
          .query(query({ q: 'zzqx nowhere', max: '10', post_box: '0', source: 'GNAF,PAF' })),
      )
      .willRespondWith(200, (response) => response.jsonBody({ completions: [], success: true }))
      .executeTest(async (mockServer) => {
        expect(
          await withAdapter(mockServer, (finder) => finder.autocomplete('AU', 'zzqx nowhere', 10)),
        ).toEqual([]);
      });
  });

  it('completes an NZ address, without PO boxes', async () => {
    await interaction(
      { state: states.nzStreet, params: { street: 'Cuba Street', locality: 'Te Aro' } },
      'an NZ address autocomplete',
      ADDRESSFINDER_PATHS.nzAutocomplete,
    )
      .withRequest('GET', ADDRESSFINDER_PATHS.nzAutocomplete, (request) =>
        request.headers(secret).query(query({ q: 'cuba street te aro', max: '10', post_box: '0' })),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          completions: eachLike({
            a: like('184 Cuba Street, Te Aro, Wellington 6011'),
            pxid: like(EX.nzPxid),
          }),
          success: true,
        }),
      )
      .executeTest(async (mockServer) => {
        const completions = await withAdapter(mockServer, (finder) =>
          finder.autocomplete('NZ', 'cuba street te aro', 10),
        );
        expect(completions).toEqual([
          { id: EX.nzPxid, fullAddress: '184 Cuba Street, Te Aro, Wellington 6011' },
        ]);
      });
  });

  it("reads an AU address's parts by its id", async () => {
    await interaction(
      { state: states.auUnit },
      'a request for the metadata of an AU address of a unit',
      ADDRESSFINDER_PATHS.auMetadata,
    )
      .withRequest('GET', ADDRESSFINDER_PATHS.auMetadata, (request) =>
        request.headers(secret).query(query({ id: fromProviderState('${id}', EX.auId), source: 'GNAF,PAF' })),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: fromProviderState('${id}', EX.auId),
          full_address: like('Unit 4, 12 Queen Street, BRISBANE CITY QLD 4000'),
          lot_identifier: null,
          unit_type: like('Unit'),
          unit_identifier: like('4'),
          level_type: null,
          level_number: null,
          street_number_1: regex('^\\d+[A-Z]?$', '12'),
          street_number_2: null,
          street_name: like('Queen'),
          street_type: like('Street'),
          street_suffix: null,
          locality_name: like('BRISBANE CITY'),
          state_territory: regex(STATE, 'QLD'),
          postcode: regex(POSTCODE, '4000'),
          success: true,
        }),
      )
      .executeTest(async (mockServer) => {
        expect(await withAdapter(mockServer, (finder) => finder.metadata('AU', EX.auId))).toEqual({
          fullAddress: 'Unit 4, 12 Queen Street, BRISBANE CITY QLD 4000',
          subPremise: 'Unit 4',
          streetNo: '12',
          streetName: 'Queen Street',
          suburb: 'BRISBANE CITY',
          state: 'qld',
          postCode: '4000',
          country: 'Australia',
          countryCode: 'AU',
        });
      });
  });

  it("reads an NZ address's parts by its pxid", async () => {
    await interaction(
      { state: states.nzUnit },
      'a request for the metadata of an NZ address of a unit',
      ADDRESSFINDER_PATHS.nzMetadata,
    )
      .withRequest('GET', ADDRESSFINDER_PATHS.nzMetadata, (request) =>
        request.headers(secret).query(query({ pxid: fromProviderState('${pxid}', EX.nzPxid) })),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pxid: fromProviderState('${pxid}', EX.nzPxid),
          a: like('Unit 3, 184 Cuba Street, Te Aro, Wellington 6011'),
          unit_type: like('Unit'),
          unit_identifier: like('3'),
          number: regex('^\\d+$', '184'),
          street: like('Cuba Street'),
          suburb: like('Te Aro'),
          city: like('Wellington'),
          postcode: regex(POSTCODE, '6011'),
          region: like('Wellington Region'),
          success: true,
        }),
      )
      .executeTest(async (mockServer) => {
        expect(await withAdapter(mockServer, (finder) => finder.metadata('NZ', EX.nzPxid))).toEqual({
          fullAddress: 'Unit 3, 184 Cuba Street, Te Aro, Wellington 6011',
          subPremise: 'Unit 3',
          streetNo: '184',
          streetName: 'Cuba Street',
          suburb: 'Te Aro',
          state: 'Wellington',
          postCode: '6011',
          country: 'New Zealand',
          countryCode: 'NZ',
        });
      });
  });

  it('answers no address for an id Addressfinder does not have (1011)', async () => {
    await interaction(
      { state: states.unknownId },
      'a request for the metadata of an id no address has',
      ADDRESSFINDER_PATHS.auMetadata,
    )
      .withRequest('GET', ADDRESSFINDER_PATHS.auMetadata, (request) =>
        request.headers(secret).query(query({ id: EX.unknownId, source: 'GNAF,PAF' })),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(refusal('1011', 'The record you are trying to load does not exist')),
      )
      .executeTest(async (mockServer) => {
        expect(
          await withAdapter(mockServer, (finder) => finder.metadata('AU', EX.unknownId)),
        ).toBeUndefined();
      });
  });

  it('is refused a key the account does not have (1001), as the address service unavailable', async () => {
    await interaction(
      { state: states.auStreet, params: { street: 'Collins Street', locality: 'Melbourne' } },
      'an AU address autocomplete with a key no account has',
      ADDRESSFINDER_PATHS.auAutocomplete,
    )
      .withRequest('GET', ADDRESSFINDER_PATHS.auAutocomplete, (request) =>
        request
          .headers(secret)
          .query(
            query({ q: 'collins st melbourne', max: '3', post_box: '0', source: 'GNAF,PAF' }, EX.unknownKey),
          ),
      )
      .willRespondWith(400, (response) => response.jsonBody(refusal('1001', 'Key not found')))
      .executeTest(async (mockServer) => {
        const finder = adapterOn(mockServer, EX.unknownKey);
        const refused = await finder
          .autocomplete('AU', 'collins st melbourne', 3)
          .catch((error: unknown) => error);
        await finder.close();
        expect(refused).toMatchObject({ code: 'PARTNER_UNAVAILABLE', details: { errorCode: '1001' } });
      });
  });

  it('has an interaction for every call the adapter makes', () => {
    expect([...covered].sort()).toEqual(Object.values(ADDRESSFINDER_PATHS).sort());
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
