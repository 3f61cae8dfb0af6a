import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { leadDialler, type PartnerHttpTuning } from '@lease-portal/partners';
import { LEAD_DIALLER_SANDBOX_PATH, LeadDiallerSandbox } from '../lead-dialler-sandbox';
import { leadDiallerSandboxRouter } from '../lead-dialler-sandbox-router';

/** One call the sandbox answered, as a test reads them back. */
export interface SandboxCall {
  method: string;
  path: string;
  status: number;
}

/**
 * Test support: the dialler sandbox served over real HTTP on loopback, as the portal serves it, every
 * call it answered recorded, and dialler adapters made to reach it.
 */
export async function aLeadDiallerSandboxOverHttp() {
  const sandbox = new LeadDiallerSandbox();
  const calls: SandboxCall[] = [];
  const app = express()
    .use((req, res, next) => {
      res.on('finish', () => calls.push({ method: req.method, path: req.path, status: res.statusCode }));
      next();
    })
    .use(LEAD_DIALLER_SANDBOX_PATH, leadDiallerSandboxRouter(sandbox));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.listeningAt(origin);

  return {
    origin,
    sandbox,
    calls,
    callsTo: (method: string, path: RegExp) => calls.filter((c) => c.method === method && path.test(c.path)),
    /** A dialler adapter reaching this sandbox, as the portal builds it without dialler settings. */
    adapter: (http: PartnerHttpTuning = {}) =>
      leadDialler({ baseUrl: () => sandbox.baseUrl(), ...sandbox.client, http }),
    async close() {
      sandbox.faults.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type LeadDiallerSandboxOverHttp = Awaited<ReturnType<typeof aLeadDiallerSandboxOverHttp>>;
