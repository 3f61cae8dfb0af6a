import { createServer, request, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { drainable } from './close-gracefully';

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
