import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  AddressfinderAddressFinder,
  PartnerCallCounts,
  type PartnerHttpTuning,
} from '@lease-portal/partners';
import { ADDRESSFINDER_SANDBOX_PATH, AddressfinderSandbox } from '../addressfinder-sandbox';
import { addressfinderSandboxRouter } from '../addressfinder-sandbox-router';

/** One call the sandbox answered, as a test reads them back. */
export interface SandboxCall {
  path: string;
  status: number;
}

/**
 * Test support: the Addressfinder sandbox served over real HTTP on loopback, as the portal serves it,
 * with every call it answered recorded, and Addressfinder adapters made to reach it.
 */
export async function anAddressfinderSandboxOverHttp() {
  const sandbox = new AddressfinderSandbox();
  const calls: SandboxCall[] = [];
  const app = express()
    .use((req, res, next) => {
      res.on('finish', () => calls.push({ path: req.path, status: res.statusCode }));
      next();
    })
    .use(ADDRESSFINDER_SANDBOX_PATH, addressfinderSandboxRouter(sandbox));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.listeningAt(origin);
  const adapters: AddressfinderAddressFinder[] = [];

  return {
    origin,
    sandbox,
    calls,
    /** The statuses of the calls whose path ends as given, e.g. '/metadata'. */
    statusesOf: (pathEnd: string) => calls.filter((c) => c.path.endsWith(pathEnd)).map((c) => c.status),
    /** An Addressfinder adapter reaching this sandbox, as the portal builds it without an account. */
    adapter: (tuning: PartnerHttpTuning = {}) => {
      const adapter = new AddressfinderAddressFinder(
        { baseUrl: () => sandbox.baseUrl(), ...sandbox.account },
        { counts: new PartnerCallCounts(), ...tuning },
      );
      adapters.push(adapter);
      return adapter;
    },
    async close() {
      sandbox.faults.clear();
      await Promise.all(adapters.map((adapter) => adapter.close()));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type AddressfinderSandboxOverHttp = Awaited<ReturnType<typeof anAddressfinderSandboxOverHttp>>;
