import { randomBytes, randomUUID } from 'node:crypto';
import { SandboxAddressFinder } from '@lease-portal/partners';
import { AddressfinderSandboxFaults } from './addressfinder-sandbox-faults';

/** Where the portal serves its Addressfinder sandbox: Addressfinder's API paths under one root. */
export const ADDRESSFINDER_SANDBOX_PATH = '/sandbox/addressfinder';

/**
 * The portal's own Addressfinder sandbox, as the Addressfinder adapter reaches it when no account is
 * configured (decision 2111): the sandbox's register of addresses (decision 1246) behind Addressfinder's
 * API, an account key and secret made at start (so only the portal's adapter is answered), switchable
 * faults, and the portal's address, known once it listens.
 */
export class AddressfinderSandbox {
  readonly faults = new AddressfinderSandboxFaults();
  readonly register = new SandboxAddressFinder();
  readonly account = {
    key: `SANDBOX${randomUUID().replaceAll('-', '').toUpperCase()}`,
    secret: randomBytes(24).toString('hex'),
  };
  private origin: string | undefined;

  /** The portal listens at `origin` (e.g. http://127.0.0.1:3000): the sandbox is served under it. */
  listeningAt(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** The sandbox's API base, the portal's own address. */
  baseUrl(): string {
    if (!this.origin) {
      throw new Error(
        'The Addressfinder sandbox is served by the portal itself: its address is known once the portal listens.',
      );
    }
    return `${this.origin}${ADDRESSFINDER_SANDBOX_PATH}`;
  }
}
