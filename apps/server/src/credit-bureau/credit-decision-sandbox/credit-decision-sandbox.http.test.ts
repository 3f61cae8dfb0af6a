import { creditDecisionWire } from '@lease-portal/partners';
import { aCreditEnquiry } from '@lease-portal/partners/src/credit-bureau/credit-decision-pact';
import {
  aCreditDecisionSandboxOverHttp,
  type CreditDecisionSandboxOverHttp,
} from './testing/credit-decision-sandbox-over-http';

const { creditEnquiryWireOf } = creditDecisionWire;

/**
 * The portal's credit decision sandbox on the published wire (decision 2120), spoken to directly: what
 * its token endpoint refuses, what the enquiries resource refuses, and the decision of the engine of
 * decision 1520 after its delay.
 */
describe('the credit decision sandbox on the published wire', () => {
  const clock = { at: new Date('2026-11-27T09:00:00.000Z'), now: () => clock.at };
  let service: CreditDecisionSandboxOverHttp;
  let base: string;

  beforeEach(async () => {
    clock.at = new Date('2026-11-27T09:00:00.000Z');
    service = await aCreditDecisionSandboxOverHttp({ delayMs: 4_000, clock });
    base = service.sandbox.baseUrl();
  });
  afterEach(() => service.close());

  const grant = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const aToken = async () => {
    const { client } = service.sandbox;
    const answer = await grant({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
      scope: 'credit-enquiries',
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const submit = (body: unknown, headers: Record<string, string>) =>
    fetch(`${base}/credit-enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const read = (reference: string, token: string) =>
    fetch(`${base}/credit-enquiries/${reference}`, { headers: { authorization: `Bearer ${token}` } });

  it("issues tokens to the portal's client only, in the form or as Basic, for its one scope", async () => {
    const { client } = service.sandbox;
    const wrong = await grant({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: 'x',
    });
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'invalid_client' }]);
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const asBasic = await grant({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(asBasic.status).toBe(200);
    expect(asBasic.headers.get('cache-control')).toBe('no-store');
    expect(await asBasic.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'credit-enquiries',
    });
    const scope = await grant(
      { grant_type: 'client_credentials', scope: 'leads:write' },
      { authorization: `Basic ${basic}` },
    );
    expect([scope.status, await scope.json()]).toEqual([400, { error: 'invalid_scope' }]);
    expect((await grant({ grant_type: 'password' })).status).toBe(400);
  });

  it('refuses an enquiry without a token, without its key, or under a key not its reference', async () => {
    const body = creditEnquiryWireOf(aCreditEnquiry('app-1:1'));
    expect((await submit(body, { 'idempotency-key': 'app-1:1' })).status).toBe(401);
    const authorization = `Bearer ${await aToken()}`;
    const keyless = await submit(body, { authorization });
    expect([keyless.status, keyless.headers.get('content-type')]).toEqual([
      400,
      'application/problem+json; charset=utf-8',
    ]);
    const mismatch = await submit(body, { authorization, 'idempotency-key': 'app-1:2' });
    expect(await mismatch.json()).toMatchObject({ status: 400, title: 'Reference mismatch' });
    expect(service.store.enquiries).toHaveLength(0);
  });

  it('makes an enquiry once under its key, answers it as it stands, and decides after its delay', async () => {
    const token = await aToken();
    const enquiry = aCreditEnquiry('app-1:1');
    enquiry.business = { ...enquiry.business, name: 'Decline Test Pty Ltd' };
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'app-1:1' };
    const made = await submit(creditEnquiryWireOf(enquiry), headers);
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe('/sandbox/credit-decision/credit-enquiries/app-1:1');
    const state = (await made.json()) as { enquiryId: string };
    expect(state).toEqual({
      enquiryId: state.enquiryId,
      reference: 'app-1:1',
      status: 'pending',
      submittedAt: '2026-11-27T09:00:00.000Z',
    });
    // Again, even with another body: the enquiry made under the key, nothing more made.
    const again = await submit(creditEnquiryWireOf(aCreditEnquiry('app-1:1')), headers);
    expect([again.status, await again.json()]).toEqual([200, state]);
    expect(service.store.enquiries).toHaveLength(1);

    clock.at = new Date('2026-11-27T09:00:04.000Z');
    expect(await (await read('app-1:1', token)).json()).toEqual({
      ...state,
      status: 'decided',
      result: 'declined',
      decidedAt: '2026-11-27T09:00:04.000Z',
    });
    const unknown = await read('app-9:1', token);
    expect([unknown.status, ((await unknown.json()) as { title: string }).title]).toEqual([404, 'Not found']);
    expect((await read('app-1:1', 'revoked')).status).toBe(401);
  });
});
