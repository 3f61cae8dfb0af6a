import { DomainError } from '@lease-portal/domain';
import type { z } from 'zod';
import type { PartnerHttp } from './partner-http';

/** A client's id and secret, as an OAuth 2.0 authorisation server issues them to a service. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * The OAuth 2.0 client credentials grant (RFC 6749 §4.4): the client's id and secret in the form body
 * (`client_secret_post`), the token answer parsed by `answer`. The call passes outside the layer's
 * bulkhead and circuit (`skipAuth`, decision 2102) and may be repeated, a token asked twice costing
 * nothing. A refused grant (`invalid_client`, a 400 or 401) is our credentials refused, for an operator
 * to fix, never a customer's request to change: it is classed unauthorised, not rejected.
 */
export async function clientCredentialsToken<Answer>(
  server: PartnerHttp,
  grant: ClientCredentials & { path: string; answer: z.ZodType<Answer>; scope?: string },
): Promise<Answer> {
  const { body } = await server
    .call({
      operation: 'oauth.token',
      method: 'POST',
      path: grant.path,
      form: {
        grant_type: 'client_credentials',
        client_id: grant.clientId,
        client_secret: grant.clientSecret,
        ...(grant.scope ? { scope: grant.scope } : {}),
      },
      answer: grant.answer,
      retry: true,
      skipAuth: true,
    })
    .catch((error: unknown) => {
      throw grantRefused(error);
    });
  return body!;
}

function grantRefused(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.code !== 'PARTNER_REJECTED') return error;
  const partnerError = error.details?.['partnerError'] as { error?: unknown } | undefined;
  const partner = String(error.details?.['partner']);
  return new DomainError('PARTNER_UNAVAILABLE', `The ${partner} refused the portal's client credentials.`, {
    ...error.details,
    class: 'unauthorised',
    reason: 'credentials refused',
    grantError: typeof partnerError?.error === 'string' ? partnerError.error : undefined,
  });
}
