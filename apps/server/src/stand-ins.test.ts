import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import pino from 'pino';
import type { Container } from 'inversify';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { buildContainer } from './composition-root';
import { eSignatureOnSandbox } from './e-signature/bind-e-signature';
import { businessRegistryOnSandbox } from './business-registry/bind-business-registry';
import { addressFinderOnSandbox } from './address-finder/bind-address-finder';
import { crmOnSandbox } from './crm/bind-crm';
import { leadDiallerOnSandbox } from './lead-dialler/bind-lead-dialler';
import { creditDecisionOnSandbox } from './credit-bureau/bind-credit-bureau';
import { identityScanOnSandbox } from './identity-check/bind-identity-check';
import { readConfig } from './config';
import { PARTNERS, partnerAdapters, readPartnerSettings, type Partner } from './partner-settings';
import { sandboxRouters } from './sandbox-routers';
import { NotReadyForProduction, refuseUnchosenStandIns, standInsOf } from './stand-ins';
import { startPortal } from './start-portal';

// A sandbox approves credit, signs and checks identities for anyone; an outbox sends nothing. A
// production portal runs on them only when the deployment names them (decision 2020).

/** An integration's key as DocuSign gives it: RSA, PEM. */
const anRsaKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string;

/** The real adapter is bound either way: to the real service, or the portal's own sandbox of it. */
const ON_OWN_SANDBOX = {
  'e-signature': eSignatureOnSandbox,
  'business-registry': businessRegistryOnSandbox,
  'address-lookup': addressFinderOnSandbox,
  crm: crmOnSandbox,
  'lead-dialler': leadDiallerOnSandbox,
  'credit-decision': creditDecisionOnSandbox,
  'identity-scan': identityScanOnSandbox,
} satisfies Record<Partner, (container: Container) => boolean>;

const everyService = {
  ABR_GUID: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  NZBN_SUBSCRIPTION_KEY: 'k1',
  SALESFORCE_LOGIN_URL: 'https://acme.my.salesforce.com',
  SALESFORCE_CLIENT_ID: 'id2',
  SALESFORCE_CLIENT_SECRET: 'k2',
  LEAD_DIALLER_URL: 'https://dialler.example/lease-portal/v1',
  LEAD_DIALLER_CLIENT_ID: 'id3',
  LEAD_DIALLER_CLIENT_SECRET: 'k3',
  CREDIT_DECISION_URL: 'https://credit.example/lease-portal/v1',
  CREDIT_DECISION_CLIENT_ID: 'id6',
  CREDIT_DECISION_CLIENT_SECRET: 'k6',
  DOCUSIGN_AUTH_SERVER: 'https://account-d.docusign.com',
  DOCUSIGN_INTEGRATION_KEY: 'ik',
  DOCUSIGN_USER_ID: 'user',
  DOCUSIGN_PRIVATE_KEY: anRsaKey,
  DOCUSIGN_CONNECT_HMAC_KEYS: 'k4',
  ADDRESSFINDER_KEY: 'k5',
  ADDRESSFINDER_SECRET: 's5',
  GBG_IDSCAN_URL: 'https://sydney.idscan.cloud',
  GBG_IDSCAN_SCANNING_USERNAME: 'scanner',
  GBG_IDSCAN_SCANNING_PASSWORD: 'k7',
  GBG_IDSCAN_INVESTIGATION_USERNAME: 'investigator',
  GBG_IDSCAN_INVESTIGATION_PASSWORD: 'k8',
};

