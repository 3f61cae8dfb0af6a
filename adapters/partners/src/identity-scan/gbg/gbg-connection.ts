import { DomainError } from '@lease-portal/domain';
import { OAuthTokenCache } from '../../partner-http/oauth-token-cache';
import type { PartnerHttpTuning } from '../../partner-http/partner-endpoint';
import { PartnerHttp, type PartnerAuth } from '../../partner-http/partner-http';
import { GBG_PARTNER, GbgIdentityScan } from './gbg-identity-scan';
import { TOKEN_PATH, tokenWire, type GbgArea } from './gbg-wire';

/** A service account of GBG IDscan Enterprise: one user for each area it signs in to. */
export interface GbgAccount {
  username: string;
  password: string;
}

/** What the GBG adapter is made from: the service's base, its two accounts, and the layer's tuning. */
export interface GbgConnection {
  /** e.g. https://sydney.idscan.cloud; a function when known only later (the portal's own sandbox). */
  baseUrl: string | (() => string);
  scanning: GbgAccount;
  investigation: GbgAccount;
  /** What an image's bytes are, by their content (the portal's own sniffer). */
  typeOf: (bytes: Uint8Array) => Promise<string | undefined>;
  http?: PartnerHttpTuning;
}

/**
 * An upload waits this long for its answer: the service reads the whole image (quality checks,
 * recognition, extraction) before it answers, seconds for a phone's photo.
 */
export const UPLOAD_TIMEOUT_MS = 30_000;

/** A token GBG answers without an expiry is kept this long; a 401 fetches a new one anyway. */
export const TOKEN_KEPT_SECONDS = 20 * 60;

/**
 * GBG sends its token as the whole Authorization header, without a scheme: the shared OAuth cache
 * keeps and renews it, and this gives it GBG's way.
 */
class GbgTokenAuth implements PartnerAuth {
  constructor(private readonly cache: OAuthTokenCache) {}
  async headers(): Promise<Record<string, string>> {
    const { authorization } = await this.cache.headers();
    return { authorization: authorization!.replace(/^Bearer /, '') };
  }
  invalidate(): void {
    this.cache.invalidate();
  }
}

/**
 * The GBG adapter on the partner layer (decisions 2102, 2119): one layer for the token (outside the
 * bulkhead and the circuit), one per area for the API, each area's token fetched with the password
 * grant, kept on the server until shortly before it lapses and never handed to anyone.
 */
export function gbgIdentityScan(connection: GbgConnection): GbgIdentityScan {
  const baseUrl =
    typeof connection.baseUrl === 'function' ? connection.baseUrl : () => connection.baseUrl as string;
  const login = new PartnerHttp({ ...connection.http, partner: GBG_PARTNER, baseUrl });
  const tokenFor = (area: GbgArea) =>
    new GbgTokenAuth(
      new OAuthTokenCache(async () => {
        const account = connection[area];
        const { body } = await login
          .call({
            operation: 'token',
            method: 'POST',
            path: TOKEN_PATH,
            form: { grant_type: 'password', username: account.username, password: account.password, area },
            answer: tokenWire,
            retry: true,
            skipAuth: true,
          })
          .catch((error: unknown) => {
            throw passwordRefused(error);
          });
        return { accessToken: body!.access_token, expiresInSeconds: body!.expires_in ?? TOKEN_KEPT_SECONDS };
      }),
    );
  const scanning = new PartnerHttp({
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...connection.http,
    partner: GBG_PARTNER,
    baseUrl,
    auth: tokenFor('scanning'),
  });
  const investigation = new PartnerHttp({
    ...connection.http,
    partner: GBG_PARTNER,
    baseUrl,
    auth: tokenFor('investigation'),
  });
  return new GbgIdentityScan({
    scanning,
    investigation,
    baseUrl,
    typeOf: connection.typeOf,
    close: async () => {
      await Promise.all([login.close(), scanning.close(), investigation.close()]);
    },
  });
}

/** A refused password grant is our account refused, for an operator to fix: unauthorised, not rejected. */
function passwordRefused(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.code !== 'PARTNER_REJECTED') return error;
  return new DomainError('PARTNER_UNAVAILABLE', `The ${GBG_PARTNER} refused the portal's account.`, {
    ...error.details,
    class: 'unauthorised',
    reason: 'credentials refused',
  });
}
