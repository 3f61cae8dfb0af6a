import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { DomainError } from '@lease-portal/domain';
import type { PartnerHttp } from '../../partner-http/partner-http';
import { oauthTokenWire, userInfoWire } from './docusign-wire';

/** What the JWT grant is made of (DocuSign's "JWT Grant" for a service integration). */
export interface DocuSignIdentity {
  /** The account server: https://account-d.docusign.com (developer), https://account.docusign.com. */
  authServer: () => string;
  integrationKey: string;
  /** The user the portal acts as, who consented once to `signature impersonation`. */
  userId: string;
  /** The integration's RSA private key (a KeyObject, or PEM in PKCS#1 or PKCS#8). */
  privateKey: KeyObject | string;
  /** Which of the user's accounts; the default account when not given. */
  accountId?: string;
}

/** The account the API calls go to: its id, and the base URI its REST API lives under. */
export interface DocuSignAccount {
  accountId: string;
  baseUri: string;
}

/** An assertion lives an hour, the most DocuSign accepts. */
const ASSERTION_SECONDS = 3600;

/**
 * The JWT grant on DocuSign's account server: an RS256 assertion (iss the integration key, sub the user,
 * aud the account server's host, scope `signature impersonation`) exchanged at `/oauth/token` for an
 * access token; `/oauth/userinfo` names the user's accounts and where each one's API lives.
 */
export class DocuSignJwtGrant {
  private readonly key: KeyObject;

  constructor(
    private readonly identity: DocuSignIdentity,
    /** The account server's partner layer, its calls made without the API's token. */
    private readonly accountServer: PartnerHttp,
  ) {
    this.key =
      typeof identity.privateKey === 'string' ? createPrivateKey(identity.privateKey) : identity.privateKey;
  }

  async fetchToken(): Promise<{ accessToken: string; expiresInSeconds: number }> {
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: 'signature impersonation' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.identity.integrationKey)
      .setSubject(this.identity.userId)
      .setAudience(new URL(this.identity.authServer()).host)
      .setIssuedAt(now)
      .setExpirationTime(now + ASSERTION_SECONDS)
      .sign(this.key);
    const { body } = await this.accountServer
      .call({
        operation: 'oauth-token',
        method: 'POST',
        path: '/oauth/token',
        form: { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion },
        answer: oauthTokenWire,
        skipAuth: true,
      })
      .catch((error: unknown) => {
        throw grantRefused(error);
      });
    return { accessToken: body!.access_token, expiresInSeconds: body!.expires_in };
  }

  /** The account to use: the one configured, else the user's default; refused when the user has neither. */
  async account(accessToken: string): Promise<DocuSignAccount> {
    const { body } = await this.accountServer.call({
      operation: 'oauth-userinfo',
      method: 'GET',
      path: '/oauth/userinfo',
      headers: { authorization: `Bearer ${accessToken}` },
      answer: userInfoWire,
      skipAuth: true,
    });
    const accounts = body!.accounts;
    const account = this.identity.accountId
      ? accounts.find((a) => a.account_id === this.identity.accountId)
      : accounts.find((a) => a.is_default === true || a.is_default === 'true');
    if (!account) {
      throw new DomainError('PARTNER_UNAVAILABLE', 'DocuSign has no account for the portal to use.', {
        operation: 'oauth-userinfo',
        class: 'unauthorised',
        reason: this.identity.accountId ? "configured account not among the user's" : 'no default account',
      });
    }
    return { accountId: account.account_id, baseUri: account.base_uri.replace(/\/+$/, '') };
  }
}

/**
 * The grant refused (`invalid_grant`, `consent_required`...) is our credentials refused, for an operator
 * to fix, not a request of the customer's to change.
 */
function grantRefused(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.code !== 'PARTNER_REJECTED') return error;
  const partnerError = error.details?.['partnerError'] as { error?: unknown } | undefined;
  return new DomainError('PARTNER_UNAVAILABLE', "DocuSign refused the portal's JWT grant.", {
    ...error.details,
    class: 'unauthorised',
    reason: 'credentials refused',
    grantError: typeof partnerError?.error === 'string' ? partnerError.error : undefined,
  });
}
