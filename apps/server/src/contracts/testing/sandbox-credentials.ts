import type { NextFunction, Request, Response } from 'express';

type RequestFilter = (req: Request, res: Response, next: NextFunction) => void;

/**
 * The sandbox's client id and secret in a token request's form (Pact's proxy parsed it: it is sent on
 * as the bytes put back here), and a token the sandbox issued in every bearer.
 */
export function credentialsOf(
  client: { clientId: string; clientSecret: string },
  accessToken: () => string,
): RequestFilter {
  return (req, _res, next) => {
    if (req.is('application/x-www-form-urlencoded') && req.body && !Buffer.isBuffer(req.body)) {
      const form = new URLSearchParams(req.body as Record<string, string>);
      form.set('client_id', client.clientId);
      form.set('client_secret', client.clientSecret);
      req.body = Buffer.from(form.toString());
      req.headers['content-length'] = String((req.body as Buffer).length);
    } else if (req.headers.authorization) {
      req.headers.authorization = `Bearer ${accessToken()}`;
    }
    next();
  };
}
