import type { GetOrgProfilesByDomain, ResolveSession } from '@lease-portal/domain';
import {
  graphqlContextFor,
  type GraphqlContext,
  type RequestHeaders,
  type SessionCookieJar,
} from './context';

export interface SessionRequest extends RequestHeaders {
  /** The client's address as the HTTP layer sees it (behind a trusted proxy, the forwarded one). */
  clientAddress?: string;
  /** The HTTP layer's session cookie on the answer, for login and logout. */
  sessionCookie?: SessionCookieJar;
}

/**
 * The context of a request with its viewer: the bearer token is resolved by ResolveSession, which also
 * slides the session's inactivity timeout, so every data call keeps an active user signed in. A
 * session counts on its own organisation's host only. An unknown, expired or revoked token, or one
 * used on another organisation's host, leaves the viewer out, and the operation guard answers
 * UNAUTHENTICATED.
 */
export async function sessionContextFor(
  request: SessionRequest,
  resolveSession: Pick<ResolveSession, 'execute'>,
  organisations: Pick<GetOrgProfilesByDomain, 'execute'>,
): Promise<GraphqlContext> {
  const context = graphqlContextFor(request);
  const signedIn = context.sessionToken
    ? await resolveSession.execute(context.sessionToken, await orgIdOfHost(organisations, context.host))
    : undefined;
  return {
    ...context,
    ...(request.clientAddress ? { clientAddress: request.clientAddress } : {}),
    ...(request.sessionCookie ? { sessionCookie: request.sessionCookie } : {}),
    ...(signedIn ? { viewer: { user: signedIn.user } } : {}),
  };
}

/** The organisation a host serves: its profile's, or the default profile's for an unknown host. */
async function orgIdOfHost(
  organisations: Pick<GetOrgProfilesByDomain, 'execute'>,
  host: string,
): Promise<string> {
  const [profile] = await organisations.execute(host);
  return profile?.orgId ?? '';
}
