import type { SandboxCrmStore } from '@lease-portal/domain';
import type { CommonSandboxFault } from '../../partner-sandbox/sandbox-faults';
import { SandboxFaults } from '../../sandbox-faults';
import { SandboxTokens, sandboxClient } from '../../partner-sandbox/sandbox-tokens';

/** Where the portal serves its Salesforce sandbox: the org's login and its instance under one root. */
export const SALESFORCE_SANDBOX_PATH = '/sandbox/salesforce';

/** What the Salesforce sandbox can do instead of answering: the common faults, and Salesforce's own. */
export type SalesforceFault =
  | CommonSandboxFault
  /** 403 REQUEST_LIMIT_EXCEEDED: the org's 24-hour API allocation is used up. */
  | { kind: 'request-limit-exceeded' };

/** A session lasts two hours unless the org says otherwise (Salesforce's default session timeout). */
const SESSION_SECONDS = 2 * 60 * 60;

/**
 * The portal's own Salesforce org, as the Salesforce adapter reaches it when no Salesforce org is
 * configured (decision 2117): a connected app whose client id and secret are made at start, its
 * sessions, the records kept in `store` (PostgreSQL in the portal, decision 0902), the org's API usage
 * (answered in Sforce-Limit-Info), switchable faults, and the portal's address, known once it listens.
 */
export class SalesforceSandbox {
  readonly faults = new SandboxFaults<SalesforceFault>();
  readonly client = sandboxClient('3MVG9sandbox');
  readonly tokens: SandboxTokens;
  /** The org's calls in the last 24 hours and its allocation, as Sforce-Limit-Info reports them. */
  readonly usage = { used: 0, limit: 15_000 };
  private origin: string | undefined;

  constructor(
    readonly store: SandboxCrmStore,
    /** How long a write takes, as a real org's round trip (SANDBOX_CRM_DELAY_MS; 0 by default). */
    readonly writeDelayMs = 0,
    options: { sessionSeconds?: number } = {},
  ) {
    this.tokens = new SandboxTokens(options.sessionSeconds ?? SESSION_SECONDS);
  }

  /** The portal listens at `origin` (e.g. http://127.0.0.1:3000): the sandbox is served under it. */
  listeningAt(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** The org's My Domain, where the token is asked for: the portal's own address. */
  loginUrl(): string {
    if (!this.origin) {
      throw new Error(
        'The Salesforce sandbox is served by the portal itself: its address is known once the portal listens.',
      );
    }
    return `${this.origin}${SALESFORCE_SANDBOX_PATH}`;
  }
}
