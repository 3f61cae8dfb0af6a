import type { Container } from 'inversify';
import type { RequestHandler } from 'express';
import { ADDRESS_FINDER, type AddressFinder } from '@lease-portal/domain';
import { AddressfinderAddressFinder, type PartnerCallLogger } from '@lease-portal/partners';
import type { AddressfinderSettings } from '../partner-settings';
import { ADDRESSFINDER_SANDBOX_PATH, AddressfinderSandbox } from './addressfinder-sandbox';
import { addressfinderSandboxRouter } from './addressfinder-sandbox-router';

/**
 * The address lookup is Addressfinder, spoken on its own API (decision 2111): the account configured,
 * or else the portal's own Addressfinder sandbox, served by the portal at /sandbox/addressfinder and
 * reached over HTTP at the portal's own address like any partner.
 */
export function bindAddressFinder(
  container: Container,
  addressfinder?: AddressfinderSettings,
  partnerLogger?: PartnerCallLogger,
): void {
  if (!addressfinder) container.bind(AddressfinderSandbox).toDynamicValue(() => new AddressfinderSandbox());
  container.bind<AddressFinder>(ADDRESS_FINDER).toDynamicValue((ctx) => {
    const sandbox = addressfinder ? undefined : ctx.get(AddressfinderSandbox);
    return new AddressfinderAddressFinder(
      addressfinder ?? { baseUrl: () => sandbox!.baseUrl(), ...sandbox!.account },
      partnerLogger ? { logger: partnerLogger } : {},
    );
  });
}

/** The portal listens at `origin`: its own Addressfinder sandbox, when it runs one, is reached there. */
export function addressFinderListensAt(container: Container, origin: string): void {
  if (addressFinderOnSandbox(container)) container.get(AddressfinderSandbox).listeningAt(origin);
}

/** Whether the address lookup speaks to the portal's own Addressfinder sandbox (no account set). */
export function addressFinderOnSandbox(container: Container): boolean {
  return container.isBound(AddressfinderSandbox);
}

/** Addressfinder's API as the sandbox speaks it, served by the portal. */
export function addressFinderRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    {
      path: ADDRESSFINDER_SANDBOX_PATH,
      handler: addressfinderSandboxRouter(container.get(AddressfinderSandbox)),
    },
  ];
}
