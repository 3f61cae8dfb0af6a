import { randomBytes } from 'node:crypto';
import type { SandboxIdentityScan } from '@lease-portal/partners';
import type { CommonSandboxFault } from '../partner-sandbox/sandbox-faults';
import { SandboxTokens, sameSecret } from '../partner-sandbox/sandbox-tokens';
import { SandboxFaults } from '../sandbox-faults';

/** Where the portal serves its sandbox of GBG IDscan Enterprise's web API (decisions 1630, 2119). */
export const SANDBOX_IDENTITY_SCAN_PATH = '/sandbox/identity-scan';

/** A token lasts 20 minutes, and is then asked for again. */
const TOKEN_SECONDS = 20 * 60;

type Area = 'scanning' | 'investigation';

/**
 * The portal's own GBG account, as the GBG adapter reaches it when no GBG account is configured
 * (decision 2119): a service user for each area, their passwords made at start so that only the
 * portal's own adapter is answered, the tokens issued for each area, the journeys in `service`,
 * switchable faults (the partner layer's fault suite), and the portal's address, known once it listens.
 */
export class GbgSandbox {
  readonly faults = new SandboxFaults<CommonSandboxFault>();
  readonly accounts: Record<Area, { username: string; password: string }> = {
    scanning: { username: 'scanuser', password: randomBytes(24).toString('hex') },
    investigation: { username: 'invuser', password: randomBytes(24).toString('hex') },
  };
  readonly tokens: Record<Area, SandboxTokens> = {
    scanning: new SandboxTokens(TOKEN_SECONDS),
    investigation: new SandboxTokens(TOKEN_SECONDS),
  };
  private origin: string | undefined;

  constructor(readonly service: SandboxIdentityScan) {}

  /** A token for the area's user with its password; undefined when either is wrong. */
  issue(
    area: string,
    username: unknown,
    password: unknown,
  ): { accessToken: string; expiresIn: number } | undefined {
    if (area !== 'scanning' && area !== 'investigation') return undefined;
    const account = this.accounts[area];
    if (username !== account.username || !sameSecret(password, account.password)) return undefined;
    return this.tokens[area].issue();
  }

  /** Whether the request's token (the whole Authorization header, or the `token` cookie) opens the area. */
  opens(area: Area, authorization: string | undefined, cookie: string | undefined): boolean {
    const token =
      authorization?.replace(/^Bearer\s+/i, '').trim() || /(?:^|;\s*)token=([^;]+)/.exec(cookie ?? '')?.[1];
    return token !== undefined && this.tokens[area].accepts(`Bearer ${token}`);
  }

  /** Every token of both areas refused from now on, as lapsed sessions would be. */
  revokeTokens(): void {
    for (const tokens of Object.values(this.tokens)) tokens.revokeAll();
  }

  listeningAt(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** The service's base: the portal's own address. */
  baseUrl(): string {
    if (!this.origin) {
      throw new Error(
        'The identity-scan sandbox is served by the portal itself: its address is known once the portal listens.',
      );
    }
    return `${this.origin}${SANDBOX_IDENTITY_SCAN_PATH}`;
  }
}
