import type { User } from '@lease-portal/domain';

/** The signed-in person behind a request, once the session token has been resolved. */
export interface Viewer {
  user: User;
}

/** What every resolver may know about the request. */
export interface GraphqlContext {
  /** The request's host as the browser sent it (the Host header), for the organisation lookup. */
  host: string;
  /** The opaque session token from 'Authorization: Bearer <token>', when one was sent. */
  sessionToken?: string;
  /** The client's network address, for the login limits; absent when the HTTP layer gives none. */
  clientAddress?: string;
  /** The signed-in user; absent for anonymous visitors and until sessions are resolved. */
  viewer?: Viewer;
}

export interface RequestHeaders {
  host?: string;
  authorization?: string;
}

/** The context of an anonymous request; the composition root adds the viewer from the session. */
export function graphqlContextFor(headers: RequestHeaders): GraphqlContext {
  const sessionToken = bearerToken(headers.authorization);
  return { host: headers.host?.trim() ?? '', ...(sessionToken ? { sessionToken } : {}) };
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
