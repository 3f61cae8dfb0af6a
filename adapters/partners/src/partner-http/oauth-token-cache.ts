import type { PartnerAuth } from './partner-http';

export interface PartnerToken {
  accessToken: string;
  expiresInSeconds: number;
}

/** A token is renewed this long before it expires, so a call never leaves with one about to lapse. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

/**
 * An OAuth access token kept until 60 s before it expires; concurrent callers share one fetch, and a
 * failed fetch is not kept (the next call tries again).
 */
export class OAuthTokenCache implements PartnerAuth {
  private token: Promise<{ accessToken: string; renewAt: number }> | undefined;

  constructor(
    private readonly fetchToken: () => Promise<PartnerToken>,
    private readonly now: () => number = Date.now,
  ) {}

  async headers(): Promise<Record<string, string>> {
    const current = this.token;
    if (current) {
      const kept = await current.catch(() => undefined);
      if (kept && kept.renewAt > this.now()) return { authorization: `Bearer ${kept.accessToken}` };
      if (this.token !== current) return this.headers();
    }
    const fetching = this.fetchToken().then(({ accessToken, expiresInSeconds }) => ({
      accessToken,
      // A token shorter-lived than the margin is kept for half its life.
      renewAt:
        this.now() + Math.max(expiresInSeconds * 1000 - RENEW_BEFORE_EXPIRY_MS, expiresInSeconds * 500),
    }));
    this.token = fetching;
    fetching.catch(() => {
      if (this.token === fetching) this.token = undefined;
    });
    const { accessToken } = await fetching;
    return { authorization: `Bearer ${accessToken}` };
  }

  invalidate(): void {
    this.token = undefined;
  }
}
