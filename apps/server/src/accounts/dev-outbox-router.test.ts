import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';
import express from 'express';
import type { MailOutbox } from '@lease-portal/domain';
import { isLoopbackAddress } from '../http/loopback-only';
import { accountRouters } from './account-routers';
import { devOutboxRouter } from './dev-outbox-router';

// The outbox holds password links: anyone who can read it can take over an account. Only this
// machine may read it, judged by the connection's address, never by headers a client writes.

const emptyOutbox: MailOutbox = { list: async () => [], ofId: async () => undefined };

/** An address of this machine that is not loopback, when it has one (a container's eth0, a LAN). */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

async function anOutboxOn(host: string, trustProxy: boolean): Promise<{ server: Server; port: number }> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use('/dev/outbox', devOutboxRouter(emptyOutbox));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, host, () => resolve(listening));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

describe('the development outbox page', () => {
  it('tells loopback addresses from others', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['10.0.0.5', '203.0.113.7', '::ffff:10.0.0.5', 'fe80::1', '::', '128.0.0.1', '', undefined].map(
        isLoopbackAddress,
      ),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('answers a client on this machine', async () => {
    const { server, port } = await anOutboxOn('127.0.0.1', false);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/dev/outbox/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('The outbox is empty.');
    } finally {
      server.close();
    }
  });

  (externalAddress ? it : it.skip)(
    'is not found from another address, even one claiming to be 127.0.0.1 through a trusted proxy header',
    async () => {
      const { server, port } = await anOutboxOn('0.0.0.0', true);
      try {
        const response = await fetch(`http://${externalAddress}:${port}/dev/outbox/`, {
          headers: { 'X-Forwarded-For': '127.0.0.1' },
        });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('Outbox');
        const mail = await fetch(`http://${externalAddress}:${port}/dev/outbox/some-mail`);
        expect(mail.status).toBe(404);
      } finally {
        server.close();
      }
    },
  );

  it('is not mounted in production', () => {
    const container = { get: () => emptyOutbox } as never;
    expect(accountRouters(container, { NODE_ENV: 'production' })).toEqual([]);
    expect(accountRouters(container, { NODE_ENV: 'development' })).toHaveLength(1);
  });
});
