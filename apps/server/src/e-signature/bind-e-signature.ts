import type { Container } from 'inversify';
import {
  CLOCK,
  E_SIGNATURE,
  SANDBOX_ENVELOPE_STORE,
  SECRET_TOKENS,
  type Clock,
  type ESignature,
  type SandboxEnvelopeStore,
  type SecretTokens,
} from '@lease-portal/domain';
import { SandboxESignature } from '@lease-portal/partners';
import { PostgresSandboxEnvelopeStore, type Database } from '@lease-portal/postgres';
import type { RequestHandler } from 'express';
import { sandboxSigningRouter } from './sandbox-signing-router';

/**
 * The e-signature service: the embedded sandbox until a real service's HTTP client is configured
 * (the port is shaped after one, decision 1510).
 */
export function bindESignature(container: Container, db: Database): void {
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
  container.bind<ESignature>(E_SIGNATURE).toDynamicValue((ctx) => ctx.get(SandboxESignature));
}

/** The sandbox's signing pages, served by the portal. */
export function eSignatureRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [{ path: '/sandbox/e-signature', handler: sandboxSigningRouter(container.get(SandboxESignature)) }];
}
