import { isIP } from 'node:net';
import type { RequestHandler } from 'express';

/** True for 127.0.0.0/8, ::1 and IPv4 loopback written as IPv6 (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  // Node reports IPv6 addresses compressed.
  return address === '::1';
}

/**
 * Answers only clients on this machine, judged by the connection's own remote address: never by
 * `req.ip` or X-Forwarded-For, which a client (or a trusted proxy relaying one) can make say
 * 127.0.0.1. Others get a plain 404, as if the page did not exist.
 */
export const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isLoopbackAddress(req.socket.remoteAddress)) {
    next();
    return;
  }
  res.status(404).type('text/plain').send('Not found.');
};
