import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import {
  AbrBusinessRegister,
  NzbnBusinessRegister,
  PartnerCallCounts,
  type PartnerHttpTuning,
} from '@lease-portal/partners';
import { abrSandboxRouter } from '../abr-sandbox-router';
import { nzbnSandboxRouter } from '../nzbn-sandbox-router';
import { ABR_SANDBOX_PATH, NZBN_SANDBOX_PATH, RegisterSandboxes } from '../register-sandboxes';

/** One call a sandbox answered, as a test reads them back. */
export interface SandboxCall {
  method: string;
  path: string;
  status: number;
}

/**
 * Test support: the ABR and NZBN sandboxes served over real HTTP on loopback, as the portal serves
 * them, every call answered recorded, and the registers' adapters made to reach them.
 */
export async function registerSandboxesOverHttp() {
  const sandboxes = new RegisterSandboxes();
  const calls: SandboxCall[] = [];
  const app = express()
    .use((req, res, next) => {
      res.on('finish', () => calls.push({ method: req.method, path: req.path, status: res.statusCode }));
      next();
    })
    .use(ABR_SANDBOX_PATH, abrSandboxRouter(sandboxes))
    .use(NZBN_SANDBOX_PATH, nzbnSandboxRouter(sandboxes));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandboxes.listeningAt(origin);
  const made: { close(): Promise<void> }[] = [];
  const tuned = (http: PartnerHttpTuning) => ({ counts: new PartnerCallCounts(), ...http });

  return {
    origin,
    sandboxes,
    calls,
    /** The calls whose path ends as given, e.g. '/MatchingNames.aspx'. */
    callsTo: (pathEnd: string) => calls.filter((call) => call.path.endsWith(pathEnd)),
    /** The ABR adapter as the portal builds it without ABR settings. */
    abr(http: PartnerHttpTuning = {}, baseUrl = () => sandboxes.baseUrl('abr')) {
      const adapter = new AbrBusinessRegister({ guid: sandboxes.abrGuid, baseUrl, http: tuned(http) });
      made.push(adapter);
      return adapter;
    },
    /** The NZBN adapter as the portal builds it without NZBN settings. */
    nzbn(http: PartnerHttpTuning = {}, baseUrl = () => sandboxes.baseUrl('nzbn')) {
      const adapter = new NzbnBusinessRegister({
        subscriptionKey: sandboxes.nzbnSubscriptionKey,
        baseUrl,
        http: tuned(http),
      });
      made.push(adapter);
      return adapter;
    },
    async close() {
      sandboxes.faults.clear();
      await Promise.all(made.map((adapter) => adapter.close()));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type RegisterSandboxesOverHttp = Awaited<ReturnType<typeof registerSandboxesOverHttp>>;
