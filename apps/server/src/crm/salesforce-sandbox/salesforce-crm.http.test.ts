import { DomainError, type NewCrmAccount, type NewOpportunity } from '@lease-portal/domain';
import { PartnerCallCounts, REQUEST_LIMIT_RETRY_AFTER_MS, salesforceCrm } from '@lease-portal/partners';
import {
  aSalesforceSandboxOverHttp,
  type SalesforceSandboxOverHttp,
} from './testing/salesforce-sandbox-over-http';

// The Salesforce adapter against the portal's Salesforce sandbox, over HTTP (decision 2117): what
// reaches Salesforce, what comes back, and Salesforce's own answers the partner layer alone does not know.

const anAccount = (reference: string): NewCrmAccount => ({
  reference,
  orgId: 'fleet-co',
  region: 'AU',
  name: 'Harbour Freight Co',
  businessNumber: '51824753556',
  entityType: 'PRV',
  accountSource: 'Calculator',
  contact: { firstName: 'Alex', lastName: 'Driver', email: 'alex@fleetco.example', phone: '0491570156' },
});
const anOpportunity = (reference: string, accountId: string): NewOpportunity => ({
  reference,
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

describe('the Salesforce adapter against the portal’s Salesforce sandbox', () => {
  let salesforce: SalesforceSandboxOverHttp;
  let crm: ReturnType<SalesforceSandboxOverHttp['adapter']>;
  const warnings: object[] = [];
  const counts = new PartnerCallCounts();
  beforeEach(async () => {
    salesforce = await aSalesforceSandboxOverHttp();
    crm = salesforce.adapter({ logger: { info: () => {}, warn: (obj) => void warnings.push(obj) }, counts });
  });
  afterEach(async () => {
    await crm.close();
    await salesforce.close();
  });

  it('upserts the account, its contact and the opportunity by our reference, once however often asked', async () => {
    const accountId = await crm.createAccount(anAccount('lead-1'));
    expect(await crm.createAccount(anAccount('lead-1'))).toBe(accountId);
    const opportunityId = await crm.createOpportunity(anOpportunity('lead-1', accountId));
    expect(await crm.createOpportunity(anOpportunity('lead-1', accountId))).toBe(opportunityId);

    expect(accountId).toMatch(/^001\d{12}AAA$/);
    expect(opportunityId).toMatch(/^006\d{12}AAA$/);
    expect(
      salesforce.callsTo('PATCH', /LeasePortal_Reference__c\/lead-1$/).map(({ status }) => status),
    ).toEqual([201, 201, 200, 200, 201, 200]);
    const [account] = await salesforce.store.list('Account');
    expect(account?.fields).toEqual({
      Name: 'Harbour Freight Co',
      AccountSource: 'Calculator',
      AccountNumber: '51824753556',
      Phone: '0491570156',
      BillingCountry: 'Australia',
      Description: 'Entity type: PRV\nEnquired through the portal of fleet-co',
    });
    const [contact] = await salesforce.store.list('Contact');
    expect(contact).toMatchObject({
      reference: 'lead-1',
      fields: { FirstName: 'Alex', LastName: 'Driver', Email: 'alex@fleetco.example', AccountId: accountId },
    });
    const [opportunity] = await salesforce.store.list('Opportunity');
    expect(opportunity?.fields).toEqual({
      Name: 'Harbour Freight Co – Calculator Call',
      AccountId: accountId,
      StageName: 'Needs Analysis',
      CloseDate: '2026-08-02',
      LeadSource: 'Calculator Call',
      Description:
        'Fleet size: 4\nShortlisted: TOY-HILUX-2026 over 36 months, 15,000 km a year\nMessage: Two utes before June, please.',
    });
  });

  it('reads the records by their ids, moves the stage, and knows no record it has not', async () => {
    const accountId = await crm.createAccount(anAccount('lead-2'));
    const opportunityId = await crm.createOpportunity(anOpportunity('lead-2', accountId));

    expect(await crm.account(accountId)).toEqual({
      Id: accountId,
      Name: 'Harbour Freight Co',
      AccountSource: 'Calculator',
      Credit_Total_Value__c: null,
    });
    await crm.updateOpportunityStage(opportunityId, 'Quote Requested OP');
    expect(await crm.opportunity(opportunityId)).toEqual({
      Id: opportunityId,
      AccountId: accountId,
      LeadSource: 'Calculator Call',
      StageName: 'Quote Requested OP',
    });
    expect(await crm.account('001999999999999AAA')).toBeUndefined();
    expect(await crm.opportunity('006999999999999AAA')).toBeUndefined();
    await expect(crm.updateOpportunityStage('006999999999999AAA', 'Deal Mobilising')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("is refused, once and with Salesforce's code, an opportunity on an account the org does not have", async () => {
    const refused = await crm
      .createOpportunity(anOpportunity('lead-3', '001999999999999AAA'))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'PARTNER_REJECTED',
      message: 'The CRM refused the request (INVALID_CROSS_REFERENCE_KEY, HTTP 400).',
    });
    expect(salesforce.callsTo('PATCH', /Opportunity/)).toHaveLength(1);
  });

  it('takes REQUEST_LIMIT_EXCEEDED for the rate limit it is: the queue asks again in half an hour, no credentials alert', async () => {
    await crm.createAccount(anAccount('lead-4'));
    salesforce.sandbox.faults.next({ kind: 'request-limit-exceeded' }, 1, { path: /\/sobjects\// });
    const warned = warnings.length;

    const limited = await crm.account('001000000000001AAA').catch((error: unknown) => error);

    expect(limited).toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
      details: { class: 'rate-limited', status: 403, retryAfterMs: REQUEST_LIMIT_RETRY_AFTER_MS },
    });
    expect(warnings.slice(warned)).not.toContainEqual(expect.objectContaining({ alert: expect.anything() }));
  });

  it('counts answers near the daily API allocation and warns once per 5 points it grows', async () => {
    salesforce.sandbox.usage.used = 11_998; // of 15,000: the next answers say 11,999 and 12,000 (80 %)
    const before = counts.snapshot()['CRM']?.['api-usage']?.['near-limit'] ?? 0;
    await crm.createAccount(anAccount('lead-5')); // 2 calls
    await crm.account('001000000000001AAA'); // 12,001
    salesforce.sandbox.usage.used = 12_749; // 85 %
    await crm.account('001000000000001AAA');

    expect((counts.snapshot()['CRM']?.['api-usage']?.['near-limit'] ?? 0) - before).toBe(3);
    expect(warnings.filter((warning) => 'apiUsage' in warning)).toEqual([
      expect.objectContaining({ apiUsage: { used: 12_000, limit: 15_000 }, percent: 80 }),
      expect.objectContaining({ apiUsage: { used: 12_750, limit: 15_000 }, percent: 85 }),
    ]);
  });

  it('is refused a token for a wrong secret: our credentials, for an operator to fix', async () => {
    const wrong = salesforceCrm({
      loginUrl: salesforce.sandbox.loginUrl(),
      clientId: salesforce.sandbox.client.clientId,
      clientSecret: 'not-the-secret',
      http: { maxAttempts: 1 },
    });
    const refused = await wrong.account('001000000000001AAA').catch((error: unknown) => error);
    await wrong.close();
    expect(refused).toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
      message: "The CRM refused the portal's client credentials.",
      details: { class: 'unauthorised', grantError: 'invalid_client' },
    });
    expect(JSON.stringify(refused)).not.toContain('not-the-secret');
  });
});
