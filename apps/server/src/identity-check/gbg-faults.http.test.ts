import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { systemClock, type DomainError } from '@lease-portal/domain';
import { InMemorySandboxIdentityScanStore } from '@lease-portal/domain/src/identity-check/testing/in-memory-sandbox-identity-scan-store';
import {
  gbgIdentityScan,
  NodeCryptoSecretTokens,
  SandboxIdentityScan,
  SPECIMEN_FOLDER,
  type PartnerHttpTuning,
} from '@lease-portal/partners';
import { describePartnerFaults, type SandboxCall } from '../partner-sandbox/testing/partner-fault-suite';
import { GbgSandbox, SANDBOX_IDENTITY_SCAN_PATH } from './gbg-sandbox';
import { sandboxIdentityScanRouter } from './sandbox-identity-scan-router';

jest.setTimeout(60_000);

/** The portal's GBG sandbox served over real HTTP, recording each call it answered. */
async function aGbgSandboxOverHttp() {
  const store = new InMemorySandboxIdentityScanStore();
  const sandbox = new GbgSandbox(
    new SandboxIdentityScan(store, new NodeCryptoSecretTokens(), { next: () => randomUUID() }, systemClock),
  );
  const calls: SandboxCall[] = [];
  /** Each request as it arrived, answered or not (a request cut off at the timeout is never answered). */
  const arrived: string[] = [];
  const app = express()
    .use((req, res, next) => {
      arrived.push(req.path);
      res.on('finish', () => calls.push({ method: req.method, path: req.path, status: res.statusCode }));
      next();
    })
    .use(SANDBOX_IDENTITY_SCAN_PATH, sandboxIdentityScanRouter(sandbox));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  sandbox.listeningAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return {
    store,
    sandbox,
    calls,
    arrived,
    async close() {
      sandbox.faults.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

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
    const { store, sandbox, calls, close } = await aGbgSandboxOverHttp();
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
      close,
    };
  },
});

// The first upload is the one write of the GBG adapter: it starts a journey, so it is sent once
// whatever GBG answers (decision 2119), and a case's reference has one journey at most.
describe("the GBG adapter's first upload when GBG struggles: sent once, never a second journey", () => {
  const uploadPath = /\/idscanenterprisesvc\/journey\/upload$/;
  let gbg: Awaited<ReturnType<typeof aGbgSandboxOverHttp>>;
  let sleeps: number[];
  let scan: ReturnType<typeof gbgIdentityScan>;
  let front: Uint8Array;
  beforeAll(async () => {
    front = await readFile(path.join(SPECIMEN_FOLDER, 'au-nsw-front.png'));
  });
  beforeEach(async () => {
    gbg = await aGbgSandboxOverHttp();
    sleeps = [];
    scan = anAdapter({});
  });
  afterEach(async () => {
    await scan.close();
    await gbg.close();
  });

  const anAdapter = (http: PartnerHttpTuning) =>
    gbgIdentityScan({
      baseUrl: () => gbg.sandbox.baseUrl(),
      ...gbg.sandbox.accounts,
      typeOf: async () => 'image/png',
      http: { random: () => 0.5, sleep: async (ms) => void sleeps.push(ms), ...http },
    });
  const upload = (adapter: ReturnType<typeof gbgIdentityScan>, reference: string) =>
    adapter.submitDocument({ reference, region: 'AU', side: 'Front', image: front });
  const uploads = () => gbg.calls.filter((call) => uploadPath.test(call.path)).map((call) => call.status);
  const uploadsSent = () => gbg.arrived.filter((arrived) => uploadPath.test(arrived)).length;
  const journeysOf = (reference: string) =>
    [...gbg.store.journeys.values()].filter((journey) => journey.reference === reference).length;
  const failureOf = (sending: Promise<unknown>) =>
    sending.then(
      () => {
        throw new Error('expected the upload to fail');
      },
      (error: unknown) => error as DomainError,
    );

  it('sends it once through a burst of 500s, starting no journey; the next upload starts one', async () => {
    gbg.sandbox.faults.next({ kind: 'server-error' }, 3, { path: uploadPath });
    const error = await failureOf(upload(scan, 'app-1:primary:user-1'));
    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(uploads()).toEqual([500]);
    expect(uploadsSent()).toBe(1);
    expect(journeysOf('app-1:primary:user-1')).toBe(0);

    gbg.sandbox.faults.clear();
    await upload(scan, 'app-1:primary:user-1');
    expect(uploads()).toEqual([500, 200]);
    expect(journeysOf('app-1:primary:user-1')).toBe(1);
  });

  it('sends it once on a 429, without waiting its Retry-After in the call', async () => {
    gbg.sandbox.faults.next({ kind: 'rate-limited', retryAfterSeconds: 2 }, 1, { path: uploadPath });
    const error = await failureOf(upload(scan, 'app-2:primary:user-2'));
    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(uploads()).toEqual([429]);
    expect(uploadsSent()).toBe(1);
    expect(sleeps).toEqual([]);
    expect(journeysOf('app-2:primary:user-2')).toBe(0);
  });

  it('does not send it again once cut off at the timeout: one upload, one journey at most', async () => {
    await scan.close();
    scan = anAdapter({ timeoutMs: 500 });
    gbg.sandbox.faults.next({ kind: 'slow', ms: 1_000 }, 3, { path: uploadPath });
    const error = await failureOf(upload(scan, 'app-3:primary:user-3'));
    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'timeout' });
    // Past the slow answer's second, whatever GBG did with the upload it was sent is done: GBG may have
    // started its journey (the sandbox drops an upload whose caller has gone), never a second one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(uploadsSent()).toBe(1);
    expect(journeysOf('app-3:primary:user-3')).toBeLessThanOrEqual(1);
  });
});
