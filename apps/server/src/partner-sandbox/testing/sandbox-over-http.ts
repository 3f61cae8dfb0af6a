import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Express } from 'express';
import type { SandboxCall } from './partner-fault-suite';

/**
 * Test support: a partner's sandbox served over real HTTP on loopback, as the portal serves it, every
 * call it was sent recorded (status 0 when the caller gave up before the answer). `mount` puts the sandbox's routes on the app; the sandbox is told where
 * it listens, and closing clears its faults (so a stalled body ends) before the server closes.
 */
export async function sandboxOverHttp(
  sandbox: { listeningAt(origin: string): void; faults: { clear(): void } },
  mount: (app: Express) => void,
) {
  const calls: SandboxCall[] = [];
  const app = express().use((req, res, next) => {
    res.on('close', () =>
      calls.push({ method: req.method, path: req.path, status: res.writableFinished ? res.statusCode : 0 }),
    );
    next();
  });
  mount(app);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.listeningAt(origin);

  return {
    origin,
    app,
    calls,
    /** The calls of one method whose path matches, or ends as given, e.g. ('POST', '/envelopes'). */
    callsTo: (method: string, path: string | RegExp) =>
      calls.filter(
        (c) => c.method === method && (typeof path === 'string' ? c.path.endsWith(path) : path.test(c.path)),
      ),
    async close() {
      sandbox.faults.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
