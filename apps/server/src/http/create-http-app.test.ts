import pino from 'pino';
import request from 'supertest';
import type { MailOutbox } from '@lease-portal/domain';
import type { GbgSandbox } from '../identity-check/gbg-sandbox';
import { devOutboxRouter } from '../accounts/dev-outbox-router';
import { sandboxIdentityScanRouter } from '../identity-check/sandbox-identity-scan-router';
import { APP_CONFIG_PLACEHOLDER, renderIndexHtml, serialiseForScript } from './app-config-page';
import { createHttpApp, type HttpAppParts } from './create-http-app';

const template = `<!doctype html><html><head>${APP_CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

function app(overrides: Partial<HttpAppParts> = {}) {
  return createHttpApp({
    logger: pino({ level: 'silent' }),
    graphql: (req, res) => res.json({ data: { echo: req.body } }),
    isHealthy: async () => true,
    webDistDir: __dirname,
    indexTemplate: template,
    webAppConfig: { graphqlUrl: '/graphql', sessionTimeoutMinutes: 30 },
    ...overrides,
  });
}

describe('the HTTP shell of the portal', () => {
  it('answers health with 200 while the database answers, 503 when it does not', async () => {
    await request(app()).get('/health').expect(200, { status: 'ok' });
    await request(app({ isHealthy: async () => false }))
      .get('/health')
      .expect(503);
    await request(app({ isHealthy: () => Promise.reject(new Error('down')) }))
      .get('/health')
      .expect(503);
  });

  it('answers readiness apart from health: 200 when ready, 503 naming what fails (decision 2116)', async () => {
    await request(app()).get('/ready').expect(200, { status: 'ready' });
    const notReady = app({ isReady: async () => ({ ready: false, failing: ['stopping', 'job worker'] }) });
    const res = await request(notReady).get('/ready').expect(503);
    expect(res.body).toEqual({ status: 'not ready', failing: ['stopping', 'job worker'] });
    expect(res.headers['cache-control']).toBe('no-store');
    // Liveness is not readiness: a replica that is stopping is still alive.
    await request(notReady).get('/health').expect(200);
  });

  it('tells the operator on the machine how each partner has been answering (decision 2102)', async () => {
    const partnerCalls = () => ({ crm: { 'accounts.create': { ok: 3, unavailable: 1 } } });
    await request(app({ partnerCalls }))
      .get('/health/partners')
      .expect(200, { calls: { crm: { 'accounts.create': { ok: 3, unavailable: 1 } } } });
  });

  it('serves every app route as index.html with the page-provided app config', async () => {
    const res = await request(app()).get('/calculator/results?pair=TOYOTA').expect(200);
    expect(res.text).toContain('<script id="app-config" type="application/json">{"graphqlUrl":"/graphql"');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("sends each page the organisation profile of the request's host, when one is found", async () => {
    const pageOrgProfileFor = async (host: string) => ({ domain: host, data: { name: `</script>${host}` } });
    const res = await request(app({ pageOrgProfileFor }))
      .get('/calculator')
      .set('Host', 'au.localhost:3000')
      .expect(200);
    expect(res.text).toContain(
      '<script id="org-profile" type="application/json">{"domain":"au.localhost:3000","data":{"name":"\\u003c/script>au.localhost:3000"}}</script>',
    );
  });

  it('still sends the page when the profile lookup fails: the app asks for it itself', async () => {
    const res = await request(app({ pageOrgProfileFor: () => Promise.reject(new Error('down')) }))
      .get('/calculator')
      .expect(200);
    expect(res.text).toContain('id="app-config"');
    expect(res.text).not.toContain('id="org-profile"');
  });

  describe('the results page', () => {
    const pageOrgProfileFor = async (host: string) => ({
      domain: host,
      data: { getOrgProfilesByDomain: [{ region: 'NZ' }] },
    });
    const asked: { host: string; region: string; address: string }[] = [];
    const pageRateBookFor = async (host: string, region: string, address: URLSearchParams) => {
      asked.push({ host, region, address: address.toString() });
      return {
        variables: { filter: { countryCode: region } },
        data: { rateBook: { results: { rows: [] } } },
        firstPicture: '/images/a"b<c>.svg',
      };
    };
    beforeEach(() => void asked.splice(0));

    it("carries the first rate book page for its address, in the organisation's region, and fetches its first picture ahead (decision 2128)", async () => {
      const res = await request(app({ pageOrgProfileFor, pageRateBookFor }))
        .get('/calculator/results/?vehicleBodytype=SUV&pair=TOYOTA%3AHiLux')
        .set('Host', 'nz.localhost:3000')
        .expect(200);
      expect(asked).toEqual([
        { host: 'nz.localhost:3000', region: 'NZ', address: 'vehicleBodytype=SUV&pair=TOYOTA%3AHiLux' },
      ]);
      expect(res.text).toContain(
        '<script id="rate-book-page" type="application/json">{"variables":{"filter":{"countryCode":"NZ"}},"data":{"rateBook":{"results":{"rows":[]}}}}</script>',
      );
      expect(res.text).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="/images/a&quot;b&lt;c&gt;.svg">',
      );
    });

    it('is the only page that carries one', async () => {
      const res = await request(app({ pageOrgProfileFor, pageRateBookFor }))
        .get('/calculator/shortlists')
        .expect(200);
      expect(asked).toEqual([]);
      expect(res.text).not.toContain('rate-book-page');
    });

    it('carries none without an organisation to place it in, or when the search fails: the app asks itself', async () => {
      const withoutRegion = await request(app({ pageRateBookFor })).get('/calculator/results').expect(200);
      expect(withoutRegion.text).not.toContain('rate-book-page');
      const failing = () => Promise.reject(new Error('down'));
      const res = await request(app({ pageOrgProfileFor, pageRateBookFor: failing }))
        .get('/calculator/results')
        .expect(200);
      expect(res.text).toContain('id="org-profile"');
      expect(res.text).not.toContain('rate-book-page');
      expect(res.text).not.toContain('rel="preload"');
    });
  });

  it('says clearly when the web app was not built', async () => {
    const res = await request(app({ indexTemplate: undefined }))
      .get('/calculator')
      .expect(503);
    expect(res.text).toMatch(/build:web/);
  });

  it('answers 404 for a missing asset rather than the app page', async () => {
    await request(app()).get('/assets/missing.js').expect(404);
  });

  it('refuses a malformed GraphQL body with 400 and a JSON error, never a crash', async () => {
    const res = await request(app())
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send('{"query": ')
      .expect(400);
    expect(res.body.errors[0].message).toMatch(/Malformed request body/);
  });

  it.each([
    ['a charset other than UTF-8', { 'Content-Type': 'application/json; charset=latin1' }],
    ['an unknown content encoding', { 'Content-Type': 'application/json', 'Content-Encoding': 'x-zip' }],
  ])('refuses a GraphQL body in %s with 415 and says why', async (_case, headers) => {
    const res = await request(app()).post('/graphql').set(headers).send('{"query":"{ a }"}').expect(415);
    expect(res.body.errors[0]).toEqual({
      message: 'Unsupported request body encoding: send JSON in UTF-8.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('refuses an oversized GraphQL body with 413', async () => {
    const huge = JSON.stringify({ query: `{ a(x: "${'x'.repeat(1_100_000)}") }` });
    await request(app()).post('/graphql').set('Content-Type', 'application/json').send(huge).expect(413);
  });

  it('sends security headers', async () => {
    const res = await request(app()).get('/calculator');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the page-provided app config', () => {
  it('cannot close its script tag', () => {
    expect(serialiseForScript({ x: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('replaces the placeholder', () => {
    expect(renderIndexHtml(template, { graphqlUrl: '/g', sessionTimeoutMinutes: 5 })).not.toContain(
      APP_CONFIG_PLACEHOLDER,
    );
  });
});

describe('the request log', () => {
  it('keeps neither the grant of a link nor the query of a reset page', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const grant = 'eyJmIjoiYWJjIn0.Zx81-aQ9mN2bV7cX4zL0kJ6wT';
    await request(app({ logger })).put(`/files/upload/${grant}`);
    await request(app({ logger })).get(`/files/download/${grant}`);
    await request(app({ logger })).get('/reset-password?email=jo%40example.org&hash=s3cret-hash');

    const logged = lines.join('\n');
    expect(lines).toHaveLength(3);
    expect(logged).not.toContain(grant);
    expect(logged).not.toMatch(/jo%40example|s3cret-hash/);
  });
});

describe('a NUL character in the address', () => {
  /** What PostgreSQL answers when a NUL reaches a text parameter. */
  const likePostgres = (...values: unknown[]) => {
    if (values.some((value) => typeof value === 'string' && value.includes('\0'))) {
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    }
  };
  const outbox: Pick<MailOutbox, 'list' | 'ofId'> = {
    list: async () => [],
    ofId: async (id) => void likePostgres(id),
  };
  const identityScan = {
    opens: () => true,
    service: {
      journey: async (journeyId: string) => likePostgres(journeyId),
      imageById: async (journeyId: string, imageId: string) => likePostgres(journeyId, imageId),
    },
  } as unknown as GbgSandbox;

  it.each([
    '/dev/outbox/%00',
    '/dev/outbox/%00/attachments/0',
    '/sandbox/identity-scan/idscanenterprisesvc/Journey/GetImage?journeyID=%00&id=%00',
    '/sandbox/identity-scan/idscanenterprisesvc/Journey/Get?journeyID=%00',
  ])('answers %s as a bad request, logging no error', async (url) => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const withRouters = app({
      logger,
      routers: [
        { path: '/dev/outbox', handler: devOutboxRouter(outbox) },
        { path: '/sandbox/identity-scan', handler: sandboxIdentityScanRouter(identityScan) },
      ],
    });
    await request(withRouters).get(url).set('Authorization', 'token').expect(400);
    expect(lines.map((line) => (JSON.parse(line) as { level: number }).level)).toEqual([30]);
  });
});

describe('the client address behind a proxy', () => {
  const whoAmI = (trustProxy?: string) =>
    createHttpApp({
      logger: pino({ level: 'silent' }),
      graphql: (req, res) => res.json({ ip: req.ip }),
      isHealthy: async () => true,
      webDistDir: __dirname,
      indexTemplate: template,
      webAppConfig: { graphqlUrl: '/graphql', sessionTimeoutMinutes: 30 },
      ...(trustProxy ? { trustProxy } : {}),
    });

  it('takes X-Forwarded-For from a trusted hop count', async () => {
    const res = await request(whoAmI('1')).post('/graphql').set('X-Forwarded-For', '203.0.113.7').send({});
    expect(res.body.ip).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from an untrusted proxy', async () => {
    const res = await request(whoAmI('10.9.9.9'))
      .post('/graphql')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({});
    expect(res.body.ip).not.toBe('203.0.113.7');
  });
});
