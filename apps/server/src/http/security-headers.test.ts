import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import request from 'supertest';
import { securityHeaders } from './security-headers';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null },
  },
};

const headersOf = async (middleware: express.RequestHandler) => {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => res.send('ok'));
  const { headers } = await request(app).get('/').expect(200);
  const { date: _date, etag: _etag, ...rest } = headers;
  return rest;
};

describe("the portal's security headers, worked out once", () => {
  it('are the headers helmet sets on each request', async () => {
    const once = await headersOf(securityHeaders(options));
    expect(once).toEqual(await headersOf(helmet(options)));
    expect(once).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'strict-transport-security': expect.any(String),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('refuse a directive computed per request, which only helmet itself can set', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [() => "'nonce-x'"] } } }),
    ).toThrow(/per request/);
  });
});
