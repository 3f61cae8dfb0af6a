import { createServer, request, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { drainable, SILENT_CONNECTION_MS } from './close-gracefully';

/** A GET on its own keep-alive connection, answered with its headers and body. */
function get(port: number, path: string): Promise<{ res: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { connection: 'keep-alive' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ res, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('draining the requests in flight (decision 2116)', () => {
  it('refuses new connections at once, finishes the request in flight and tells its client to close the connection', async () => {
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((req, res) => {
      arrived();
      setTimeout(() => res.end(`answered ${req.url}`), 300);
    });
    const drain = drainable(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;

    const slow = get(port, '/slow');
    await inFlight;
    const drained = drain(5_000);
    await expect(get(port, '/late')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const { res, body } = await slow;
    expect(body).toBe('answered /slow');
    expect(res.headers.connection).toBe('close');
    await drained;
  });
});

describe('connections open when the drain begins (decision 2123)', () => {
  async function aServer() {
    const server = createServer((req, res) => res.end(`answered ${req.url}`));
    const drain = drainable(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { server, drain, port: (server.address() as AddressInfo).port };
  }

  it('answers the request a proxy writes on a connection it opened just before the drain, and tells it to close', async () => {
    const { server, drain, port } = await aServer();
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // Accepted by the server, nothing sent yet: the drain begins now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain(5_000);
    await new Promise((resolve) => setTimeout(resolve, 120));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write('POST /graphql HTTP/1.1\r\nHost: portal\r\nContent-Length: 2\r\n\r\n{}');
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('answered /graphql');
    await drained;
    expect(server.listening).toBe(false);
  });

  it('closes a kept-alive connection between requests at once, and one that stays silent after a second', async () => {
    const { drain, port } = await aServer();
    const keptAlive = connect(port, '127.0.0.1');
    await once(keptAlive, 'connect');
    keptAlive.write('GET /first HTTP/1.1\r\nHost: portal\r\n\r\n');
    await once(keptAlive, 'data');
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const startedAt = Date.now();
    const drained = drain(5_000);
    await once(keptAlive, 'close');
    expect(Date.now() - startedAt).toBeLessThan(500);
    await once(silent, 'close');
    const silentFor = Date.now() - startedAt;
    expect(silentFor).toBeGreaterThanOrEqual(SILENT_CONNECTION_MS - 100);
    expect(silentFor).toBeLessThan(SILENT_CONNECTION_MS + 1_000);
    await drained;
  });
});

describe('a WebSocket open when the drain begins (decision 2116)', () => {
  it('is left to its own server to close, not cut as a silent connection', async () => {
    const server = createServer((_req, res) => res.end());
    const upgraded: Socket[] = [];
    server.on('upgrade', (_req, socket: Socket) => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      upgraded.push(socket);
    });
    const drain = drainable(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(client, 'connect');
    client.write(
      'GET /graphql HTTP/1.1\r\nHost: portal\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    await once(client, 'data');
    // Older than a silent connection may be, when the drain begins.
    await new Promise((resolve) => setTimeout(resolve, SILENT_CONNECTION_MS + 100));
    const drained = drain(5_000);
    await new Promise((resolve) => setTimeout(resolve, SILENT_CONNECTION_MS + 300));
    expect(client.destroyed).toBe(false);
    expect(client.readyState).toBe('open');
    // Its own server closes it (the subscriptions' close with 1001 in the portal).
    upgraded[0]!.end();
    await once(client, 'close');
    await drained;
  }, 15_000);
});
