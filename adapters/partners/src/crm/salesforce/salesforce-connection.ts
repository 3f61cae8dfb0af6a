import { OAuthTokenCache } from '../../partner-http/oauth-token-cache';
import { clientCredentialsToken, type ClientCredentials } from '../../partner-http/oauth-client-credentials';
import { partnerCallCounts } from '../../partner-http/partner-call-counts';
import type { PartnerHttpTuning } from '../../partner-http/partner-endpoint';
import { PartnerHttp } from '../../partner-http/partner-http';
import { ApiUsageWatch } from './api-usage';
import { SalesforceCrm } from './salesforce-crm';
import { TOKEN_PATH, tokenWire } from './salesforce-wire';

/** What the Salesforce adapter is made from: the org's My Domain and its connected app's client. */
export interface SalesforceConnection extends ClientCredentials {
  /** e.g. https://acme.my.salesforce.com; a function when known only later (the portal's own sandbox). */
  loginUrl: string | (() => string);
  /** The partner layer's settings beyond the partner, base URL and auth (logger, timeouts, attempts...). */
  http?: PartnerHttpTuning;
}

/** The CRM's name in the partner layer's logs, counts and errors ('The CRM could not be reached.'). */
export const SALESFORCE_PARTNER = 'CRM';

/**
 * How long a token is kept. Salesforce's client credentials answer names no expiry: the session ends
 * after the org's timeout, 15 minutes at the shortest setting, so the token is renewed before then; a
 * 401 INVALID_SESSION_ID fetches a new one anyway.
 */
export const SESSION_KEPT_SECONDS = 15 * 60;

/**
 * The Salesforce adapter on the partner layer: one layer for the org's login (the token, without the
 * API's), one for the REST API at the instance URL the token answer names, authorised by the token
 * kept in an OAuthTokenCache (decisions 2102, 2117).
 */
export function salesforceCrm(connection: SalesforceConnection): SalesforceCrm {
  const loginUrl =
    typeof connection.loginUrl === 'function' ? connection.loginUrl : () => connection.loginUrl as string;
  const login = new PartnerHttp({ ...connection.http, partner: SALESFORCE_PARTNER, baseUrl: loginUrl });
  let instanceUrl: string | undefined;
  const tokens = new OAuthTokenCache(async () => {
    const token = await clientCredentialsToken(login, {
      path: TOKEN_PATH,
      clientId: connection.clientId,
      clientSecret: connection.clientSecret,
      answer: tokenWire,
    });
    // Always the instance the org lives on now: it may move between tokens.
    instanceUrl = token.instance_url.replace(/\/+$/, '');
    return { accessToken: token.access_token, expiresInSeconds: SESSION_KEPT_SECONDS };
  });
  const api = new PartnerHttp({
    ...connection.http,
    partner: SALESFORCE_PARTNER,
    // The layer asks for the token before the URL, so the instance is known by then.
    baseUrl: () => instanceUrl!,
    auth: tokens,
  });
  const usage = new ApiUsageWatch(
    SALESFORCE_PARTNER,
    connection.http?.logger ?? { info: () => {}, warn: () => {} },
    connection.http?.counts ?? partnerCallCounts,
  );
  return new SalesforceCrm({
    api,
    usage,
    close: async () => {
      await Promise.all([api.close(), login.close()]);
    },
  });
}
