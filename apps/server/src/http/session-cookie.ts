import type { Request, Response } from 'express';
import type { GetOrgProfilesByDomain, ResolveSession } from '@lease-portal/domain';
import {
  SESSION_COOKIE,
  sessionContextFor,
  type GraphqlContext,
  type SessionCookieJar,
} from '@lease-portal/graphql';

/**
 * The browser's session cookie on an answer (decision 0711): HttpOnly so no script reads it,
 * SameSite=Lax so other sites' requests do not carry it, Secure whenever the request came over HTTPS
 * (behind a trusted proxy, as it reports), and for the whole site. It lives as long as the browser
 * session; the server's own timeout decides when the session ends.
 */
export function sessionCookieJar(req: Request, res: Response): SessionCookieJar {
  // Worked out when a cookie is set, not for every request: `secure` asks the trusted proxies.
  const options = () => ({ httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' });
  return {
    open: (token) => res.cookie(SESSION_COOKIE, token, options()),
    close: () => res.clearCookie(SESSION_COOKIE, options()),
  };
}

/**
 * Who is asking a REST route, as the GraphQL API would see them: the session cookie or a bearer token
 * on the organisation's host. Resolving the session slides its timeout, and a cookie it renews or
 * closes goes on this answer.
 */
export function sessionContextOfRequest(
  req: Request,
  res: Response,
  deps: {
    resolveSession: Pick<ResolveSession, 'execute'>;
    organisations: Pick<GetOrgProfilesByDomain, 'execute'>;
  },
): Promise<GraphqlContext> {
  return sessionContextFor(
    {
      host: req.headers.host,
      authorization: req.headers.authorization,
      cookie: req.headers.cookie,
      sessionCookie: sessionCookieJar(req, res),
    },
    deps.resolveSession,
    deps.organisations,
  );
}
