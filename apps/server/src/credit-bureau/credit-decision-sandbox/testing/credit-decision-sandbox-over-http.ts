import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { systemClock, type Clock } from '@lease-portal/domain';
import { InMemorySandboxCreditStore } from '@lease-portal/domain/src/credit-bureau/testing/in-memory-sandbox-credit-store';
import { SandboxCreditBureau, creditBureau, type PartnerHttpTuning } from '@lease-portal/partners';
import { CREDIT_DECISION_SANDBOX_PATH, CreditDecisionSandbox } from '../credit-decision-sandbox';
import { creditDecisionSandboxRouter } from '../credit-decision-sandbox-router';

/** One call the sandbox answered, as a test reads them back. */
export interface SandboxCall {
  method: string;
  path: string;
  status: number;
}

/**
 * Test support: the credit decision sandbox served over real HTTP on loopback, as the portal serves it,
 * its enquiries kept in memory, every call it answered recorded, and credit decision adapters made to
 * reach it.
 */
export async function aCreditDecisionSandboxOverHttp(options: { delayMs?: number; clock?: Clock } = {}) {
  const store = new InMemorySandboxCreditStore();
  const engine = new SandboxCreditBureau(store, options.clock ?? systemClock, options.delayMs ?? 0);
  const sandbox = new CreditDecisionSandbox(engine, store);
  const calls: SandboxCall[] = [];
  const app = express()
    .use((req, res, next) => {
      res.on('finish', () => calls.push({ method: req.method, path: req.path, status: res.statusCode }));
      next();
    })
    .use(CREDIT_DECISION_SANDBOX_PATH, creditDecisionSandboxRouter(sandbox));
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
    callsTo: (method: string, path: RegExp) => calls.filter((c) => c.method === method && path.test(c.path)),
    /** A credit decision adapter reaching this sandbox, as the portal builds it without a service configured. */
    adapter: (http: PartnerHttpTuning = {}) =>
      creditBureau({ baseUrl: () => sandbox.baseUrl(), ...sandbox.client, http }),
    async close() {
      sandbox.faults.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type CreditDecisionSandboxOverHttp = Awaited<ReturnType<typeof aCreditDecisionSandboxOverHttp>>;
