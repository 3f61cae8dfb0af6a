import type { ResolveSession } from '@lease-portal/domain';
import { graphqlContextFor, type GraphqlContext, type RequestHeaders } from './context';

export interface SessionRequest extends RequestHeaders {
  /** The client's address as the HTTP layer sees it (behind a trusted proxy, the forwarded one). */
  clientAddress?: string;
}

/**
 * The context of a request with its viewer: the bearer token is resolved by ResolveSession, which also
 * slides the session's inactivity timeout, so every data call keeps an active user signed in. An
 * unknown, expired or revoked token leaves the viewer out, and the operation guard answers UNAUTHENTICATED.
 */
export async function sessionContextFor(
  request: SessionRequest,
  resolveSession: Pick<ResolveSession, 'execute'>,
): Promise<GraphqlContext> {
  const context = graphqlContextFor(request);
  const signedIn = await resolveSession.execute(context.sessionToken);
  return {
    ...context,
    ...(request.clientAddress ? { clientAddress: request.clientAddress } : {}),
    ...(signedIn ? { viewer: { user: signedIn.user } } : {}),
  };
}
