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

/** The names a browser on this machine reaches the portal by: 127.0.0.1, [::1], localhost and *.localhost. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|(?:[a-z0-9-]+\.)+localhost)(?::(\d{1,5}))?$/i;

/**
 * True when the Host header names this machine and the port the connection came in on. A page of
 * another site whose name was rebound to 127.0.0.1 (DNS rebinding) reaches a loopback socket too,
 * but its requests carry its own name.
 */
export function isLocalHostHeader(host: string | undefined, localPort: number | undefined): boolean {
  const match = LOCAL_HOST.exec(host ?? '');
  if (!match) return false;
  return Number(match[1] ?? 80) === localPort;
}

/**
 * Answers only requests that name this machine in their Host header, with the portal's own port;
 * others get the same plain 404.
 */
export const localHostOnly: RequestHandler = (req, res, next) => {
  if (isLocalHostHeader(req.headers.host, req.socket.localPort)) {
    next();
    return;
  }
  res.status(404).type('text/plain').send('Not found.');
};
