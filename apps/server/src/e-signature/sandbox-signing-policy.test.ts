import pino from 'pino';
import request from 'supertest';
import { systemClock } from '@lease-portal/domain';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import { NodeCryptoSecretTokens, SandboxESignature } from '@lease-portal/partners';
import { createHttpApp } from '../http/create-http-app';
import { SIGNING_PAGE_POLICY, sandboxSigningRouter } from './sandbox-signing-router';

/** The policy's directives by name, each with its sources. */
const directivesOf = (policy: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.split(/\s+/);
        return [name!, sources.join(' ')];
      }),
  );

/** The portal's HTTP shell with the sandbox's signing pages mounted, and one signing view issued. */
async function aPortalWithASigningView() {
  const service = new SandboxESignature(
    new InMemorySandboxEnvelopeStore(),
    new NodeCryptoSecretTokens(),
    systemClock,
  );
  const { envelopeId } = await service.sendEnvelope({
    reference: 'app-1:lease',
    emailSubject: 'Please sign your lease documents',
    documents: [{ documentId: '1', name: 'Terms.pdf', pdf: new TextEncoder().encode('%PDF-1.7 terms') }],
    signers: [
      { recipientId: '1', name: 'Aroha', email: 'aroha@example.co.nz', routingOrder: 1, clientUserId: 'u1' },
    ],
    witnesses: [],
  });
  const { url } = await service.recipientView(envelopeId, {
    clientUserId: 'u1',
    name: 'Aroha',
    email: 'aroha@example.co.nz',
    returnUrl: 'http://nz.localhost:3000/applications/app-1/quotesign-mla',
  });
  const app = createHttpApp({
    logger: pino({ level: 'silent' }),
    graphql: (_req, res) => res.json({}),
    isHealthy: async () => true,
    webDistDir: __dirname,
    indexTemplate: '<!doctype html><html><head></head><body></body></html>',
    webAppConfig: { graphqlUrl: '/graphql', sessionTimeoutMinutes: 30 },
    routers: [{ path: '/sandbox/e-signature', handler: sandboxSigningRouter(service) }],
  });
  return { app, url };
}

describe('the sandbox signing page’s Content-Security-Policy', () => {
  it('lets the page show its own documents inline, in an <object> Chromium loads as a frame', async () => {
    const { app, url } = await aPortalWithASigningView();
    const page = await request(app).get(url).expect(200);
    expect(page.headers['content-security-policy']).toBe(SIGNING_PAGE_POLICY);
    const policy = directivesOf(page.headers['content-security-policy']);
    expect(policy).toMatchObject({
      'default-src': "'none'",
      'object-src': "'self'",
      'frame-src': "'self'",
      'frame-ancestors': "'self'",
      'form-action': "'self'",
    });
    // No script runs on it, and nothing loads from elsewhere.
    expect(policy['script-src']).toBeUndefined();
    expect(Object.values(policy).join(' ')).not.toMatch(/\*|https?:|data:|'unsafe-eval'/);
    expect(page.text).toMatch(
      new RegExp(`<object data="${url}/documents/1" type="application/pdf" title="[^"]+, PDF">`),
    );
    await request(app).get(`${url}/documents/1`).expect(200).expect('Content-Type', 'application/pdf');
  });

  it('is the signing page’s alone: the portal’s other pages keep plugins off', async () => {
    const { app } = await aPortalWithASigningView();
    const policy = directivesOf(
      (await request(app).get('/calculator').expect(200)).headers['content-security-policy'],
    );
    expect(policy['object-src']).toBe("'none'");
    expect(policy['default-src']).toBe("'self'");
  });
});
