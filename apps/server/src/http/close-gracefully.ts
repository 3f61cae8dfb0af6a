import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

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
 * How long a connection opened before the drain began may stay silent: a proxy or a client writes its
 * request at once; one that has sent nothing by then (a browser's speculative connection) is closed.
 */
export const SILENT_CONNECTION_MS = 1_000;

/**
 * Follows the connections and the requests in flight from the moment the server listens, so that a
 * stop can drain them (decisions 2116, 2123). Once it begins, the server takes no new connection;
 * every answer not yet started, and every later one on a connection already open, says
 * `Connection: close`, so a client or proxy sends its next request on a new connection (to another
 * replica). A kept-alive connection between requests is closed at once, and so is each one after its
 * answer. A connection accepted just before, whose request has not arrived yet, is not: its request
 * is answered (a proxy that wrote it there could not send it elsewhere), unless it stays silent for
 * `SILENT_CONNECTION_MS`. A WebSocket's connection is its server's to close. After `graceMs`
 * whatever is left is cut off, so a stop always ends.
 */
export function drainable(server: Server): (graceMs: number) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  const connections = new Map<Socket, { since: number; served: boolean; busy: number }>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { since: Date.now(), served: false, busy: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the application's own listener, so that an answer it sends at once says it too.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) closeAfter(res);
    inFlight.add(res);
    const connection = connections.get(req.socket);
    if (connection) {
      connection.served = true;
      connection.busy += 1;
    }
    res.once('close', () => {
      inFlight.delete(res);
      if (connection) connection.busy -= 1;
    });
  });
  /** The connections with nothing to answer: kept alive between requests, or silent too long. */
  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      // Nothing read at all: a connection taken over by a WebSocket read its upgrade request, and its
      // own server closes it (with 1001, decision 2116).
      const silent =
        !connection.served && socket.bytesRead === 0 && now - connection.since >= SILENT_CONNECTION_MS;
      if (connection.busy === 0 && (connection.served || silent)) socket.destroy();
    }
  };
  return (graceMs) => {
    draining = true;
    for (const res of inFlight) closeAfter(res);
    return new Promise((resolve) => {
      const sweep = setInterval(closeIdle, 50);
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(cutOff);
        resolve();
      });
      closeIdle();
    });
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
