import type { User } from '@lease-portal/domain';
import { parse as parseCookies } from 'cookie';

/**
 * The cookie that carries a browser's session token: HttpOnly, so no script on the page can read it
 * (decision 0711). API clients may send the token as a bearer header instead.
 */
export const SESSION_COOKIE = 'lp_session';

/** Sets and clears the session cookie on the answer to the request (the HTTP layer's part). */
export interface SessionCookieJar {
  open(token: string): void;
  close(): void;
}

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
  /** Where login and logout set and clear the browser's session cookie; absent outside HTTP. */
  sessionCookie?: SessionCookieJar;
}

export interface RequestHeaders {
  host?: string;
  authorization?: string;
  cookie?: string;
}

/** The context of an anonymous request; the composition root adds the viewer from the session. */
export function graphqlContextFor(headers: RequestHeaders): GraphqlContext {
  const sessionToken = bearerToken(headers.authorization) ?? cookieToken(headers.cookie);
  return { host: headers.host?.trim() ?? '', ...(sessionToken ? { sessionToken } : {}) };
}

function cookieToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookies(cookieHeader)[SESSION_COOKIE] || undefined;
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
