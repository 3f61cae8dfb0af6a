import { generateKeyPairSync } from 'node:crypto';
import { startFaultServer, type FaultServer } from '@lease-portal/partners/src/partner-http/fault-server';
import { ADDRESSFINDER_SANDBOX_PATH } from './address-finder/addressfinder-sandbox';
import { ABR_SANDBOX_PATH, NZBN_SANDBOX_PATH } from './business-registry/register-sandboxes';
import { CREDIT_DECISION_SANDBOX_PATH } from './credit-bureau/credit-decision-sandbox/credit-decision-sandbox';
import { SALESFORCE_SANDBOX_PATH } from './crm/salesforce-sandbox/salesforce-sandbox';
import { DOCUSIGN_SANDBOX_PATH } from './e-signature/docusign-sandbox/docusign-sandbox-router';
import { SANDBOX_IDENTITY_SCAN_PATH } from './identity-check/gbg-sandbox';
import { LEAD_DIALLER_SANDBOX_PATH } from './lead-dialler/dialler-sandbox/lead-dialler-sandbox';
import { PARTNERS } from './partner-settings';
import { aProductionPortal } from './testing/a-production-portal';

// Issue 22's proof: a production portal with every partner configured, against a local stand-in of
// their services, names each real adapter at start, mounts no sandbox route and asks no partner
// anything just to start (decisions 2020, 2103, 2110, 2111, 2117-2121).

/** A request each sandbox serves when mounted; with its partner real, none of them is served. */
const SANDBOX_REQUESTS: [method: string, path: string][] = [
  ['POST', '/sandbox/e-signature/views/any-token'],
  ['POST', `${DOCUSIGN_SANDBOX_PATH}/oauth/token`],
  ['POST', `${SANDBOX_IDENTITY_SCAN_PATH}/idscanenterprisesvc/token`],
  ['POST', `${CREDIT_DECISION_SANDBOX_PATH}/oauth/token`],
  ['GET', `${ABR_SANDBOX_PATH}/MatchingNames.aspx?name=harbour`],
  ['GET', `${NZBN_SANDBOX_PATH}/entities?search-term=harbour`],
  ['GET', `${ADDRESSFINDER_SANDBOX_PATH}/api/au/address/autocomplete?q=1`],
  ['POST', `${SALESFORCE_SANDBOX_PATH}/services/oauth2/token`],
  ['POST', `${LEAD_DIALLER_SANDBOX_PATH}/oauth/token`],
];

describe('a production portal with every partner on its real service', () => {
  let partners: FaultServer;
  let running: Awaited<ReturnType<typeof aProductionPortal>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    // One stand-in for every partner's service: starting must not call any of them.
    partners = await startFaultServer();
    partners.answer = (_request, response) => void response.writeHead(503).end();
    const at = partners.baseUrl;
    Object.assign(process.env, {
      DOCUSIGN_AUTH_SERVER: at,
      DOCUSIGN_INTEGRATION_KEY: 'integration-key',
      DOCUSIGN_USER_ID: 'user-id',
      DOCUSIGN_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string,
      DOCUSIGN_CONNECT_HMAC_KEYS: 'connect-key',
      GBG_IDSCAN_URL: `${at}/idscan`,
      GBG_IDSCAN_SCANNING_USERNAME: 'scanning',
      GBG_IDSCAN_SCANNING_PASSWORD: 'scanning-password',
      GBG_IDSCAN_INVESTIGATION_USERNAME: 'investigation',
      GBG_IDSCAN_INVESTIGATION_PASSWORD: 'investigation-password',
      CREDIT_DECISION_URL: `${at}/credit`,
      CREDIT_DECISION_CLIENT_ID: 'credit-client',
      CREDIT_DECISION_CLIENT_SECRET: 'credit-secret',
      ABR_GUID: '6e1d5a3c-2b4f-4e8a-9c7d-0a1b2c3d4e5f',
      ABR_BASE_URL: `${at}/abr/json`,
      NZBN_SUBSCRIPTION_KEY: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5',
      NZBN_BASE_URL: `${at}/gateway/nzbn/v5`,
      ADDRESSFINDER_KEY: 'addressfinder-key',
      ADDRESSFINDER_SECRET: 'addressfinder-secret',
      ADDRESSFINDER_URL: `${at}/addressfinder`,
      SALESFORCE_LOGIN_URL: at,
      SALESFORCE_CLIENT_ID: 'salesforce-client',
      SALESFORCE_CLIENT_SECRET: 'salesforce-secret',
      LEAD_DIALLER_URL: `${at}/dialler`,
      LEAD_DIALLER_CLIENT_ID: 'dialler-client',
      LEAD_DIALLER_CLIENT_SECRET: 'dialler-secret',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    running = await aProductionPortal('every-partner');
  }, 60_000);

  afterAll(async () => {
    await running?.stop();
    process.env = saved;
    await partners.close();
  });

  const base = () => running.base;

  it('starts without being told to use any sandbox, and names each partner on its real service and mail by SMTP', () => {
    const chosen = running.lines.find((line) => line.msg === 'partners and mail chosen');
    expect(chosen).toMatchObject({
      partners: Object.fromEntries(PARTNERS.map((partner) => [partner, 'service'])),
      mail: 'smtp',
    });
  });

  it('says on /health that no partner runs on a sandbox, without a warning', async () => {
    const health = (await (await fetch(`${base()}/health`)).json()) as Record<string, unknown>;
    expect(health.status).toBe('ok');
    expect(health.sandboxes ?? []).toEqual([]);
    expect(health.warning).toBeUndefined();
  });

  it('mounts no sandbox route: each answers as a path nobody serves', async () => {
    const statusOf = async (method: string, served: string) =>
      (await fetch(`${base()}${served}`, { method })).status;
    for (const [method, served] of SANDBOX_REQUESTS) {
      expect([method, served, await statusOf(method, served)]).toEqual([
        method,
        served,
        // The same request under a folder nobody serves (a file's extension is answered as a file).
        await statusOf(method, served.replace('/sandbox/', '/no-such-folder/')),
      ]);
    }
  });

  it('asks no partner anything to start', () => {
    expect(partners.requests.map((request) => `${request.method} ${request.url}`)).toEqual([]);
  });
});