describe('choosing the partners', () => {
  // One database for both containers: binding the adapters writes nothing to it.
  let db: Database;
  beforeAll(async () => {
    db = await openMemoryDatabase();
  }, 30_000);
  afterAll(() => db?.close());

  it.each([
    ['nothing configured', {}],
    ['every real service configured', everyService],
  ])('names for each partner the adapter the composition root binds, with %s', (_case, env) => {
    const settings = readPartnerSettings(env);
    const container = buildContainer(db, settings);
    const adapters = partnerAdapters(settings);
    for (const partner of PARTNERS) {
      const onSandbox = ON_OWN_SANDBOX[partner](container);
      const bound = onSandbox ? 'sandbox' : 'service';
      expect([partner, bound]).toEqual([partner, adapters[partner]]);
    }
  });

  it('reads GBG IDscan as one partner: every variable for the real service, none for its sandbox', () => {
    const gbg = {
      GBG_IDSCAN_URL: 'https://sydney.idscan.cloud/',
      GBG_IDSCAN_SCANNING_USERNAME: 'scanner',
      GBG_IDSCAN_SCANNING_PASSWORD: 'scan-secret',
      GBG_IDSCAN_INVESTIGATION_USERNAME: 'investigator',
      GBG_IDSCAN_INVESTIGATION_PASSWORD: 'inv-secret',
    };
    expect(readPartnerSettings({}).identityScan).toBeUndefined();
    expect(readPartnerSettings(gbg).identityScan).toEqual({
      baseUrl: 'https://sydney.idscan.cloud',
      scanning: { username: 'scanner', password: 'scan-secret' },
      investigation: { username: 'investigator', password: 'inv-secret' },
    });
    const { GBG_IDSCAN_INVESTIGATION_PASSWORD: _password, ...withoutPassword } = gbg;
    expect(() => readPartnerSettings(withoutPassword)).toThrow(
      /^GBG IDscan is half configured: .* set without GBG_IDSCAN_INVESTIGATION_PASSWORD\./,
    );
    expect(() => readPartnerSettings({ ...gbg, GBG_IDSCAN_URL: 'sydney.idscan.cloud' })).toThrow(
      'GBG_IDSCAN_URL is not an http(s) URL.',
    );
    expect(partnerAdapters(readPartnerSettings(gbg))['identity-scan']).toBe('service');
  });

  it('reads Salesforce and the dialler each as one partner: every variable for the real service, none for its sandbox', () => {
    const salesforce = {
      SALESFORCE_LOGIN_URL: 'https://acme.my.salesforce.com/',
      SALESFORCE_CLIENT_ID: 'client-1',
      SALESFORCE_CLIENT_SECRET: 'secret-1',
    };
    expect(readPartnerSettings({}).crm).toBeUndefined();
    expect(readPartnerSettings(salesforce).crm).toEqual({
      loginUrl: 'https://acme.my.salesforce.com',
      clientId: 'client-1',
      clientSecret: 'secret-1',
    });
    const { SALESFORCE_CLIENT_SECRET: _secret, ...withoutSecret } = salesforce;
    expect(() => readPartnerSettings(withoutSecret)).toThrow(
      /^Salesforce is half configured: SALESFORCE_LOGIN_URL, SALESFORCE_CLIENT_ID set without SALESFORCE_CLIENT_SECRET\./,
    );
    expect(() =>
      readPartnerSettings({ ...salesforce, SALESFORCE_LOGIN_URL: 'acme.my.salesforce.com' }),
    ).toThrow('SALESFORCE_LOGIN_URL is not an http(s) URL.');
    expect(() => readPartnerSettings({ LEAD_DIALLER_CLIENT_SECRET: 'k' })).toThrow(
      /^The lead dialler is half configured: LEAD_DIALLER_CLIENT_SECRET set without LEAD_DIALLER_URL, LEAD_DIALLER_CLIENT_ID\./,
    );
    expect(readPartnerSettings(everyService).leadDialler).toEqual({
      baseUrl: 'https://dialler.example/lease-portal/v1',
      clientId: 'id3',
      clientSecret: 'k3',
    });
  });

  it('reads the credit decision service as one partner: every variable for the real service, none for its sandbox', () => {
    const service = {
      CREDIT_DECISION_URL: 'https://credit.example/lease-portal/v1/',
      CREDIT_DECISION_CLIENT_ID: 'client-7',
      CREDIT_DECISION_CLIENT_SECRET: 'secret-7',
    };
    expect(readPartnerSettings({}).creditDecision).toBeUndefined();
    expect(partnerAdapters(readPartnerSettings({}))['credit-decision']).toBe('sandbox');
    expect(readPartnerSettings(service).creditDecision).toEqual({
      baseUrl: 'https://credit.example/lease-portal/v1',
      clientId: 'client-7',
      clientSecret: 'secret-7',
    });
    expect(partnerAdapters(readPartnerSettings(service))['credit-decision']).toBe('service');
    const { CREDIT_DECISION_CLIENT_ID: _id, ...withoutClient } = service;
    expect(() => readPartnerSettings(withoutClient)).toThrow(
      /^The credit decision service is half configured: CREDIT_DECISION_URL, CREDIT_DECISION_CLIENT_SECRET set without CREDIT_DECISION_CLIENT_ID\./,
    );
    expect(() => readPartnerSettings(withoutClient)).not.toThrow(/secret-7/);
    expect(() => readPartnerSettings({ ...service, CREDIT_DECISION_URL: 'credit.example' })).toThrow(
      'CREDIT_DECISION_URL is not an http(s) URL.',
    );
  });

  it('reads DocuSign as one partner: every variable for the real service, none for its sandbox', () => {
    const docuSign = {
      DOCUSIGN_AUTH_SERVER: 'https://account-d.docusign.com',
      DOCUSIGN_INTEGRATION_KEY: 'integration-key',
      DOCUSIGN_USER_ID: 'user-id',
      // As an environment file writes it: one line, its line breaks written out.
      DOCUSIGN_PRIVATE_KEY: anRsaKey.trim().replaceAll('\n', '\\n'),
      DOCUSIGN_CONNECT_HMAC_KEYS: 'newest, older',
    };
    expect(readPartnerSettings({}).docuSign).toBeUndefined();
    expect(readPartnerSettings(docuSign).docuSign).toEqual({
      authServer: 'https://account-d.docusign.com',
      integrationKey: 'integration-key',
      userId: 'user-id',
      privateKeyPem: anRsaKey.trim(),
      connectHmacKeys: ['newest', 'older'],
    });
    expect(readPartnerSettings({ ...docuSign, DOCUSIGN_ACCOUNT_ID: 'a1' }).docuSign?.accountId).toBe('a1');
    const { DOCUSIGN_USER_ID: _userId, ...withoutUser } = docuSign;
    expect(() => readPartnerSettings(withoutUser)).toThrow(
      /^DocuSign is half configured: .* set without DOCUSIGN_USER_ID\. Set every one/,
    );
    expect(() => readPartnerSettings(withoutUser)).not.toThrow(/integration-key|BEGIN/);
    expect(() => readPartnerSettings({ ...docuSign, DOCUSIGN_CONNECT_HMAC_KEYS: ' , ' })).toThrow(
      'DOCUSIGN_CONNECT_HMAC_KEYS names no key.',
    );
    expect(() => readPartnerSettings({ ...docuSign, DOCUSIGN_PRIVATE_KEY: 'not a key' })).toThrow(
      /^DOCUSIGN_PRIVATE_KEY is not an RSA private key in PEM/,
    );
  });

  it('reads each business register as its own partner: its key, and its base URL unless its own; none for its sandbox', () => {
    const guid = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    expect(readPartnerSettings({})).not.toHaveProperty('abr');
    expect(readPartnerSettings({ ABR_GUID: guid })).toMatchObject({ abr: { guid } });
    expect(readPartnerSettings({ ABR_GUID: guid }).abr).not.toHaveProperty('baseUrl');
    expect(
      readPartnerSettings({ NZBN_SUBSCRIPTION_KEY: 'key', NZBN_BASE_URL: 'http://127.0.0.1:9000/nzbn/v5' })
        .nzbn,
    ).toEqual({ subscriptionKey: 'key', baseUrl: 'http://127.0.0.1:9000/nzbn/v5' });
    expect(() => readPartnerSettings({ ABR_BASE_URL: 'https://abr.business.gov.au/json' })).toThrow(
      /^ABR_BASE_URL is set without ABR_GUID/,
    );
    expect(() =>
      readPartnerSettings({ NZBN_BASE_URL: 'https://api.business.govt.nz/sandbox/nzbn/v5' }),
    ).toThrow(/^NZBN_BASE_URL is set without NZBN_SUBSCRIPTION_KEY/);
    expect(() =>
      readPartnerSettings({ NZBN_SUBSCRIPTION_KEY: 'key', NZBN_BASE_URL: 'api.business.govt.nz' }),
    ).toThrow('NZBN_BASE_URL is not an http(s) URL.');
    expect(() => readPartnerSettings({ ABR_GUID: 'my-guid' })).toThrow(
      'ABR_GUID is not a GUID, as the ABR issues them.',
    );
    // One register configured: the other region still runs on its sandbox.
    expect(partnerAdapters(readPartnerSettings({ ABR_GUID: guid }))['business-registry']).toBe('sandbox');
    expect(
      partnerAdapters(readPartnerSettings({ ABR_GUID: guid, NZBN_SUBSCRIPTION_KEY: 'key' }))[
        'business-registry'
      ],
    ).toBe('service');
  });

  it('reads Addressfinder as one partner: key and secret for the real service, on its API unless told, none for its sandbox', () => {
    const account = { ADDRESSFINDER_KEY: 'KEY1', ADDRESSFINDER_SECRET: 'secret1' };
    expect(readPartnerSettings({}).addressfinder).toBeUndefined();
    expect(readPartnerSettings(account).addressfinder).toEqual({
      baseUrl: 'https://api.addressfinder.io',
      key: 'KEY1',
      secret: 'secret1',
    });
    expect(
      readPartnerSettings({ ...account, ADDRESSFINDER_URL: 'http://127.0.0.1:9000/af' }).addressfinder
        ?.baseUrl,
    ).toBe('http://127.0.0.1:9000/af');
    expect(() => readPartnerSettings({ ADDRESSFINDER_KEY: 'KEY1' })).toThrow(
      /^Addressfinder is half configured: ADDRESSFINDER_KEY set without ADDRESSFINDER_SECRET\./,
    );
    expect(() => readPartnerSettings({ ADDRESSFINDER_URL: 'https://api.addressfinder.io' })).toThrow(
      /^ADDRESSFINDER_URL is set without ADDRESSFINDER_KEY and ADDRESSFINDER_SECRET/,
    );
    expect(() => readPartnerSettings({ ...account, ADDRESSFINDER_URL: 'api.addressfinder.io' })).toThrow(
      'ADDRESSFINDER_URL is not an http(s) URL',
    );
  });

  it('reads SANDBOX_PARTNERS as names or all, and refuses a name of no partner', () => {
    expect(readConfig({}).sandboxPartners).toEqual([]);
    expect(readConfig({ SANDBOX_PARTNERS: 'credit-decision, e-signature' }).sandboxPartners).toEqual([
      'e-signature',
      'credit-decision',
    ]);
    expect(readConfig({ SANDBOX_PARTNERS: 'all' }).sandboxPartners).toEqual(PARTNERS);
    expect(() => readConfig({ SANDBOX_PARTNERS: 'e-signature,credit' })).toThrow(
      "SANDBOX_PARTNERS names no partner 'credit'",
    );
  });

  it('reads MAIL_OUTBOX as on or off only', () => {
    expect(readConfig({}).mailOutbox).toBe(false);
    expect(readConfig({ MAIL_OUTBOX: 'on' }).mailOutbox).toBe(true);
    expect(readConfig({ MAIL_OUTBOX: 'off' }).mailOutbox).toBe(false);
    expect(() => readConfig({ MAIL_OUTBOX: 'yes' })).toThrow('MAIL_OUTBOX must be on or off');
  });

  it('mounts no sandbox page for a partner on its real service', () => {
    const container = { get: () => ({ serves: ['abr', 'nzbn'] }) } as never;
    const allReal = Object.fromEntries(PARTNERS.map((partner) => [partner, 'service'])) as never;
    expect(sandboxRouters(container, allReal)).toEqual([]);
    const onSandbox = partnerAdapters({});
    expect(sandboxRouters(container, onSandbox).map((router) => router.path)).toEqual([
      '/sandbox/e-signature',
      '/sandbox/docusign',
      '/sandbox/identity-scan',
      '/sandbox/abr/json',
      '/sandbox/nzbn/v5',
      '/sandbox/addressfinder',
      '/sandbox/salesforce',
      '/sandbox/lead-dialler',
      '/sandbox/credit-decision',
    ]);
  });
});

