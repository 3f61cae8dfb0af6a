import type { Container } from 'inversify';
import {
  CLOCK,
  E_SIGNATURE,
  ENVELOPE_SEND_CLAIMS,
  SANDBOX_ENVELOPE_STORE,
  SECRET_TOKENS,
  type Clock,
  type ESignature,
  type EnvelopeSendClaims,
  type SandboxEnvelopeStore,
  type SecretTokens,
} from '@lease-portal/domain';
import { docuSignESignature, SandboxESignature } from '@lease-portal/partners';
import {
  PostgresEnvelopeSendClaims,
  PostgresSandboxEnvelopeStore,
  type Database,
} from '@lease-portal/postgres';
import type { RequestHandler } from 'express';
import type { DocuSignSettings } from '../partner-settings';
import { docuSignAccountOf } from './docusign-account';
import { DocuSignSandbox } from './docusign-sandbox/docusign-sandbox';
import { DOCUSIGN_SANDBOX_PATH, docuSignSandboxRouter } from './docusign-sandbox/docusign-sandbox-router';
import { sandboxSigningRouter } from './sandbox-signing-router';

/**
 * The e-signature service is DocuSign, spoken on its own API (decision 2103): the DocuSign account
 * configured, or else the portal's own DocuSign sandbox, served by the portal at /sandbox/docusign and
 * reached over HTTP at the portal's own address like any partner.
 */
export function bindESignature(container: Container, db: Database, docuSign?: DocuSignSettings): void {
  container
    .bind<SandboxEnvelopeStore>(SANDBOX_ENVELOPE_STORE)
    .toDynamicValue(() => new PostgresSandboxEnvelopeStore(db));
  container
    .bind(SandboxESignature)
    .toDynamicValue(
      (ctx) =>
        new SandboxESignature(
          ctx.get<SandboxEnvelopeStore>(SANDBOX_ENVELOPE_STORE),
          ctx.get<SecretTokens>(SECRET_TOKENS),
          ctx.get<Clock>(CLOCK),
        ),
    );
  if (!docuSign) container.bind(DocuSignSandbox).toDynamicValue(() => new DocuSignSandbox());
  container
    .bind<EnvelopeSendClaims>(ENVELOPE_SEND_CLAIMS)
    .toDynamicValue(() => new PostgresEnvelopeSendClaims(db));
  container.bind<ESignature>(E_SIGNATURE).toDynamicValue((ctx) => {
    const sandbox = docuSign ? undefined : ctx.get(DocuSignSandbox);
    return docuSignESignature({
      ...(docuSign
        ? docuSignAccountOf(docuSign)
        : {
            authServer: () => sandbox!.authServer(),
            integrationKey: sandbox!.identity.integrationKey,
            userId: sandbox!.identity.userId,
            privateKey: sandbox!.privateKey,
          }),
      claims: ctx.get<EnvelopeSendClaims>(ENVELOPE_SEND_CLAIMS),
      clock: ctx.get<Clock>(CLOCK),
    });
  });
}

/** The portal listens at `origin`: its own DocuSign sandbox, when it runs one, is reached there. */
export function eSignatureListensAt(container: Container, origin: string): void {
  if (eSignatureOnSandbox(container)) container.get(DocuSignSandbox).listeningAt(origin);
}

/** Whether the e-signature adapter speaks to the portal's own DocuSign sandbox (no DocuSign account set). */
export function eSignatureOnSandbox(container: Container): boolean {
  return container.isBound(DocuSignSandbox);
}

/** The sandbox's signing pages, and DocuSign's API as the sandbox speaks it, served by the portal. */
export function eSignatureRouters(container: Container): { path: string; handler: RequestHandler }[] {
  const sandbox = container.get(DocuSignSandbox);
  return [
    { path: '/sandbox/e-signature', handler: sandboxSigningRouter(container.get(SandboxESignature)) },
    {
      path: DOCUSIGN_SANDBOX_PATH,
      handler: docuSignSandboxRouter({
        service: container.get(SandboxESignature),
        store: container.get<SandboxEnvelopeStore>(SANDBOX_ENVELOPE_STORE),
        identity: sandbox.identity,
        tokens: sandbox.tokens,
        faults: sandbox.faults,
      }),
    },
  ];
}
