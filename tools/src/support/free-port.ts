import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nobody listens on now, for a server a tool starts. */
export async function aFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
