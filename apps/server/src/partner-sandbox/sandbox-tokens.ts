import express, { type Request, type RequestHandler } from 'express';
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

/**
 * The OAuth 2.0 client credentials token endpoint the portal's published contracts share (RFC 6749
 * §4.4): the client's id and secret in the form or as HTTP Basic, the one scope the contract has (asked
 * for or implied), and a bearer token from `tokens` in answer. Mount it with `router.post(path, ...)`.
 */
export function clientCredentialsTokenEndpoint(
  client: { clientId: string; clientSecret: string },
  tokens: SandboxTokens,
  scope: string,
): RequestHandler[] {
  return [
    express.urlencoded({ extended: false, limit: '8kb' }),
    (req, res) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      if (form.grant_type !== 'client_credentials') {
        res.status(400).json({ error: 'unsupported_grant_type' });
        return;
      }
      const [id, secret] = basicCredentials(req) ?? [form.client_id, form.client_secret];
      if (id !== client.clientId || !sameSecret(secret, client.clientSecret)) {
        res.status(401).json({ error: 'invalid_client' });
        return;
      }
      const scopes = typeof form.scope === 'string' ? form.scope.split(' ') : [scope];
      if (scopes.some((asked) => asked !== scope)) {
        res.status(400).json({ error: 'invalid_scope' });
        return;
      }
      const { accessToken, expiresIn } = tokens.issue();
      res.set('Cache-Control', 'no-store').json({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope,
      });
    },
  ];
}
