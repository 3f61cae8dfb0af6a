import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { V4RequestBuilder, V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types';
import type { Crm, NewCrmAccount, NewOpportunity } from '@lease-portal/domain';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { everyPortMethodPlayed } from '../../testing/every-port-method-played';
import { salesforceCrm } from './salesforce-connection';
import { SALESFORCE_EXAMPLES as EX, SALESFORCE_PACT } from './salesforce-pact';
import { accountBodyOf, contactBodyOf, opportunityBodyOf } from './salesforce-records';
import { REFERENCE_FIELD, SALESFORCE_API_VERSION } from './salesforce-wire';

const { like, regex, url, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The Salesforce adapter's side of its contract with Salesforce (decision 2117): the real
 * `SalesforceCrm`, its client credentials token and partner layer, against Pact's mock server standing
 * for the org's My Domain and its instance. Every call the adapter makes is an interaction, and a test
 * fails when a method of the CRM port has none; the provider side replays them against the portal's
 * Salesforce sandbox.
 */

const SFID = '^[a-zA-Z0-9]{18}$';
const { states } = SALESFORCE_PACT;
const pact = new PactV4({
  consumer: SALESFORCE_PACT.consumer,
  provider: SALESFORCE_PACT.provider,
  dir: SALESFORCE_PACT.dir,
  logLevel: 'warn',
});

const anAccount: NewCrmAccount = {
  reference: EX.reference,
  orgId: 'fleet-co',
  region: 'AU',
  name: 'Harbour Freight Co',
  businessNumber: '51824753556',
  entityType: 'PRV',
  accountSource: 'Calculator',
  contact: { firstName: 'Alex', lastName: 'Driver', email: 'alex@fleetco.example', phone: '0491570156' },
};
const anOpportunity = (accountId: string): NewOpportunity => ({
  reference: EX.reference,
  accountId,
  name: 'Harbour Freight Co – Calculator Call',
  leadSource: 'Calculator Call',
  stageName: 'Needs Analysis',
  closeDate: '2026-08-02',
  shortlists: [
    {
      catalogVehicleId: 'TOY-HILUX-2026',
      distance: 15000,
      distanceUnit: 'km',
      duration: 36,
      durationUnit: 'month',
    },
  ],
  fleetSize: 4,
  description: 'Two utes before June, please.',
});

type Given = { state: string; params: Record<string, string> };
const given = (state: string): Given => ({ state, params: { reference: EX.reference } });
const bearer = { authorization: regex('^Bearer \\S+$', `Bearer ${EX.accessToken}`) };
/** A path under the API's version, with the state's ids (and reference) in it. */
const apiPath = (under: string) =>
  fromProviderState(
    `/services/data/${SALESFORCE_API_VERSION}${under}`,
    `/services/data/${SALESFORCE_API_VERSION}${under
      .replaceAll('${reference}', EX.reference)
      .replaceAll('${accountId}', EX.accountId)
      .replaceAll('${opportunityId}', EX.opportunityId)}`,
  );
const upsertPath = (object: string) => apiPath(`/sobjects/${object}/${REFERENCE_FIELD}/\${reference}`);
/** Every API answer carries the org's API usage. */
const usage = (response: V4ResponseBuilder) =>
  response.headers({ 'Sforce-Limit-Info': regex('api-usage=\\d+/\\d+', 'api-usage=18/5000') });
const salesforceErrors = (errorCode: string, message: string, fields: string[] = []) => [
  { message: like(message), errorCode, fields },
];
const upserted = (created: boolean, id: unknown) => ({ id, success: true, errors: [], created });

/** The token first: the client credentials grant on the org's My Domain, naming the instance. */
function token() {
  pact
    .addInteraction()
    .uponReceiving("a client credentials grant for the portal's connected app")
    .withRequest('POST', '/services/oauth2/token', (request) =>
      formBody(request, {
        grant_type: 'client_credentials',
        client_id: regex('^\\S+$', EX.clientId),
        client_secret: regex('^\\S+$', EX.clientSecret),
      }),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody({
        access_token: like(EX.accessToken),
        // The API lives here: the mock server itself in this test.
        instance_url: url([]),
        id: like('https://login.salesforce.com/id/00D000000000001AAA/005000000000001AAA'),
        token_type: 'Bearer',
        issued_at: regex('^\\d+$', '1764230400000'),
        signature: like('0CmxinZir53Yex7nE0TD+zMpvIWYGb/bdJh6XfOH6EQ='),
      }),
    );
}

/**
 * A form body with matchers: Pact's core takes it as JSON and matches the form's fields by them, which
 * the JS builder's `body` (bytes, no matchers) cannot say.
 */
function formBody(request: V4RequestBuilder, fields: Record<string, unknown>): V4RequestBuilder {
  const { interaction } = request as unknown as {
    interaction: { withRequestBody(body: string, contentType: string): void };
  };
  interaction.withRequestBody(JSON.stringify(fields), 'application/x-www-form-urlencoded');
  return request;
}

function contactUpserted() {
  pact
    .addInteraction()
    .given(states.account, given(states.account).params)
    .uponReceiving('an upsert of the person who enquired, as a contact on the account, by our reference')
    .withRequest('PATCH', upsertPath('Contact'), (request) =>
      request.headers(bearer).jsonBody({
        ...contactBodyOf(anAccount, EX.accountId),
        AccountId: fromProviderState('${accountId}', EX.accountId),
      }),
    )
    .willRespondWith(201, (response) => usage(response).jsonBody(upserted(true, regex(SFID, EX.contactId))));
}

/** Every method of the CRM port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<Crm>()([
  'createAccount',
  'createOpportunity',
  'account',
  'opportunity',
  'updateOpportunityStage',
]);

/** The adapter as the portal builds it, on the mock server; the port's methods it is asked, recorded. */
function adapterOn(mockServer: V3MockServer) {
  return played.record(
    salesforceCrm({
      loginUrl: mockServer.url,
      clientId: EX.clientId,
      clientSecret: EX.clientSecret,
      // One attempt each: the contract is about the calls, not the layer's retries.
      http: { maxAttempts: 1, counts: new PartnerCallCounts() },
    }),
  );
}

describe('the Salesforce adapter, on its contract with Salesforce', () => {
  it('opens the account of a new enquiry and the person on it, each upserted by our reference', async () => {
    token();
    contactUpserted();
    await pact
      .addInteraction()
      .given(states.nothing, given(states.nothing).params)
      .uponReceiving('an upsert of a business as an account, by our reference no record holds')
      .withRequest('PATCH', upsertPath('Account'), (request) =>
        request.headers(bearer).jsonBody(accountBodyOf(anAccount)),
      )
      .willRespondWith(201, (response) => usage(response).jsonBody(upserted(true, regex(SFID, EX.accountId))))
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const accountId = await crm.createAccount(anAccount);
        await crm.close();
        expect(accountId).toBe(EX.accountId);
      });
  });

  it('finds the account a repeated upsert of the reference made before, and answers its id', async () => {
    token();
    contactUpserted();
    await pact
      .addInteraction()
      .given(states.account, given(states.account).params)
      .uponReceiving('an upsert of a business as an account, by our reference an account holds')
      .withRequest('PATCH', upsertPath('Account'), (request) =>
        request.headers(bearer).jsonBody(accountBodyOf(anAccount)),
      )
      .willRespondWith(200, (response) =>
        usage(response).jsonBody(upserted(false, fromProviderState('${accountId}', EX.accountId))),
      )
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const accountId = await crm.createAccount(anAccount);
        await crm.close();
        expect(accountId).toBe(EX.accountId);
      });
  });

  it('opens an opportunity on the account, named, staged and expected to close', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.account, given(states.account).params)
      .uponReceiving('an upsert of an opportunity on the account, by our reference')
      .withRequest('PATCH', upsertPath('Opportunity'), (request) =>
        request.headers(bearer).jsonBody({
          ...opportunityBodyOf(anOpportunity(EX.accountId)),
          AccountId: fromProviderState('${accountId}', EX.accountId),
        }),
      )
      .willRespondWith(201, (response) =>
        usage(response).jsonBody(upserted(true, regex(SFID, EX.opportunityId))),
      )
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const opportunityId = await crm.createOpportunity(anOpportunity(EX.accountId));
        await crm.close();
        expect(opportunityId).toBe(EX.opportunityId);
      });
  });

  it("is refused an opportunity on an account the org does not have, with Salesforce's code", async () => {
    token();
    await pact
      .addInteraction()
      .given(states.nothing, given(states.nothing).params)
      .uponReceiving('an upsert of an opportunity on an account the org does not have')
      .withRequest('PATCH', upsertPath('Opportunity'), (request) =>
        request.headers(bearer).jsonBody(opportunityBodyOf(anOpportunity(EX.unknownAccountId))),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(
          salesforceErrors('INVALID_CROSS_REFERENCE_KEY', 'invalid cross reference id', ['AccountId']),
        ),
      )
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const refused = await crm
          .createOpportunity(anOpportunity(EX.unknownAccountId))
          .catch((error: unknown) => error);
        await crm.close();
        expect(refused).toMatchObject({
          code: 'PARTNER_REJECTED',
          message: 'The CRM refused the request (INVALID_CROSS_REFERENCE_KEY, HTTP 400).',
        });
      });
  });

  it('reads an account by its id, with the fields the dashboard needs', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.account, given(states.account).params)
      .uponReceiving("a read of an account's source and credit total by its id")
      .withRequest('GET', apiPath('/sobjects/Account/${accountId}'), (request) =>
        request.headers(bearer).query({ fields: 'Id,Name,AccountSource,Credit_Total_Value__c' }),
      )
      .willRespondWith(200, (response) =>
        usage(response).jsonBody({
          attributes: {
            type: 'Account',
            url: like(`/services/data/${SALESFORCE_API_VERSION}/sobjects/Account/${EX.accountId}`),
          },
          Id: fromProviderState('${accountId}', EX.accountId),
          Name: like('Harbour Freight Co'),
          AccountSource: 'Calculator',
          Credit_Total_Value__c: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const account = await crm.account(EX.accountId);
        await crm.close();
        expect(account).toEqual({
          Id: EX.accountId,
          Name: 'Harbour Freight Co',
          AccountSource: 'Calculator',
          Credit_Total_Value__c: null,
        });
      });
  });

  it('knows no account for an id the org does not have (NOT_FOUND)', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.nothing, given(states.nothing).params)
      .uponReceiving('a read of an account that does not exist')
      .withRequest(
        'GET',
        `/services/data/${SALESFORCE_API_VERSION}/sobjects/Account/${EX.unknownAccountId}`,
        (request) => request.headers(bearer).query({ fields: 'Id,Name,AccountSource,Credit_Total_Value__c' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(salesforceErrors('NOT_FOUND', 'The requested resource does not exist')),
      )
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const account = await crm.account(EX.unknownAccountId);
        await crm.close();
        expect(account).toBeUndefined();
      });
  });

  it('reads an opportunity by its id: how the lead came in and its stage', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.opportunity, given(states.opportunity).params)
      .uponReceiving("a read of an opportunity's account, lead source and stage by its id")
      .withRequest('GET', apiPath('/sobjects/Opportunity/${opportunityId}'), (request) =>
        request.headers(bearer).query({ fields: 'Id,AccountId,LeadSource,StageName' }),
      )
      .willRespondWith(200, (response) =>
        usage(response).jsonBody({
          attributes: {
            type: 'Opportunity',
            url: like(`/services/data/${SALESFORCE_API_VERSION}/sobjects/Opportunity/${EX.opportunityId}`),
          },
          Id: fromProviderState('${opportunityId}', EX.opportunityId),
          AccountId: fromProviderState('${accountId}', EX.accountId),
          LeadSource: 'Calculator Call',
          StageName: 'Needs Analysis',
        }),
      )
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const opportunity = await crm.opportunity(EX.opportunityId);
        await crm.close();
        expect(opportunity).toEqual({
          Id: EX.opportunityId,
          AccountId: EX.accountId,
          LeadSource: 'Calculator Call',
          StageName: 'Needs Analysis',
        });
      });
  });

  it("moves an opportunity's stage", async () => {
    token();
    await pact
      .addInteraction()
      .given(states.opportunity, given(states.opportunity).params)
      .uponReceiving("an update of an opportunity's stage")
      .withRequest('PATCH', apiPath('/sobjects/Opportunity/${opportunityId}'), (request) =>
        request.headers(bearer).jsonBody({ StageName: 'Quote Requested OP' }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        await crm.updateOpportunityStage(EX.opportunityId, 'Quote Requested OP');
        await crm.close();
      });
  });

  it('is told the org has no such opportunity when moving one it does not have (NOT_FOUND)', async () => {
    token();
    await pact
      .addInteraction()
      .given(states.nothing, given(states.nothing).params)
      .uponReceiving('an update of the stage of an opportunity that does not exist')
      .withRequest(
        'PATCH',
        `/services/data/${SALESFORCE_API_VERSION}/sobjects/Opportunity/${EX.unknownOpportunityId}`,
        (request) => request.headers(bearer).jsonBody({ StageName: 'Deal Mobilising' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(salesforceErrors('NOT_FOUND', 'The requested resource does not exist')),
      )
      .executeTest(async (mockServer) => {
        const crm = adapterOn(mockServer);
        const refused = await crm
          .updateOpportunityStage(EX.unknownOpportunityId, 'Deal Mobilising')
          .catch((error: unknown) => error);
        await crm.close();
        expect(refused).toMatchObject({ code: 'NOT_FOUND' });
      });
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
