import { OAuthTokenCache } from '../partner-http/oauth-token-cache';
import { clientCredentialsToken, type ClientCredentials } from '../partner-http/oauth-client-credentials';
import type { PartnerHttpTuning } from '../partner-http/partner-endpoint';
import { PartnerHttp } from '../partner-http/partner-http';
import { CreditBureauOverHttp } from './credit-bureau-over-http';
import { CREDIT_DECISION_PATHS, CREDIT_ENQUIRIES_SCOPE, tokenWire } from './credit-decision-wire';

/** What the credit decision adapter is made from: the service's base URL and the client it issued the portal. */
export interface CreditBureauConnection extends ClientCredentials {
  /** e.g. https://credit.example.com/lease-portal/v1; a function for the portal's own sandbox. */
  baseUrl: string | (() => string);
  http?: PartnerHttpTuning;
}

/** The service's name in the partner layer's logs, counts and errors. */
export const CREDIT_DECISION_PARTNER = 'credit decision service';

/**
 * The credit decision adapter on the partner layer: one layer for the token (outside the API's auth),
 * one for the API, authorised by the client credentials token kept until a minute before it expires.
 */
export function creditBureau(connection: CreditBureauConnection): CreditBureauOverHttp {
  const baseUrl =
    typeof connection.baseUrl === 'function' ? connection.baseUrl : () => connection.baseUrl as string;
  const tokenServer = new PartnerHttp({ ...connection.http, partner: CREDIT_DECISION_PARTNER, baseUrl });
  const tokens = new OAuthTokenCache(async () => {
    const token = await clientCredentialsToken(tokenServer, {
      path: CREDIT_DECISION_PATHS.token,
      clientId: connection.clientId,
      clientSecret: connection.clientSecret,
      scope: CREDIT_ENQUIRIES_SCOPE,
      answer: tokenWire,
    });
    return { accessToken: token.access_token, expiresInSeconds: token.expires_in };
  });
  const api = new PartnerHttp({
    ...connection.http,
    partner: CREDIT_DECISION_PARTNER,
    baseUrl,
    auth: tokens,
  });
  return new CreditBureauOverHttp({
    api,
    close: async () => {
      await Promise.all([api.close(), tokenServer.close()]);
    },
  });
}
