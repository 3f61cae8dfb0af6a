import type { KeyObject } from 'node:crypto';
import type { Clock, EnvelopeSendClaims } from '@lease-portal/domain';
import { OAuthTokenCache } from '../../partner-http/oauth-token-cache';
import { PartnerHttp, type PartnerHttpOptions } from '../../partner-http/partner-http';
import { DocuSignESignature, type SendClaimTiming } from './docusign-e-signature';
import { DocuSignJwtGrant, type DocuSignAccount } from './docusign-jwt-grant';

/** Everything the DocuSign adapter is made from: the JWT grant's identity, the portal's claims and clock. */
export interface DocuSignConnection {
  /** The account server; a function when it is only known later (the portal's own sandbox). */
  authServer: string | (() => string);
  integrationKey: string;
  userId: string;
  privateKey: KeyObject | string;
  accountId?: string;
  claims: EnvelopeSendClaims;
  clock: Clock;
  timing?: Partial<SendClaimTiming>;
  /** The partner layer's settings beyond the partner, base URL and auth (timeouts, attempts, logger...). */
  http?: Partial<Omit<PartnerHttpOptions, 'partner' | 'baseUrl' | 'auth'>>;
}

/** The partner's name in the layer's logs and counts. */
export const DOCUSIGN_PARTNER = 'DocuSign';

/**
 * The DocuSign adapter on the portal's partner layer: one layer for the account server (token and
 * userinfo, without the API's token), one for the REST API, authorised by the JWT grant's token (kept
 * until a minute before it expires, fetched again after a 401) and based at the account's base URI,
 * asked once.
 */
export function docuSignESignature(connection: DocuSignConnection): DocuSignESignature {
  const authServer =
    typeof connection.authServer === 'function'
      ? connection.authServer
      : () => connection.authServer as string;
  const accountServer = new PartnerHttp({
    ...connection.http,
    partner: DOCUSIGN_PARTNER,
    baseUrl: () => authServer().replace(/\/+$/, ''),
  });
  const grant = new DocuSignJwtGrant(
    {
      authServer,
      integrationKey: connection.integrationKey,
      userId: connection.userId,
      privateKey: connection.privateKey,
      ...(connection.accountId ? { accountId: connection.accountId } : {}),
    },
    accountServer,
  );
  const tokens = new OAuthTokenCache(() => grant.fetchToken());

  let account: Promise<DocuSignAccount> | undefined;
  let baseUri: string | undefined;
  const accountOnce = (): Promise<DocuSignAccount> => {
    account ??= tokens
      .headers()
      .then((headers) => grant.account(headers.authorization!.replace(/^Bearer /, '')))
      .then(
        (found) => {
          baseUri = found.baseUri;
          return found;
        },
        (error: unknown) => {
          account = undefined;
          throw error;
        },
      );
    return account;
  };

  const api = new PartnerHttp({
    ...connection.http,
    partner: DOCUSIGN_PARTNER,
    // Every API call first awaits the account, so its base URI is known by then.
    baseUrl: () => baseUri!,
    auth: tokens,
  });
  return new DocuSignESignature({
    api,
    account: accountOnce,
    claims: connection.claims,
    clock: connection.clock,
    ...(connection.timing ? { timing: connection.timing } : {}),
    close: async () => {
      await Promise.all([api.close(), accountServer.close()]);
    },
  });
}
