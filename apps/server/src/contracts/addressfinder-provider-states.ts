import type { Container } from 'inversify';
import type { NextFunction, Request, Response } from 'express';
import type { VerifierOptions } from '@pact-foundation/pact';
import { SANDBOX_ADDRESSES } from '@lease-portal/partners';
import {
  ADDRESSFINDER_EXAMPLES,
  ADDRESSFINDER_PACT,
} from '@lease-portal/partners/src/address-finder/addressfinder/addressfinder-pact';
import type { Region } from '@lease-portal/domain';
import { AddressfinderSandbox } from '../address-finder/addressfinder-sandbox';

/**
 * The Addressfinder pact's provider states, read from the portal's own Addressfinder sandbox (decision
 * 2111): its register is fixed, so a state checks it holds what the state says and hands over the ids
 * the pact's requests need; and the request filter puts the sandbox account's key and secret where the
 * consumer's examples stand.
 */
export function addressfinderProviderStates(container: Container) {
  const sandbox = container.get(AddressfinderSandbox);
  const { states } = ADDRESSFINDER_PACT;

  const holds = async (country: Region, params: unknown) => {
    const { street, locality } = (params ?? {}) as { street?: string; locality?: string };
    const found = await sandbox.register.autocomplete(country, `${street ?? ''} ${locality ?? ''}`, 1);
    if (found.length === 0)
      throw new Error(`the sandbox holds no ${country} address in ${street}, ${locality}`);
    return {};
  };
  const aUnit = (country: Region) => {
    const unit = SANDBOX_ADDRESSES[country].find((address) => address.subPremise);
    if (!unit) throw new Error(`the sandbox holds no ${country} address of a unit`);
    return unit.partnerId;
  };

  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {
    [states.auStreet]: (params?: unknown) => holds('AU', params),
    [states.nzStreet]: (params?: unknown) => holds('NZ', params),
    [states.noMatch]: async () => ({}),
    [states.auUnit]: async () => ({ id: aUnit('AU') }),
    [states.nzUnit]: async () => ({ pxid: aUnit('NZ') }),
    [states.unknownId]: async () => ({}),
  };

  /** The consumer's example key and secret become the sandbox account's; any other key is left as sent. */
  const requestFilter = (req: Request, _res: Response, next: NextFunction) => {
    const url = new URL(req.url, 'http://provider');
    if (url.searchParams.get('key') === ADDRESSFINDER_EXAMPLES.key) {
      url.searchParams.set('key', sandbox.account.key);
      req.url = `${url.pathname}${url.search}`;
    }
    if (req.headers.authorization === ADDRESSFINDER_EXAMPLES.secret)
      req.headers.authorization = sandbox.account.secret;
    next();
  };
  return { stateHandlers, requestFilter };
}