describe('a production deployment', () => {
  const sandboxes = standInsOf({}, false);

  it('refuses every sandbox and the outbox it did not name, saying how to name them', () => {
    const production = readConfig({
      NODE_ENV: 'production',
      SANDBOX_PARTNERS: 'e-signature,credit-decision',
    });
    expect(() => refuseUnchosenStandIns(production, sandboxes)).toThrow(NotReadyForProduction);
    expect(() => refuseUnchosenStandIns(production, sandboxes)).toThrow(
      [
        'NODE_ENV is production, but',
        '- these partners would run on their embedded sandbox: identity-scan, business-registry, ' +
          'address-lookup, crm, lead-dialler. Configure their real services, or name them in ' +
          'SANDBOX_PARTNERS (identity-scan,business-registry,address-lookup,crm,lead-dialler, or all) to run them so on purpose.',
        '- SMTP_URL is not set: mail would be kept in the outbox and never sent. Set SMTP_URL, or ' +
          'MAIL_OUTBOX=on to keep mail in the outbox on purpose.',
      ].join('\n'),
    );
  });

  it('runs on what it named, and anywhere outside production', () => {
    const chosen = readConfig({ NODE_ENV: 'production', SANDBOX_PARTNERS: 'all', MAIL_OUTBOX: 'on' });
    expect(() => refuseUnchosenStandIns(chosen, sandboxes)).not.toThrow();
    expect(() => refuseUnchosenStandIns(readConfig({ NODE_ENV: 'development' }), sandboxes)).not.toThrow();
    const realParts = standInsOf(readPartnerSettings(everyService), true);
    const namedTheRest = readConfig({
      NODE_ENV: 'production',
      SANDBOX_PARTNERS: 'e-signature identity-scan',
    });
    expect(() => refuseUnchosenStandIns(namedTheRest, realParts)).not.toThrow();
  });
});

