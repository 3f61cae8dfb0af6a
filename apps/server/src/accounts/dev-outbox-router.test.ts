import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';
import express from 'express';
import type { MailOutbox } from '@lease-portal/domain';
import { isLocalHostHeader, isLoopbackAddress } from '../http/loopback-only';
import { accountRouters } from './account-routers';
import { devOutboxRouter } from './dev-outbox-router';

// The outbox holds password links: anyone who can read it can take over an account. Only this
// machine may read it, judged by the connection's address, never by headers a client writes.

const emptyOutbox: Pick<MailOutbox, 'list' | 'ofId'> = { list: async () => [], ofId: async () => undefined };

/** An address of this machine that is not loopback, when it has one (a container's eth0, a LAN). */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

async function anOutboxOn(
  host: string,
  trustProxy: boolean,
  outbox: Pick<MailOutbox, 'list' | 'ofId'> = emptyOutbox,
): Promise<{ server: Server; port: number }> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use('/dev/outbox', devOutboxRouter(outbox));
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

  it('lists the files a mail carries and hands each one over as a download', async () => {
    const mail = {
      id: 'mail-1',
      createdAt: '2026-06-01T09:00:00.000Z',
      to: 'ada@haulage.example',
      subject: 'Your lease documents',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      orgId: 'org-au-demo',
      kind: 'contract-signing.lease-documents',
      attachments: [
        { fileName: 'Direct Debit.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
      ],
    };
    const outbox: Pick<MailOutbox, 'list' | 'ofId'> = {
      list: async () => [mail],
      ofId: async (id) => (id === mail.id ? mail : undefined),
    };
    const { server, port } = await anOutboxOn('127.0.0.1', false, outbox);
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/dev/outbox/mail-1`)).text()).toContain(
        '<a href="./mail-1/attachments/0">Direct Debit.pdf</a>',
      );
      const file = await fetch(`http://127.0.0.1:${port}/dev/outbox/mail-1/attachments/0`);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="Direct Debit.pdf"');
      expect(await file.text()).toBe('%PDF-1.7');
      expect((await fetch(`http://127.0.0.1:${port}/dev/outbox/mail-1/attachments/1`)).status).toBe(404);
    } finally {
      server.close();
    }
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

  it('answers only requests naming this machine and its port, not a rebound name of another site', async () => {
    const { server, port } = await anOutboxOn('127.0.0.1', false);
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const asked = request({ host: '127.0.0.1', port, path: '/dev/outbox/', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        asked.on('error', reject).end();
      });
    try {
      for (const host of [
        `localhost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        `au.localhost:${port}`,
      ]) {
        expect([host, await statusFor(host)]).toEqual([host, 200]);
      }
      for (const host of [
        `attacker.example:${port}`,
        `localhost.attacker.example:${port}`,
        `127.0.0.1.nip.io:${port}`,
        `localhost:${port + 1}`,
        'localhost',
      ]) {
        expect([host, await statusFor(host)]).toEqual([host, 404]);
      }
    } finally {
      server.close();
    }
  });

  it('takes a Host without a port for port 80 only', () => {
    expect(isLocalHostHeader('localhost', 80)).toBe(true);
    expect(isLocalHostHeader('nz.localhost:3000', 3000)).toBe(true);
    expect(isLocalHostHeader('localhost', 3000)).toBe(false);
    expect(isLocalHostHeader('localhost:3000/evil', 3000)).toBe(false);
    expect(isLocalHostHeader(undefined, 3000)).toBe(false);
  });

  it('is not mounted in production', () => {
    const container = { get: () => emptyOutbox } as never;
    expect(accountRouters(container, true)).toEqual([]);
    expect(accountRouters(container, false)).toHaveLength(1);
  });
});
