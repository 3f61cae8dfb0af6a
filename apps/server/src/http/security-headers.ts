import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once: with no directive computed per request (no nonce),
 * every header helmet sets is the same on every answer, so they are asked of helmet as the portal
 * starts and set from that list, instead of through helmet's fourteen middlewares on each request.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const directives = Object.values(
    (typeof options.contentSecurityPolicy === 'object' && options.contentSecurityPolicy.directives) || {},
  );
  if (
    directives.some((value) => Array.isArray(value) && value.some((entry) => typeof entry === 'function'))
  ) {
    throw new Error('A directive computed per request (a nonce) needs helmet itself on each request');
  }
  const set: [name: string, value: string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let answered = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    answered = true;
  });
  if (!answered) throw new Error('helmet did not set its headers at once: they may differ by request');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
