import { randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';

/** Who may use the DocuSign sandbox: the integration, its user and the key the integration signs with. */
export interface DocuSignSandboxIdentity {
  integrationKey: string;
  userId: string;
  /** The public half of the integration's RSA key pair, as DocuSign keeps it for the integration key. */
  publicKey: KeyObject;
  accountId: string;
  /** How long an access token lives (DocuSign's JWT grant gives an hour). */
  tokenSeconds?: number;
}

export const SANDBOX_ACCESS_TOKEN_SECONDS = 3600;

/**
 * The sandbox account server's JWT grant: the assertion must be RS256-signed by the integration's key,
 * for its user, addressed to this server's host, unexpired and asking for the `signature` scope. Access
 * tokens are random and kept in this process only: the sandbox serves the adapter of its own portal.
 */
export class DocuSignSandboxTokens {
  private readonly tokens = new Map<string, number>();

  constructor(private readonly identity: DocuSignSandboxIdentity) {}

  /** The access token for a valid assertion; the reason otherwise, in the grant's `error_description`. */
  async grant(
    assertion: string,
    audience: string,
    now = Date.now(),
  ): Promise<{ accessToken: string; expiresIn: number } | { refused: string }> {
    try {
      const { payload } = await jwtVerify(assertion, this.identity.publicKey, {
        algorithms: ['RS256'],
        issuer: this.identity.integrationKey,
        subject: this.identity.userId,
        audience,
        requiredClaims: ['iat', 'exp'],
        currentDate: new Date(now),
      });
      const scopes = String(payload.scope ?? '').split(' ');
      if (!scopes.includes('signature')) return { refused: 'the signature scope was not asked for' };
      if (payload.exp! - payload.iat! > 3600) return { refused: 'the assertion lives longer than an hour' };
    } catch (error) {
      return { refused: error instanceof Error ? error.message : 'invalid assertion' };
    }
    const accessToken = randomBytes(32).toString('base64url');
    const expiresIn = this.identity.tokenSeconds ?? SANDBOX_ACCESS_TOKEN_SECONDS;
    this.tokens.set(accessToken, now + expiresIn * 1000);
    return { accessToken, expiresIn };
  }

  /** Whether the `Authorization` header carries a token this server gave and that has not expired. */
  accepts(authorization: string | undefined, now = Date.now()): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const expiresAt = token === undefined ? undefined : this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > now;
  }

  /** Every token given so far stops working, as when DocuSign revokes them. */
  revokeAll(): void {
    this.tokens.clear();
  }
}
