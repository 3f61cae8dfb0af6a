import { randomBytes, randomUUID } from 'node:crypto';
import { SandboxBusinessRegistry } from '@lease-portal/partners';
import { SandboxFaults } from '../sandbox-faults';
import type { RegisterFault } from './register-sandbox-faults';

/** Where the portal serves its register sandboxes, each under the path its register's own base has. */
export const ABR_SANDBOX_PATH = '/sandbox/abr/json';
export const NZBN_SANDBOX_PATH = '/sandbox/nzbn/v5';

export type SandboxRegister = 'abr' | 'nzbn';

/**
 * The portal's own ABR and NZBN sandboxes, as the registers' adapters reach them when a register is
 * not configured (decision 2110): the sandbox register's fictional businesses behind each register's
 * wire, a GUID and a subscription key made at start (so only the portal's adapters are answered),
 * switchable faults, and the portal's address, known once it listens.
 */
export class RegisterSandboxes {
  readonly register = new SandboxBusinessRegistry();
  readonly faults = new SandboxFaults<RegisterFault>();
  readonly abrGuid = randomUUID();
  readonly nzbnSubscriptionKey = randomBytes(16).toString('hex');
  private origin: string | undefined;

  constructor(
    /** The registers served: those without settings of their own. */
    readonly serves: readonly SandboxRegister[] = ['abr', 'nzbn'],
  ) {}

  /** The portal listens at `origin` (e.g. http://127.0.0.1:3000): the sandboxes are served under it. */
  listeningAt(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** A sandbox's base URL, under the portal's own address. */
  baseUrl(register: SandboxRegister): string {
    if (!this.origin) {
      throw new Error(
        'The register sandboxes are served by the portal itself: their address is known once the portal listens.',
      );
    }
    return `${this.origin}${register === 'abr' ? ABR_SANDBOX_PATH : NZBN_SANDBOX_PATH}`;
  }
}
