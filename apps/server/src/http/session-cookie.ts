import type { Request, Response } from 'express';
import { SESSION_COOKIE, type SessionCookieJar } from '@lease-portal/graphql';

/**
 * The browser's session cookie on an answer (decision 0711): HttpOnly so no script reads it,
 * SameSite=Lax so other sites' requests do not carry it, Secure whenever the request came over HTTPS
 * (behind a trusted proxy, as it reports), and for the whole site. It lives as long as the browser
 * session; the server's own timeout decides when the session ends.
 */
export function sessionCookieJar(req: Request, res: Response): SessionCookieJar {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' };
  return {
    open: (token) => res.cookie(SESSION_COOKIE, token, options),
    close: () => res.clearCookie(SESSION_COOKIE, options),
  };
}
