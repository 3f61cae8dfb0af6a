import type { Container } from 'inversify';
import {
  CLOCK,
  IDENTITY_SCAN,
  IDS,
  ReadScanImage,
  ReadScanOutcome,
  SANDBOX_IDENTITY_SCAN_STORE,
  SECRET_TOKENS,
  StartIdentityScan,
  VEHICLE_APPLICATIONS,
  type Clock,
  type IdentityScan,
  type Ids,
  type SandboxIdentityScanStore,
  type SecretTokens,
  type VehicleApplications,
} from '@lease-portal/domain';
import type { IdentityCheckDependencies } from '@lease-portal/graphql';
import { SandboxIdentityScan } from '@lease-portal/partners';
import { PostgresSandboxIdentityScanStore, type Database } from '@lease-portal/postgres';
import type { RequestHandler } from 'express';
import { SANDBOX_IDENTITY_SCAN_PATH, sandboxIdentityScanRouter } from './sandbox-identity-scan-router';

/**
 * The identity check: the embedded sandbox identity-scan service (decision 1630) until a real
 * service's HTTP client is configured, and the use cases on its port.
 */
export function bindIdentityCheck(container: Container, db: Database): void {
  container
    .bind<SandboxIdentityScanStore>(SANDBOX_IDENTITY_SCAN_STORE)
    .toDynamicValue(() => new PostgresSandboxIdentityScanStore(db));
  container
    .bind(SandboxIdentityScan)
    .toDynamicValue(
      (ctx) =>
        new SandboxIdentityScan(
          ctx.get<SandboxIdentityScanStore>(SANDBOX_IDENTITY_SCAN_STORE),
          ctx.get<SecretTokens>(SECRET_TOKENS),
          ctx.get<Ids>(IDS),
          ctx.get<Clock>(CLOCK),
        ),
    );
  container.bind<IdentityScan>(IDENTITY_SCAN).toDynamicValue((ctx) => ctx.get(SandboxIdentityScan));
  const deps = (ctx: { get<T>(id: symbol): T }) => ({
    applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
    identityScan: ctx.get<IdentityScan>(IDENTITY_SCAN),
  });
  container.bind(StartIdentityScan).toDynamicValue((ctx) => new StartIdentityScan(deps(ctx)));
  container.bind(ReadScanOutcome).toDynamicValue((ctx) => new ReadScanOutcome(deps(ctx)));
  container.bind(ReadScanImage).toDynamicValue((ctx) => new ReadScanImage(deps(ctx)));
}

/** The identity check's use cases as the API receives them. */
export function identityCheckForGraphql(container: Container): IdentityCheckDependencies {
  return { startIdentityScan: container.get(StartIdentityScan) };
}

/** The sandbox identity-scan service's REST API, served by the portal. */
export function identityScanRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    {
      path: SANDBOX_IDENTITY_SCAN_PATH,
      handler: sandboxIdentityScanRouter(container.get(SandboxIdentityScan)),
    },
  ];
}
