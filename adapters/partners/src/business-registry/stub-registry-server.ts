import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a registry service on 127.0.0.1 at an ephemeral port, answering as the test says. */
export interface StubRegistryServer {
  baseUrl: string;
  requests: { url: string; apiKey: string | undefined }[];
  close(): Promise<void>;
}

export async function startStubRegistry(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<StubRegistryServer> {
  const requests: StubRegistryServer['requests'] = [];
  const server = createServer((request, response) => {
    const apiKey = request.headers['x-api-key'];
    requests.push({ url: request.url ?? '', apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Stalled answers keep their sockets open; cut them so the port is released now.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
