import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { systemClock } from '@lease-portal/domain';
import { InMemorySandboxIdentityScanStore } from '@lease-portal/domain/src/identity-check/testing/in-memory-sandbox-identity-scan-store';
import {
  gbgIdentityScan,
  NodeCryptoSecretTokens,
  SandboxIdentityScan,
  type PartnerHttpTuning,
} from '@lease-portal/partners';
import { describePartnerFaults, type SandboxCall } from '../partner-sandbox/testing/partner-fault-suite';
import { GbgSandbox, SANDBOX_IDENTITY_SCAN_PATH } from './gbg-sandbox';
import { sandboxIdentityScanRouter } from './sandbox-identity-scan-router';

jest.setTimeout(60_000);

// The GBG adapter reading a journey back (Journey/Get, then its quality checks) against the portal's
// GBG sandbox over real HTTP, under the partner layer's fault suite (decisions 2102, 2119). The read is
// the call the suite drives: the upload is never repeated in-call (a repeated first upload would start
// a second journey), so each case's journey is kept in the sandbox first, under the case's reference.
describePartnerFaults({
  name: 'the GBG adapter',
  partner: 'identity-scan service',
  callPath: /\/idscanenterprisesvc\/Journey\/Get$/,
  tokenPath: /\/idscanenterprisesvc\/token$/,
  async start() {
    const store = new InMemorySandboxIdentityScanStore();
    const sandbox = new GbgSandbox(
      new SandboxIdentityScan(store, new NodeCryptoSecretTokens(), { next: () => randomUUID() }, systemClock),
    );
    const calls: SandboxCall[] = [];
    const app = express()
      .use((req, res, next) => {
        res.on('finish', () => calls.push({ method: req.method, path: req.path, status: res.statusCode }));
        next();
      })
      .use(SANDBOX_IDENTITY_SCAN_PATH, sandboxIdentityScanRouter(sandbox));
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    sandbox.listeningAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const journeys = new Map<string, string>();
    const typeOf = async () => 'image/png';
    const asAdapter = (baseUrl: string | (() => string), http: PartnerHttpTuning) => {
      const scan = gbgIdentityScan({ baseUrl, ...sandbox.accounts, typeOf, http });
      return {
        async send(reference: string) {
          let journeyId = journeys.get(reference);
          if (!journeyId) {
            // Kept in the sandbox's store at once: no image to read, so no case waits on one.
            journeyId = randomUUID();
            await store.addJourney({
              journeyId,
              reference,
              region: 'AU',
              journeyDefinitionId: 'sandbox-au-driver-licence',
              scanningTokenDigest: '-',
              investigationTokenDigest: '-',
              initiatedAt: new Date().toISOString(),
            });
            journeys.set(reference, journeyId);
          }
          const journey = await scan.journey(journeyId);
          if (!journey) throw new Error('the journey was not read');
          return journey;
        },
        close: () => scan.close(),
      };
    };
    return {
      faults: sandbox.faults,
      calls,
      revokeTokens: () => sandbox.revokeTokens(),
      adapter: (http) => asAdapter(() => sandbox.baseUrl(), http),
      adapterAt: (baseUrl, http) => asAdapter(baseUrl, http),
      recordsOf: async (reference) =>
        [...store.journeys.values()].filter((j) => j.reference === reference).length,
      async close() {
        sandbox.faults.clear();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  },
});
