import type { SandboxCreditStore } from '@lease-portal/domain';
import type { SandboxCreditBureau } from '@lease-portal/partners';
import type { CommonSandboxFault } from '../../partner-sandbox/sandbox-faults';
import { SandboxFaults } from '../../sandbox-faults';
import { SandboxTokens, sandboxClient } from '../../partner-sandbox/sandbox-tokens';

/** Where the portal serves its credit decision sandbox: the published contract's paths under one root. */
export const CREDIT_DECISION_SANDBOX_PATH = '/sandbox/credit-decision';

/**
 * The portal's own credit decision service on the contract the portal publishes (decision 2120), as the
 * credit decision adapter reaches it when no service is configured: a client whose id and secret are
 * made at start, its tokens, switchable faults, and the sandbox's engine, which decides by the
 * application (decision 1520) and keeps its enquiries in the portal's database, so that a restart or
 * another replica answers the same decision; the portal's address is known once it listens.
 */
export class CreditDecisionSandbox {
  readonly faults = new SandboxFaults<CommonSandboxFault>();
  readonly client = sandboxClient('lease-portal-');
  readonly tokens = new SandboxTokens(3600);
  private origin: string | undefined;

  constructor(
    /** The engine: the sandbox's decision rules and delay. */
    readonly engine: SandboxCreditBureau,
    /** Where the engine keeps its enquiries, for provider states to arrange one. */
    readonly store: SandboxCreditStore,
  ) {}

  listeningAt(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** The service's base URL: the portal's own address. */
  baseUrl(): string {
    if (!this.origin) {
      throw new Error(
        'The credit decision sandbox is served by the portal itself: its address is known once the portal listens.',
      );
    }
    return `${this.origin}${CREDIT_DECISION_SANDBOX_PATH}`;
  }
}
