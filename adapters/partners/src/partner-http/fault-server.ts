import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Test support: a real HTTP server on 127.0.0.1 whose answers a test scripts, counting what reaches it. */
export interface FaultServer {
  baseUrl: string;
  /** Every request that reached the server, in order. */
  requests: { method: string; url: string; authorization?: string }[];
  /** The most sockets open at once. */
  mostSockets: number;
  answer: (request: IncomingMessage, response: ServerResponse, index: number) => void;
  close(): Promise<void>;
}

export async function startFaultServer(): Promise<FaultServer> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const index = fault.requests.length;
    fault.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    });
    fault.answer(request, response, index);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    fault.mostSockets = Math.max(fault.mostSockets, sockets.size);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fault: FaultServer = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    mostSockets: 0,
    answer: (_request, response) => json(response, 200, {}),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Stalled answers keep their sockets open; cut them so the port is released now.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fault;
}

/** A port nothing listens on: a server is started, its port noted, and closed. */
export async function closedPort(): Promise<string> {
  const server = await startFaultServer();
  await server.close();
  return server.baseUrl;
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
