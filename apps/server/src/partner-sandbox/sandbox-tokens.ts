import type { Request } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The access tokens a sandbox's token endpoint issued, each kept until it expires; revoking them all
 * makes the next call meet a 401, as an expired session would.
 */
export class SandboxTokens {
  private readonly issued = new Map<string, number>();

  constructor(
    private readonly lifetimeSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): { accessToken: string; expiresIn: number } {
    const accessToken = randomBytes(32).toString('base64url');
    this.issued.set(accessToken, this.now() + this.lifetimeSeconds * 1000);
    return { accessToken, expiresIn: this.lifetimeSeconds };
  }

  /** Whether `Authorization: Bearer <token>` names a token issued here and not yet expired. */
  accepts(authorization: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const expires = token ? this.issued.get(token) : undefined;
    return expires !== undefined && expires > this.now();
  }

  revokeAll(): void {
    this.issued.clear();
  }
}

/** A client id and secret made at start: only the portal's own adapter is answered. */
export function sandboxClient(prefix: string): { clientId: string; clientSecret: string } {
  return {
    clientId: `${prefix}${randomBytes(12).toString('hex')}`,
    clientSecret: randomBytes(24).toString('hex'),
  };
}

/** The client's secret compared in constant time, as a real authorisation server would. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `Authorization: Basic base64(id:secret)` (client_secret_basic), which the published contracts allow
 * beside the id and secret in the form.
 */
export function basicCredentials(req: Request): [string, string] | undefined {
  const encoded = /^Basic (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  return at < 0
    ? undefined
    : [decodeURIComponent(decoded.slice(0, at)), decodeURIComponent(decoded.slice(at + 1))];
}
