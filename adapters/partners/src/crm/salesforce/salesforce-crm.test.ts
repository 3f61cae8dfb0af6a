import type { NewCrmAccount } from '@lease-portal/domain';
import { json, startFaultServer, type FaultServer } from '../../partner-http/fault-server';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { apiUsageOf } from './api-usage';
import { salesforceCrm } from './salesforce-connection';
import { tokenWire } from './salesforce-wire';
import {
  ACCOUNT_RECORD,
  INVALID_SESSION_ID,
  LIMIT_INFO,
  LIMIT_INFO_PER_APP,
  NOT_FOUND,
  REQUEST_LIMIT_EXCEEDED,
  REQUIRED_FIELD_MISSING,
  TOKEN_ANSWER,
  UPSERT_CREATED,
  UPSERT_UPDATED,
} from './testing/salesforce-documented-answers';

// The Salesforce adapter reading Salesforce's documented answers, served by a scripted server.

const anAccount: NewCrmAccount = {
  reference: 'lead-1',
  orgId: 'fleet-co',
  region: 'AU',
  name: 'Harbour Freight Co',
  businessNumber: '51824753556',
  accountSource: 'Calculator',
  contact: { firstName: 'Alex', lastName: 'Driver', email: 'alex@fleetco.example', phone: '0491570156' },
};

let server: FaultServer;
let answers: Record<string, (index: number) => [number, unknown]>;
beforeEach(async () => {
  server = await startFaultServer();
  answers = {};
  server.answer = (request, response, index) => {
    const path = new URL(request.url ?? '/', 'http://salesforce').pathname;
    if (path === '/services/oauth2/token')
      return json(response, 200, { ...TOKEN_ANSWER, instance_url: server.baseUrl });
    const answered = Object.entries(answers).find(([ending]) => path.endsWith(ending));
    const [status, body] = answered ? answered[1](index) : [404, NOT_FOUND];
    json(response, status, body, { 'Sforce-Limit-Info': LIMIT_INFO });
  };
});
afterEach(() => server.close());

const adapter = () =>
  salesforceCrm({
    loginUrl: server.baseUrl,
    clientId: 'client',
    clientSecret: 'secret',
    http: { maxAttempts: 1, counts: new PartnerCallCounts() },
  });

describe("the Salesforce adapter on Salesforce's documented answers", () => {
  it('reads the token answer, and the instance it names', () => {
    expect(tokenWire.parse(TOKEN_ANSWER)).toMatchObject({
      instance_url: 'https://MyDomainName.my.salesforce.com',
    });
  });

  it("answers an upsert's id, whether it made the record (201) or found it (200)", async () => {
    answers['/Account/LeasePortal_Reference__c/lead-1'] = () => [201, UPSERT_CREATED];
    answers['/Contact/LeasePortal_Reference__c/lead-1'] = () => [
      200,
      { ...UPSERT_UPDATED, id: '003D000000QV9n2IAD' },
    ];
    const crm = adapter();
    expect(await crm.createAccount(anAccount)).toBe('00190000001pPvHAAU');
    await crm.close();
  });

  it('reads a record with its attributes, an empty field as empty', async () => {
    answers['/Account/001D000000INjVeIAH'] = () => [200, ACCOUNT_RECORD];
    const crm = adapter();
    expect(await crm.account('001D000000INjVeIAH')).toEqual({
      Id: '001D000000INjVeIAH',
      Name: 'Burlington Textiles Corp of America',
      AccountSource: '',
      Credit_Total_Value__c: 250000,
    });
    expect(await crm.opportunity('006D000000IRFmaIAH')).toBeUndefined();
    await crm.close();
  });

  it("names Salesforce's code of a refusal, and reads REQUEST_LIMIT_EXCEEDED as the rate limit it is", async () => {
    answers['/Opportunity/LeasePortal_Reference__c/lead-1'] = () => [400, REQUIRED_FIELD_MISSING];
    answers['/Account/001D000000INjVeIAH'] = () => [403, REQUEST_LIMIT_EXCEEDED];
    const crm = adapter();
    const refused = await crm
      .createOpportunity({
        reference: 'lead-1',
        accountId: '001D000000INjVeIAH',
        name: 'x',
        leadSource: 'Calculator',
        stageName: 'Needs Analysis',
        closeDate: '2026-08-02',
        shortlists: [],
      })
      .catch((error: unknown) => error);
    const limited = await crm.account('001D000000INjVeIAH').catch((error: unknown) => error);
    await crm.close();
    expect(refused).toMatchObject({
      code: 'PARTNER_REJECTED',
      message: 'The CRM refused the request (REQUIRED_FIELD_MISSING, HTTP 400).',
      details: { partnerError: REQUIRED_FIELD_MISSING },
    });
    expect(limited).toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
      details: { class: 'rate-limited', status: 403 },
    });
  });

  it('fetches one new token on INVALID_SESSION_ID', async () => {
    answers['/Account/001D000000INjVeIAH'] = (index) =>
      index < 2 ? [401, INVALID_SESSION_ID] : [200, ACCOUNT_RECORD];
    const crm = adapter();
    expect((await crm.account('001D000000INjVeIAH'))?.Id).toBe('001D000000INjVeIAH');
    await crm.close();
    expect(server.requests.map(({ url }) => url.split('?')[0])).toEqual([
      '/services/oauth2/token',
      '/services/data/v64.0/sobjects/Account/001D000000INjVeIAH',
      '/services/oauth2/token',
      '/services/data/v64.0/sobjects/Account/001D000000INjVeIAH',
    ]);
  });

  it('reads the API usage from the limit info header, alone or beside a connected app’s own', () => {
    expect(apiUsageOf(LIMIT_INFO)).toEqual({ used: 18, limit: 5000 });
    expect(apiUsageOf(LIMIT_INFO_PER_APP)).toEqual({ used: 25, limit: 5000 });
    expect(apiUsageOf('per-app-api-usage=17/250(appName=sample-app1)')).toBeUndefined();
    expect(apiUsageOf(null)).toBeUndefined();
  });
});
