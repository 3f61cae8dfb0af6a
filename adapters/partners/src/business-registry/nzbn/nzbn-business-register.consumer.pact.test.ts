import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { BusinessRegistry } from '@lease-portal/domain';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { everyPortMethodPlayed } from '../../testing/every-port-method-played';
import { SUBSCRIPTION_KEY_HEADER } from './nzbn-wire';
import { NzbnBusinessRegister } from './nzbn-business-register';
import { NZBN_EXAMPLES as EX, NZBN_PACT } from './nzbn-pact';
import { ENTITY, ENTITY_NOT_FOUND, ENTITY_SEARCH } from './testing/nzbn-documented-answers';

const { like, eachLike, integer, regex, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The NZBN adapter's side of its contract with the NZBN API v5 (decision 2110): the real
 * `NzbnBusinessRegister` and its partner layer against Pact's mock server; every call it makes is an
 * interaction, the answers the fields it reads, typed as the API's description has them. The provider
 * side replays them against the portal's NZBN sandbox.
 */

const pact = new PactV4({
  consumer: NZBN_PACT.consumer,
  provider: NZBN_PACT.provider,
  dir: NZBN_PACT.dir,
  logLevel: 'warn',
});
const { states } = NZBN_PACT;
const company = ENTITY_SEARCH.items[0]!;
const registered = ENTITY.addresses.addressList[0]!;

const key = (subscriptionKey: string = EX.subscriptionKey) => ({
  [SUBSCRIPTION_KEY_HEADER]: subscriptionKey,
});
const NZBN = '^94\\d{11}$';
const STATUS = '^\\d{2}$';

/** Every method of the register port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<BusinessRegistry>()(['search']);

/** The adapter on the mock server (15 s for a busy machine: the contract pins shapes, not timing); the port's methods it is asked, recorded. */
function nzbnOn(mockServer: V3MockServer, subscriptionKey: string = EX.subscriptionKey) {
  return played.record(
    new NzbnBusinessRegister({
      subscriptionKey,
      baseUrl: mockServer.url,
      http: { counts: new PartnerCallCounts(), sleep: async () => {}, maxAttempts: 1, timeoutMs: 15_000 },
    }),
  );
}

describe(`${NZBN_PACT.consumer} -> ${NZBN_PACT.provider}`, () => {
  it('searches the entities by name', async () => {
    await pact
      .addInteraction()
      .given(states.namesMatch, { searchTerm: EX.searchTerm })
      .uponReceiving('a search for the entities whose names match a word')
      .withRequest('GET', '/entities', (request) =>
        request.query({ 'search-term': EX.searchTerm, 'page-size': '10' }).headers(key()),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pageSize: integer(10),
          page: integer(0),
          totalItems: integer(2),
          items: eachLike({
            nzbn: regex(NZBN, company.nzbn),
            entityName: like(company.entityName),
            entityTypeCode: like(company.entityTypeCode),
            entityStatusCode: regex(STATUS, company.entityStatusCode),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const nzbn = nzbnOn(mockServer);
        const rows = await nzbn.search({ by: 'name', name: EX.searchTerm });
        await nzbn.close();
        expect(rows).toMatchObject([{ abn: company.nzbn, entityType: 'LTD', status: 'Active' }]);
      });
  });

  it('reads an entity by its NZBN, with its registered address and what it published', async () => {
    await pact
      .addInteraction()
      .given(states.registered, { nzbn: EX.nzbn })
      .uponReceiving('a request for an entity by its NZBN')
      .withRequest('GET', fromProviderState('/entities/${nzbn}', `/entities/${EX.nzbn}`), (request) =>
        request.headers(key()),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          nzbn: fromProviderState('${nzbn}', EX.nzbn),
          entityName: like(ENTITY.entityName),
          entityTypeCode: like(ENTITY.entityTypeCode),
          entityStatusCode: regex(STATUS, ENTITY.entityStatusCode),
          addresses: {
            addressList: eachLike({
              addressType: regex(
                '^(REGISTERED|POSTAL|SERVICE|OFFICE|DELIVERY|INVOICE|PHYSICAL)$',
                'REGISTERED',
              ),
              address1: like(registered.address1),
              address2: like(registered.address2),
              postCode: regex('^\\d{4}$', registered.postCode),
              countryCode: like('NZ'),
            }),
          },
          phoneNumbers: eachLike({
            phoneCountryCode: like('64'),
            phoneAreaCode: like('9'),
            phoneNumber: like('5550123'),
          }),
          emailAddresses: eachLike({ emailAddress: like('office@harbourexample.example') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const nzbn = nzbnOn(mockServer);
        const rows = await nzbn.search({ by: 'number', number: EX.nzbn });
        await nzbn.close();
        expect(rows).toMatchObject([
          {
            abn: EX.nzbn,
            postCode: '1010',
            contactDetail: { street: 'Level 3, 21 Queen Street', contactNumber: '095550123' },
          },
        ]);
      });
  });

  it('finds nothing under an NZBN the register does not hold: 404 in its error model', async () => {
    await pact
      .addInteraction()
      .given(states.unknown, { nzbn: EX.unknownNzbn })
      .uponReceiving('a request for an entity nobody is registered as')
      .withRequest('GET', fromProviderState('/entities/${nzbn}', `/entities/${EX.unknownNzbn}`), (request) =>
        request.headers(key()),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody({
          status: like(ENTITY_NOT_FOUND.status),
          errorCode: like(ENTITY_NOT_FOUND.errorCode),
          errorDescription: like(ENTITY_NOT_FOUND.errorDescription),
        }),
      )
      .executeTest(async (mockServer) => {
        const nzbn = nzbnOn(mockServer);
        const rows = await nzbn.search({ by: 'number', number: EX.unknownNzbn });
        await nzbn.close();
        expect(rows).toEqual([]);
      });
  });

  it('is refused with a subscription key the register did not issue (401)', async () => {
    await pact
      .addInteraction()
      .given(states.namesMatch, { searchTerm: EX.searchTerm })
      .uponReceiving('a search with a subscription key the register did not issue')
      .withRequest('GET', '/entities', (request) =>
        request
          .query({ 'search-term': EX.searchTerm, 'page-size': '10' })
          .headers(key(EX.unknownSubscriptionKey)),
      )
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        const nzbn = nzbnOn(mockServer, EX.unknownSubscriptionKey);
        const refused = await nzbn
          .search({ by: 'name', name: EX.searchTerm })
          .catch((error: unknown) => error);
        await nzbn.close();
        expect(refused).toMatchObject({ code: 'PARTNER_UNAVAILABLE', details: { class: 'unauthorised' } });
      });
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
