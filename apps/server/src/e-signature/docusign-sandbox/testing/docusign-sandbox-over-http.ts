import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { systemClock, type Clock, type EnvelopeSendClaims } from '@lease-portal/domain';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import {
  docuSignESignature,
  NodeCryptoSecretTokens,
  SandboxESignature,
  type DocuSignConnection,
} from '@lease-portal/partners';
import type { SandboxEnvelopeStore } from '@lease-portal/domain';
import { sandboxSigningRouter } from '../../sandbox-signing-router';
import { DocuSignSandbox } from '../docusign-sandbox';
import { DOCUSIGN_SANDBOX_PATH, docuSignSandboxRouter } from '../docusign-sandbox-router';

/** One call the sandbox answered, as a test reads them back. */
export interface SandboxCall {
  method: string;
  path: string;
  status: number;
}

/**
 * Test support: the DocuSign sandbox served over real HTTP on loopback, as the portal serves it, with
 * every call it answered recorded, and DocuSign adapters made to reach it.
 */
export async function aDocuSignSandboxOverHttp(
  options: { store?: SandboxEnvelopeStore; tokenSeconds?: number } = {},
) {
  const store = options.store ?? new InMemorySandboxEnvelopeStore();
  const service = new SandboxESignature(store, new NodeCryptoSecretTokens(), systemClock);
  const sandbox = new DocuSignSandbox(options.tokenSeconds ? { tokenSeconds: options.tokenSeconds } : {});
  const calls: SandboxCall[] = [];
  const app = express()
    .use((req, res, next) => {
      res.on('finish', () => calls.push({ method: req.method, path: req.path, status: res.statusCode }));
      next();
    })
    .use('/sandbox/e-signature', sandboxSigningRouter(service))
    .use(
      DOCUSIGN_SANDBOX_PATH,
      docuSignSandboxRouter({
        service,
        store,
        identity: sandbox.identity,
        tokens: sandbox.tokens,
        faults: sandbox.faults,
      }),
    );
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.listeningAt(origin);

  return {
    origin,
    app,
    sandbox,
    service,
    store,
    calls,
    /** The calls of one method whose path ends as given, e.g. ('POST', '/envelopes'). */
    callsTo: (method: string, pathEnd: string | RegExp) =>
      calls.filter(
        (c) =>
          c.method === method &&
          (typeof pathEnd === 'string' ? c.path.endsWith(pathEnd) : pathEnd.test(c.path)),
      ),
    /** A DocuSign adapter reaching this sandbox, as the portal builds it without DocuSign settings. */
    adapter: (
      claims: EnvelopeSendClaims,
      extra: Partial<Pick<DocuSignConnection, 'timing' | 'http'>> & { clock?: Clock } = {},
    ) =>
      docuSignESignature({
        authServer: () => sandbox.authServer(),
        integrationKey: sandbox.identity.integrationKey,
        userId: sandbox.identity.userId,
        privateKey: sandbox.privateKey,
        claims,
        clock: extra.clock ?? systemClock,
        ...(extra.timing ? { timing: extra.timing } : {}),
        ...(extra.http ? { http: extra.http } : {}),
      }),
    async close() {
      sandbox.faults.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type DocuSignSandboxOverHttp = Awaited<ReturnType<typeof aDocuSignSandboxOverHttp>>;
