import type { Server } from 'node:http';

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
