import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { Container } from 'inversify';
import { crmListensAt, crmOnSandbox, crmRouters } from '../crm/bind-crm';
import {
  leadDiallerListensAt,
  leadDiallerOnSandbox,
  leadDiallerRouters,
} from '../lead-dialler/bind-lead-dialler';
import {
  creditDecisionListensAt,
  creditDecisionOnSandbox,
  creditDecisionRouters,
} from '../credit-bureau/bind-credit-bureau';
import {
  identityScanListensAt,
  identityScanOnSandbox,
  identityScanRouters,
} from '../identity-check/bind-identity-check';

/**
 * Test support: a container that never listens (a harness that runs the portal's jobs itself) has the
 * partner sandboxes its adapters reach over HTTP served on loopback, as `startPortal` serves them, and
 * its adapters pointed there.
 */
export async function servePartnerSandboxes(container: Container): Promise<{ close(): Promise<void> }> {
  const app = express();
  const routers = [
    ...(crmOnSandbox(container) ? crmRouters(container) : []),
    ...(leadDiallerOnSandbox(container) ? leadDiallerRouters(container) : []),
    ...(creditDecisionOnSandbox(container) ? creditDecisionRouters(container) : []),
    ...(identityScanOnSandbox(container) ? identityScanRouters(container) : []),
  ];
  for (const { path, handler } of routers) app.use(path, handler);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  crmListensAt(container, origin);
  leadDiallerListensAt(container, origin);
  creditDecisionListensAt(container, origin);
  identityScanListensAt(container, origin);
  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
