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
import { sandboxOverHttp } from '../../../partner-sandbox/testing/sandbox-over-http';

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
  const served = await sandboxOverHttp(sandbox, (app) => {
    app.use('/sandbox/e-signature', sandboxSigningRouter(service)).use(
      DOCUSIGN_SANDBOX_PATH,
      docuSignSandboxRouter({
        service,
        store,
        identity: sandbox.identity,
        tokens: sandbox.tokens,
        faults: sandbox.faults,
      }),
    );
  });

  return {
    ...served,
    sandbox,
    service,
    store,
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
  };
}
export type DocuSignSandboxOverHttp = Awaited<ReturnType<typeof aDocuSignSandboxOverHttp>>;
