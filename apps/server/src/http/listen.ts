import { createServer, type RequestListener, type Server } from 'node:http';

/** The portal cannot listen where it was told to: the operator must free the port or choose another. */
export class PortUnavailable extends Error {
  override readonly name = 'PortUnavailable';
}

const WHY: Record<string, (port: number, host: string) => string> = {
  EADDRINUSE: (port, host) =>
    `port ${port} on ${host} is in use by another program: stop it, or set PORT to a free port.`,
  EACCES: (port, host) =>
    `port ${port} on ${host} needs privileges this process does not have: set PORT to 1024 or above.`,
  EADDRNOTAVAIL: (_port, host) =>
    `${host} is not an address of this machine: set HOST to one of its interfaces (or 0.0.0.0).`,
};

/**
 * Listens on the port, answering once the socket listens. Express's own callback is also called on
 * an error, with the server unbound, which the portal took for listening (a TypeError followed).
 */
export function listenOn(app: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // As Express's own listen does, for the app or a listener wrapped around it (its telemetry).
    const server = createServer(app);
    server.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why = WHY[error.code ?? ''];
      reject(why ? new PortUnavailable(why(port, host)) : error);
    });
  });
}
