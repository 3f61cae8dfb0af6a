import { OAuthTokenCache } from '../partner-http/oauth-token-cache';
import { clientCredentialsToken, type ClientCredentials } from '../partner-http/oauth-client-credentials';
import type { PartnerHttpTuning } from '../partner-http/partner-endpoint';
import { PartnerHttp } from '../partner-http/partner-http';
import { LeadDiallerOverHttp } from './lead-dialler-over-http';
import { DIALLER_PATHS, LEADS_SCOPE, tokenWire } from './lead-dialler-wire';

/** What the dialler adapter is made from: the dialler's base URL and the client it issued the portal. */
export interface LeadDiallerConnection extends ClientCredentials {
  /** e.g. https://dialler.example.com/lease-portal/v1; a function for the portal's own sandbox. */
  baseUrl: string | (() => string);
  http?: PartnerHttpTuning;
}

/** The dialler's name in the partner layer's logs, counts and errors. */
export const LEAD_DIALLER_PARTNER = 'lead dialler';

/**
 * The dialler adapter on the partner layer: one layer for the token (outside the API's auth), one for
 * the API, authorised by the client credentials token kept until a minute before it expires.
 */
export function leadDialler(connection: LeadDiallerConnection): LeadDiallerOverHttp {
  const baseUrl =
    typeof connection.baseUrl === 'function' ? connection.baseUrl : () => connection.baseUrl as string;
  const tokenServer = new PartnerHttp({ ...connection.http, partner: LEAD_DIALLER_PARTNER, baseUrl });
  const tokens = new OAuthTokenCache(async () => {
    const token = await clientCredentialsToken(tokenServer, {
      path: DIALLER_PATHS.token,
      clientId: connection.clientId,
      clientSecret: connection.clientSecret,
      scope: LEADS_SCOPE,
      answer: tokenWire,
    });
    return { accessToken: token.access_token, expiresInSeconds: token.expires_in };
  });
  const api = new PartnerHttp({ ...connection.http, partner: LEAD_DIALLER_PARTNER, baseUrl, auth: tokens });
  return new LeadDiallerOverHttp({
    api,
    close: async () => {
      await Promise.all([api.close(), tokenServer.close()]);
    },
  });
}
