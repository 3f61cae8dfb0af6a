import {
  json,
  startFaultServer,
  type FaultServer,
} from '@lease-portal/partners/src/partner-http/fault-server';
import {
  ABN_DETAILS_OF_A_CANCELLED_SOLE_TRADER,
  ABN_DETAILS_OF_A_COMPANY,
  MATCHING_NAMES,
} from '@lease-portal/partners/src/business-registry/abr/testing/abr-documented-answers';
import { ENTITY_SEARCH } from '@lease-portal/partners/src/business-registry/nzbn/testing/nzbn-documented-answers';
import { aProductionPortal } from '../testing/a-production-portal';

// A production portal with both registers configured (decision 2110), against local stand-ins of the
// ABR and the NZBN API: it says so at start, mounts neither register sandbox, and its lookups reach
// the registers it was given with their credentials.

const GUID = '6e1d5a3c-2b4f-4e8a-9c7d-0a1b2c3d4e5f';
const KEY = 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5';
const OTHERS = 'e-signature,identity-scan,credit-decision,address-lookup,crm,lead-dialler';

describe('a production portal with both business registers configured', () => {
  let abr: FaultServer;
  let nzbn: FaultServer;
  let running: Awaited<ReturnType<typeof aProductionPortal>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    abr = await startFaultServer();
    abr.answer = (request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      const url = request.url ?? '';
      response.end(
        url.startsWith('/json/MatchingNames.aspx')
          ? MATCHING_NAMES
          : url.includes('abn=53004085616')
            ? ABN_DETAILS_OF_A_COMPANY
            : ABN_DETAILS_OF_A_CANCELLED_SOLE_TRADER,
      );
    };
    nzbn = await startFaultServer();
    nzbn.answer = (request, response) =>
      request.headers['ocp-apim-subscription-key'] === KEY
        ? json(response, 200, ENTITY_SEARCH)
        : json(response, 401, { statusCode: 401, message: 'Access denied due to invalid subscription key.' });
    Object.assign(process.env, {
      ABR_GUID: GUID,
      ABR_BASE_URL: `${abr.baseUrl}/json`,
      NZBN_SUBSCRIPTION_KEY: KEY,
      NZBN_BASE_URL: `${nzbn.baseUrl}/gateway/nzbn/v5`,
    });
    running = await aProductionPortal('registers', { SANDBOX_PARTNERS: OTHERS, MAIL_OUTBOX: 'on' });
  }, 60_000);

  afterAll(async () => {
    await running?.stop();
    process.env = saved;
    await Promise.all([abr.close(), nzbn.close()]);
  });

  const base = () => running.base;
  const lookup = async (region: 'AU' | 'NZ', param: string) => {
    const answer = await fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'au.localhost:3000' },
      body: JSON.stringify({
        query:
          'query ($param: String!, $region: Region!) { getBusinessInfo(param: $param, region: $region) { rows { name abn entityType status } } }',
        variables: { param, region },
      }),
    });
    return ((await answer.json()) as { data: { getBusinessInfo: { rows: unknown[] } } }).data.getBusinessInfo
      .rows;
  };

  it('names the business registry on its real service at start', () => {
    expect(running.lines.find((line) => line.msg === 'partners and mail chosen')).toMatchObject({
      partners: { 'business-registry': 'service' },
    });
  });

  it('mounts neither register sandbox: their paths answer as paths nobody serves', async () => {
    const statusOf = async (served: string) => (await fetch(`${base()}${served}`)).status;
    for (const [sandbox, suffix] of [
      ['/sandbox/abr/json', '/MatchingNames.aspx?name=harbour'],
      ['/sandbox/nzbn/v5', '/entities?search-term=harbour'],
    ] as const) {
      expect([sandbox, await statusOf(`${sandbox}${suffix}`)]).toEqual([
        sandbox,
        await statusOf(`/sandbox/no-such-partner${suffix}`),
      ]);
    }
  });

  it("looks businesses up at the registers given, with the portal's GUID and subscription key", async () => {
    expect(await lookup('AU', 'example')).toMatchObject([
      { name: 'EXAMPLE HOLDINGS LIMITED', entityType: 'PUB' },
      { name: 'CITIZEN, JANE', entityType: 'IND', status: 'Cancelled' },
    ]);
    expect(abr.requests[0]?.url).toMatch(/^\/json\/MatchingNames\.aspx\?name=example&.*guid=6e1d5a3c-/);
    expect(await lookup('NZ', 'harbour')).toHaveLength(2);
    expect(nzbn.requests.map((request) => request.url)).toEqual([
      '/gateway/nzbn/v5/entities?search-term=harbour&page-size=10',
    ]);
  });
});
