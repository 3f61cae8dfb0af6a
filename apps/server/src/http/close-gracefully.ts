import type { Server, ServerResponse } from 'node:http';

/**
 * Stops accepting connections and lets the requests in flight finish. Keep-alive connections are
 * closed as soon as they fall idle (a browser would otherwise hold the server open for its
 * keep-alive time); after `graceMs` whatever is left is cut off, so a stop always ends.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Follows the requests in flight from the moment the server listens, so that a stop can drain them
 * (decision 2116): once it begins, every answer not yet started and every later one on a connection
 * already open says `Connection: close`, so a client or proxy sends its next request on a new
 * connection (to another replica) instead of one this server is about to close. Then it closes
 * gracefully.
 */
export function drainable(server: Server): (graceMs: number) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    if (draining) closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return (graceMs) => {
    draining = true;
    for (const res of inFlight) closeAfter(res);
    return closeGracefully(server, graceMs);
  };
}

/** Waits for `work` for at most `ms`: a stop must end even when a partner call in hand does not. */
export async function atMost(ms: number, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([work, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
