import type { Container } from 'inversify';
import type { RequestHandler } from 'express';
import { BUSINESS_REGISTRY, type BusinessRegistry } from '@lease-portal/domain';
import {
  AbrBusinessRegister,
  BusinessRegisters,
  NzbnBusinessRegister,
  type PartnerCallLogger,
} from '@lease-portal/partners';
import type { PartnerSettings } from '../partner-settings';
import { abrSandboxRouter } from './abr-sandbox-router';
import { nzbnSandboxRouter } from './nzbn-sandbox-router';
import { ABR_SANDBOX_PATH, NZBN_SANDBOX_PATH, RegisterSandboxes } from './register-sandboxes';

/**
 * The business registers are the ABR (AU) and the NZBN register (NZ), each spoken on its own API
 * (decision 2110): the register configured, or else the portal's own sandbox of it, served by the
 * portal at /sandbox/abr/json and /sandbox/nzbn/v5 and reached over HTTP at the portal's own address
 * like any partner.
 */
export function bindBusinessRegistry(
  container: Container,
  { abr, nzbn }: Pick<PartnerSettings, 'abr' | 'nzbn'>,
  partnerLogger?: PartnerCallLogger,
): void {
  const onSandbox = [...(abr ? [] : ['abr' as const]), ...(nzbn ? [] : ['nzbn' as const])];
  if (onSandbox.length > 0)
    container.bind(RegisterSandboxes).toDynamicValue(() => new RegisterSandboxes(onSandbox));
  container.bind<BusinessRegistry>(BUSINESS_REGISTRY).toDynamicValue((ctx) => {
    const sandboxes = onSandbox.length > 0 ? ctx.get(RegisterSandboxes) : undefined;
    const http = partnerLogger ? { logger: partnerLogger } : {};
    return new BusinessRegisters({
      AU: new AbrBusinessRegister(
        abr ? { ...abr, http } : { guid: sandboxes!.abrGuid, baseUrl: () => sandboxes!.baseUrl('abr'), http },
      ),
      NZ: new NzbnBusinessRegister(
        nzbn
          ? { ...nzbn, http }
          : {
              subscriptionKey: sandboxes!.nzbnSubscriptionKey,
              baseUrl: () => sandboxes!.baseUrl('nzbn'),
              http,
            },
      ),
    });
  });
}

/** The portal listens at `origin`: its own register sandboxes, when it runs any, are reached there. */
export function businessRegistryListensAt(container: Container, origin: string): void {
  if (businessRegistryOnSandbox(container)) container.get(RegisterSandboxes).listeningAt(origin);
}

/** Whether a register's adapter speaks to the portal's own sandbox of it (that register not configured). */
export function businessRegistryOnSandbox(container: Container): boolean {
  return container.isBound(RegisterSandboxes);
}

/** The register sandboxes the portal serves: those of the registers not configured. */
export function businessRegistryRouters(container: Container): { path: string; handler: RequestHandler }[] {
  const sandboxes = container.get(RegisterSandboxes);
  return [
    ...(sandboxes.serves.includes('abr')
      ? [{ path: ABR_SANDBOX_PATH, handler: abrSandboxRouter(sandboxes) }]
      : []),
    ...(sandboxes.serves.includes('nzbn')
      ? [{ path: NZBN_SANDBOX_PATH, handler: nzbnSandboxRouter(sandboxes) }]
      : []),
  ];
}
