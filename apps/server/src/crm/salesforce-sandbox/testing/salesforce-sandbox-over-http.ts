import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { SandboxCrmStore } from '@lease-portal/domain';
import { InMemorySandboxCrmStore } from '@lease-portal/domain/src/leads/testing/in-memory-sandbox-crm-store';
import { salesforceCrm, type PartnerHttpTuning } from '@lease-portal/partners';
import { SALESFORCE_SANDBOX_PATH, SalesforceSandbox } from '../salesforce-sandbox';
import { salesforceSandboxRouter } from '../salesforce-sandbox-router';

/** One call the sandbox answered, as a test reads them back. */
export interface SandboxCall {
  method: string;
  path: string;
  status: number;
}

/**
 * Test support: the Salesforce sandbox served over real HTTP on loopback, as the portal serves it,
 * every call it answered recorded, and Salesforce adapters made to reach it.
 */
export async function aSalesforceSandboxOverHttp(
  options: { store?: SandboxCrmStore; sessionSeconds?: number } = {},
) {
  const store = options.store ?? new InMemorySandboxCrmStore();
  const sandbox = new SalesforceSandbox(
    store,
    0,
    options.sessionSeconds ? { sessionSeconds: options.sessionSeconds } : {},
  );
  const calls: SandboxCall[] = [];
  const app = express()
    .use((req, res, next) => {
      res.on('finish', () => calls.push({ method: req.method, path: req.path, status: res.statusCode }));
      next();
    })
    .use(SALESFORCE_SANDBOX_PATH, salesforceSandboxRouter(sandbox));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.listeningAt(origin);

  return {
    origin,
    sandbox,
    store,
    calls,
    /** The calls of one method whose path matches. */
    callsTo: (method: string, path: RegExp) => calls.filter((c) => c.method === method && path.test(c.path)),
    /** A Salesforce adapter reaching this sandbox, as the portal builds it without Salesforce settings. */
    adapter: (http: PartnerHttpTuning = {}) =>
      salesforceCrm({ loginUrl: () => sandbox.loginUrl(), ...sandbox.client, http }),
    async close() {
      sandbox.faults.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type SalesforceSandboxOverHttp = Awaited<ReturnType<typeof aSalesforceSandboxOverHttp>>;