describe('the portal on its stand-ins', () => {
  let dataDir: string;
  let lines: { level: number; msg: string; [key: string]: unknown }[];
  const logger = () =>
    pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as never) });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-stand-ins-'));
    lines = [];
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const configFor = (env: Record<string, string>) => ({
    ...readConfig({ DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: dataDir, ...env }),
    databaseUrl: undefined,
  });

  it('refuses to start in production on sandboxes and the outbox nobody named, before opening its data', async () => {
    const starting = startPortal(configFor({ NODE_ENV: 'production' }), logger(), { serveTools: false });
    await expect(starting).rejects.toThrow(NotReadyForProduction);
    await expect(starting).rejects.toThrow(/e-signature, identity-scan, credit-decision, business-registry/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('starts in production on the stand-ins it named, warning at start and on /health; no development outbox', async () => {
    const portal = await startPortal(
      configFor({ NODE_ENV: 'production', SANDBOX_PARTNERS: 'all', MAIL_OUTBOX: 'on' }),
      logger(),
      { serveTools: false },
    );
    try {
      const base = `http://127.0.0.1:${portal.port}`;
      const warning =
        'Not for customers: partners on their sandbox (SANDBOX_PARTNERS): e-signature, identity-scan, ' +
        'credit-decision, business-registry, address-lookup, crm, lead-dialler; mail kept in the outbox, ' +
        'never sent (MAIL_OUTBOX=on).';
      expect(lines.find((line) => line.level === 40)).toMatchObject({ msg: warning });
      const health = await fetch(`${base}/health`);
      expect(await health.json()).toEqual({ status: 'ok', sandboxes: [...PARTNERS], warning });
      const outbox = await fetch(`${base}/dev/outbox/`, { headers: { host: `localhost:${portal.port}` } });
      expect(await outbox.text()).not.toContain('Outbox'); // the web app's route, not the outbox
      // Chosen on purpose, the sandbox signing page is served.
      expect((await fetch(`${base}/sandbox/e-signature/views/no-such-view`)).status).toBe(410);
    } finally {
      await portal.stop();
    }
  }, 60_000);

  it('names each partner and the adapter chosen at start; outside production /health lists the sandboxes without a warning', async () => {
    const portal = await startPortal(configFor({ NODE_ENV: 'development' }), logger(), {
      serveTools: false,
    });
    try {
      expect(lines.find((line) => line.msg === 'partners and mail chosen')).toMatchObject({
        partners: Object.fromEntries(PARTNERS.map((partner) => [partner, 'sandbox'])),
        mail: 'outbox',
      });
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
      const health = await fetch(`http://127.0.0.1:${portal.port}/health`);
      expect(await health.json()).toEqual({ status: 'ok', sandboxes: [...PARTNERS] });
    } finally {
      await portal.stop();
    }
    await expect(access(path.join(dataDir, 'owner.lock'))).rejects.toThrow();
  }, 60_000);
});
